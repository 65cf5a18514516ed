import { describe, expect, it } from 'vitest';
import { codeSentAtLabel } from './code-sent-time';

describe('when the last code was sent', () => {
  it("reads as hours and minutes of the browser's clock", () => {
    expect(codeSentAtLabel(new Date(2026, 11, 1, 9, 5, 59).toISOString())).toBe('Código enviado às 09:05');
    expect(codeSentAtLabel(new Date(2026, 11, 1, 23, 40).toISOString())).toBe('Código enviado às 23:40');
  });
});
