import { MESSAGES } from './messages';
import { characterCount } from './text-length';

/** A general notification's title and message must stay under these lengths (docs/product/provider.md#general-notifications). */
export const BROADCAST_TITLE_LIMIT = 300;
export const BROADCAST_MESSAGE_LIMIT = 1400;

const problem = (value: unknown, limit: number, texts: { required: string; invalid: string; tooLong: string }): string | null => {
  if (value === undefined || value === null || value === '') return texts.required;
  if (typeof value !== 'string') return texts.invalid;
  if (value.trim() === '') return texts.required;
  return characterCount(value) >= limit ? texts.tooLong : null;
};

/** The text of docs/product/provider.md#general-notifications for a bad title, or null when it may be sent. */
export const broadcastTitleProblem = (value: unknown) =>
  problem(value, BROADCAST_TITLE_LIMIT, {
    required: MESSAGES.broadcastTitleRequired,
    invalid: MESSAGES.broadcastTitleInvalid,
    tooLong: MESSAGES.broadcastTitleTooLong,
  });

/** The text of docs/product/provider.md#general-notifications for a bad message, or null when it may be sent. */
export const broadcastMessageProblem = (value: unknown) =>
  problem(value, BROADCAST_MESSAGE_LIMIT, {
    required: MESSAGES.broadcastMessageRequired,
    invalid: MESSAGES.broadcastMessageInvalid,
    tooLong: MESSAGES.broadcastMessageTooLong,
  });

/**
 * A push body may be at most 4096 bytes once encrypted (RFC 8030 section 7.2, what every push service must
 * accept), and RFC 8291's framing adds 103: the JSON a device receives gets 3993 bytes of UTF-8.
 */
export const PUSH_PAYLOAD_MAX_BYTES = 4096 - 103;

/** What each device of a general notification receives; its service worker opens `url` on a tap. */
export const broadcastPayload = (title: string, message: string) => ({ title, body: message, url: '/panel' });

/**
 * The text when title and message, each within its limit, still do not fit one push together (1399 '€' are
 * 4.1 KB), or null. Checked before the broadcast is recorded, so it is never refused by every push service.
 */
export function broadcastSizeProblem(title: string, message: string): string | null {
  return utf8Length(JSON.stringify(broadcastPayload(title, message))) > PUSH_PAYLOAD_MAX_BYTES ? MESSAGES.broadcastTooLarge : null;
}

/** UTF-8 bytes of a string (JSON.stringify has already escaped lone surrogates to ASCII). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}
