import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@central/domain';
import { SUPPORT_MESSAGE_MAX, supportMessageSchema } from './support-message-schema';

describe('a support message', () => {
  it('counts an emoji as one character, as the server does', () => {
    expect(supportMessageSchema.isValidSync({ message: '👍'.repeat(SUPPORT_MESSAGE_MAX) })).toBe(true);
    expect(() => supportMessageSchema.validateSync({ message: '👍'.repeat(SUPPORT_MESSAGE_MAX + 1) })).toThrow(
      MESSAGES.supportMessageTooLong,
    );
  });
});
