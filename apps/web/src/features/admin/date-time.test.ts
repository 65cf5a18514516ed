import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDateTimeInline } from './date-time';

describe('formatDateTime', () => {
  it("shows an instant in Brasília's date and time", () => {
    expect(formatDateTime('2026-11-23T12:38:00.000Z')).toBe('23/11/2026, 09:38');
  });

  it('leaves text that is no date as it is', () => {
    expect(formatDateTime('ontem')).toBe('ontem');
  });
});

describe('formatDateTimeInline', () => {
  it('shows the instant as dd/mm/aaaa HH:mm, to go inside a sentence', () => {
    expect(formatDateTimeInline('2026-11-28T23:05:00.000Z')).toBe('28/11/2026 20:05');
  });
});
