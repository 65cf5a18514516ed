import { describe, expect, it } from 'vitest';
import { readFailed } from './read-failed';

describe('readFailed', () => {
  it('is true for a failed read that is not being asked again', () => {
    expect(readFailed({ error: new Error('down'), isValidating: false })).toBe(true);
    expect(readFailed({ error: new Error('down'), isValidating: true })).toBe(false);
    expect(readFailed({ error: undefined, isValidating: false })).toBe(false);
  });

  it('looks at isValidating only once the read failed, so SWR does not redraw a page for a revalidation', () => {
    const answered = {
      error: undefined,
      get isValidating(): boolean {
        throw new Error('isValidating was looked at');
      },
    };
    expect(readFailed(answered)).toBe(false);
  });
});
