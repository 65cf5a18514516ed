import { describe, expect, it } from 'vitest';
import { memoryStore, refusingStore } from '@/lib/memory-store';
import { forgetSignedIn, maybeSignedIn, rememberSignedIn } from './session-hint';

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
    const throwing = refusingStore();
    rememberSignedIn(throwing);
    expect(maybeSignedIn(throwing)).toBe(false);
    expect(maybeSignedIn(null)).toBe(false);
  });
});
