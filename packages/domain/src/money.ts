const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Reais as people read them: 'R$ 1.234,50'. */
export function formatBrl(value: number): string {
  return BRL.format(value).replace(/\u00a0/g, ' ');
}
