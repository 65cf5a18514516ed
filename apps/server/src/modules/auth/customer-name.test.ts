import { describe, expect, it } from 'vitest';
import { firstNameOf } from './customer-name';

describe('first name for the greeting', () => {
  it.each([
    ['Maria Aparecida da Silva', 'Maria'],
    ['MARIA APARECIDA', 'Maria'],
    ['  joão  batista ', 'João'],
    ['ÉRICA', 'Érica'],
    ['', ''],
  ])('%s -> %s', (name, first) => {
    expect(firstNameOf(name)).toBe(first);
  });
});
