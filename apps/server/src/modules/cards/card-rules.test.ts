import { CARD_MESSAGES, MESSAGES } from '@central/domain';
import { describe, expect, it } from 'vitest';
import { activeContractIds, cardFingerprint, checkedCard, contractsForNewCard } from './card-rules';

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

describe('the fingerprint of a card', () => {
  it('is the same for the same digits at one provider, and differs across providers and keys', () => {
    const digits = '4111111111111111';
    expect(cardFingerprint('secret', 't-1', digits)).toBe(cardFingerprint('secret', 't-1', digits));
    expect(cardFingerprint('secret', 't-2', digits)).not.toBe(cardFingerprint('secret', 't-1', digits));
    expect(cardFingerprint('other', 't-1', digits)).not.toBe(cardFingerprint('secret', 't-1', digits));
    expect(cardFingerprint('secret', 't-1', digits)).not.toContain(digits);
  });
});

describe('the fields of a new card', () => {
  const body = { Holder: 'MARIA S SOUZA', CardNumber: '4111 1111 1111 1111', ExpirationDate: '12/2031', SecurityCode: '123' };

  it('answers the checked card', () => {
    expect(checkedCard(body, '2026-11-22')).toMatchObject({ brand: 'visa', last4: '1111', expiry: '12/2031', holder: 'MARIA S SOUZA' });
  });

  it("names each invalid field by the payload's own name", () => {
    try {
      checkedCard({ ...body, CardNumber: '4111 1111 1111 1112', SecurityCode: '' }, '2026-11-22');
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 400, code: 'INVALID_CARD_FIELDS' });
      expect(Object.keys((error as { fields: object }).fields).sort()).toEqual(['CardNumber', 'SecurityCode']);
    }
  });
});
