import { describe, expect, it } from 'vitest';
import { forgetSignedIn, maybeSignedIn, rememberSignedIn } from './session-hint';

const memoryStore = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
};

describe('session hint', () => {
  it('is set by a sign-in and cleared by a sign-out or a refused session', () => {
    const store = memoryStore();
    expect(maybeSignedIn(store)).toBe(false);
    rememberSignedIn(store);
    expect(maybeSignedIn(store)).toBe(true);
    forgetSignedIn(store);
    expect(maybeSignedIn(store)).toBe(false);
  });

  it('is absent where storage is unavailable or throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    rememberSignedIn(throwing);
    expect(maybeSignedIn(throwing)).toBe(false);
    expect(maybeSignedIn(null)).toBe(false);
  });
});
