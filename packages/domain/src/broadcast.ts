import { MESSAGES } from './messages';

/** A general notification's title and message must stay under these lengths (SPEC sections 5 and 9). */
export const BROADCAST_TITLE_LIMIT = 300;
export const BROADCAST_MESSAGE_LIMIT = 1400;

const problem = (value: unknown, limit: number, texts: { required: string; invalid: string; tooLong: string }): string | null => {
  if (value === undefined || value === null || value === '') return texts.required;
  if (typeof value !== 'string') return texts.invalid;
  if (value.trim() === '') return texts.required;
  return value.length >= limit ? texts.tooLong : null;
};

/** The text of SPEC section 8 for a bad title, or null when it may be sent. */
export const broadcastTitleProblem = (value: unknown) =>
  problem(value, BROADCAST_TITLE_LIMIT, {
    required: MESSAGES.broadcastTitleRequired,
    invalid: MESSAGES.broadcastTitleInvalid,
    tooLong: MESSAGES.broadcastTitleTooLong,
  });

/** The text of SPEC section 8 for a bad message, or null when it may be sent. */
export const broadcastMessageProblem = (value: unknown) =>
  problem(value, BROADCAST_MESSAGE_LIMIT, {
    required: MESSAGES.broadcastMessageRequired,
    invalid: MESSAGES.broadcastMessageInvalid,
    tooLong: MESSAGES.broadcastMessageTooLong,
  });
