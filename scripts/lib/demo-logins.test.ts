import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardEndingsReadme, DEMO_LOGINS, demoLoginLines } from './demo-logins';

const README = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
/** The README table's rows of subscriber logins: provider, kind, login, password. */
const readmeLogins = () =>
  [...README.matchAll(/^\| `(demo|acme)`[^|]*\| (CPF|CNPJ) `([^`]+)` \| `([^`]+)` \|/gm)].map(([, provider, kind, login, password]) => ({
    provider,
    kind,
    login,
    password,
  }));

describe('the demo logins', () => {
  it("are the README table's rows, all of them and in order", () => {
    expect(readmeLogins()).toEqual(DEMO_LOGINS.map(({ provider, kind, login, password }) => ({ provider, kind, login, password })));
  });

  it('are all printed by npm start, with the test cards', () => {
    const printed = demoLoginLines().join('\n');
    for (const entry of DEMO_LOGINS)
      expect(printed).toMatch(new RegExp(`${entry.provider} +${entry.kind} ${entry.login}.*senha ${entry.password}`));
    expect(printed).toContain(
      'Cartões de teste (Cielo simulada), pelo último dígito: 0, 1 ou 4 aprovam; 2, 3, 5, 6, 7 ou 8 recusam; 9 ao acaso.',
    );
  });

  it("the README tells the sandbox's approving and declining card endings", () => {
    expect(cardEndingsReadme()).toBe(
      'The Cielo simulator decides a card by its last digit: 0, 1 or 4 is approved, 2, 3, 5, 6, 7 or 8 declined, 9 either at random.',
    );
    expect(README.replace(/\n/g, ' ')).toContain(cardEndingsReadme());
  });
});
