import { CARD_MESSAGES, MESSAGES } from '@central/domain';
import { describe, expect, it } from 'vitest';
import { activeContractIds, contractsForNewCard } from './card-contracts';

const rows = [
  { id: '1', status: 'A', status_internet: 'A' },
  { id: '2', status: 'A', status_internet: 'FA' },
  { id: '3', status: 'I', status_internet: 'D' },
];

describe('the contracts of a new card', () => {
  it('counts a contract active by its own status, blocked or not', () => {
    expect(activeContractIds(rows)).toEqual(['1', '2']);
  });

  it('links the active contracts when none is asked for', () => {
    expect(contractsForNewCard(rows, undefined)).toEqual(['1', '2']);
    expect(contractsForNewCard(rows, [' ', ''])).toEqual(['1', '2']);
  });

  it('links the ones asked for, once each, when all are the subscriber’s', () => {
    expect(contractsForNewCard(rows, ['3', ' 1 ', '1'])).toEqual(['3', '1']);
  });

  it('refuses a contract that is not the subscriber’s', () => {
    expect(() => contractsForNewCard(rows, ['1', '9'])).toThrow(MESSAGES.contractNotFound);
  });

  it('refuses any card without an active contract', () => {
    expect(() => contractsForNewCard([rows[2]!], ['3'])).toThrow(CARD_MESSAGES.noActiveContract);
    expect(() => contractsForNewCard([], undefined)).toThrow(CARD_MESSAGES.noActiveContract);
  });
});
