import { describe, expect, it } from 'vitest';
import { broadcastMessageProblem, broadcastSizeProblem, broadcastTitleProblem, PUSH_PAYLOAD_MAX_BYTES } from './broadcast';
import { MESSAGES } from './messages';

describe('general notification rules', () => {
  it('gives each bad title and message its own text', () => {
    expect([undefined, null, '', '   '].map(broadcastTitleProblem)).toEqual(Array(4).fill(MESSAGES.broadcastTitleRequired));
    expect([5, {}, ['a']].map(broadcastTitleProblem)).toEqual(Array(3).fill(MESSAGES.broadcastTitleInvalid));
    expect([broadcastTitleProblem('a'.repeat(299)), broadcastTitleProblem('a'.repeat(300))]).toEqual([
      null,
      MESSAGES.broadcastTitleTooLong,
    ]);
    expect([undefined, 7].map(broadcastMessageProblem)).toEqual([MESSAGES.broadcastMessageRequired, MESSAGES.broadcastMessageInvalid]);
    expect([broadcastMessageProblem('a'.repeat(1399)), broadcastMessageProblem('a'.repeat(1400))]).toEqual([
      null,
      MESSAGES.broadcastMessageTooLong,
    ]);
    expect([broadcastTitleProblem('📶'.repeat(299)), broadcastTitleProblem('📶'.repeat(300))]).toEqual([
      null,
      MESSAGES.broadcastTitleTooLong,
    ]);
  });

  it('lets the longest plain title and message through, and refuses text that would not fit one encrypted push', () => {
    expect(PUSH_PAYLOAD_MAX_BYTES).toBe(3993);
    expect(broadcastSizeProblem('a'.repeat(299), 'ã'.repeat(1399))).toBeNull();
    expect(broadcastSizeProblem('Aviso', '📶'.repeat(699))).toBeNull();
    expect(broadcastSizeProblem('Aviso', '€'.repeat(1300))).toBeNull();
    expect(broadcastSizeProblem('Aviso', '€'.repeat(1399))).toBe(MESSAGES.broadcastTooLarge);
  });
});
