import { describe, expect, it } from 'vitest';
import { maskForSale, maskForVault, passesLuhn } from './card-rules';
import { CARD_ENDINGS, outcomeFor, seededRandom } from './last-digit';

describe('the sandbox last-digit rule', () => {
  const never = () => {
    throw new Error('only digit 9 draws');
  };

  it.each(['0', '1', '4'])('authorizes a card ending in %s', (digit) => {
    expect(outcomeFor(`411111111111111${digit}`, never)).toEqual({ authorized: true });
  });

  it.each([
    ['2', '05', 'Not Authorized'],
    ['3', '57', 'Expired Card'],
    ['5', '78', 'Blocked Card'],
    ['6', '99', 'Time Out'],
    ['7', '77', 'Canceled Card'],
    ['8', '70', 'Problems with the Credit Card'],
  ])('declines a card ending in %s with %s %s', (digit, returnCode, returnMessage) => {
    expect(outcomeFor(`411111111111111${digit}`, never)).toEqual({ authorized: false, returnCode, returnMessage });
  });

  it('tells every last digit by the outcome the rule gives it', () => {
    const told = [...CARD_ENDINGS.approved, ...CARD_ENDINGS.declined, ...CARD_ENDINGS.random].sort();
    expect(told).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    for (const digit of CARD_ENDINGS.approved) expect(outcomeFor(`411111111111111${digit}`, never).authorized).toBe(true);
    for (const digit of CARD_ENDINGS.declined) expect(outcomeFor(`411111111111111${digit}`, never).authorized).toBe(false);
  });

  it('draws digit 9 from the seed: the same seed repeats, and both outcomes occur', () => {
    const run = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 20 }, () => outcomeFor('4111111111111119', random).authorized);
    };
    expect(run(7)).toEqual(run(7));
    expect(new Set(run(7))).toEqual(new Set([true, false]));
    expect(run(7)).not.toEqual(run(8));
  });
});

describe('card rules', () => {
  it('checks mod 10', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4024007153763191')).toBe(false);
    expect(passesLuhn('41111111111a1111')).toBe(false);
  });

  it('masks as Cielo does: 6 + 4 in sales, last 4 in the vault', () => {
    expect(maskForSale('4551870000000183')).toBe('455187******0183');
    expect(maskForVault('4551870000002057')).toBe('************2057');
  });
});
