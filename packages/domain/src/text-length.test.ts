import { describe, expect, it } from 'vitest';
import { characterCount } from './text-length';

describe('characterCount', () => {
  it('counts what a person sees: an emoji, a flag, a family and an accent are one character each', () => {
    expect(characterCount('')).toBe(0);
    expect(characterCount('Olá')).toBe(3);
    expect(characterCount('👍')).toBe(1);
    expect(characterCount('🇧🇷')).toBe(1);
    expect(characterCount('👨‍👩‍👧')).toBe(1);
    expect(characterCount('e\u0301')).toBe(1);
    expect(characterCount('Oi 👋🏽!')).toBe(5);
  });
});
