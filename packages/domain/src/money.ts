let brl: Intl.NumberFormat | undefined;

/** Reais as people read them: 'R$ 1.234,50'. */
export function formatBrl(value: number): string {
  brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return brl.format(value).replace(/\u00a0/g, ' ');
}
