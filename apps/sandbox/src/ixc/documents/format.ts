/** `1234.5` → `1.234,50`: amounts as Brazilian documents print them. */
export function brazilianAmount(amount: string | number): string {
  const [whole = '0', cents = '00'] = Math.abs(Number(amount) || 0)
    .toFixed(2)
    .split('.');
  const sign = Number(amount) < 0 ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
}

export function reais(amount: string | number): string {
  return `R$ ${brazilianAmount(amount)}`;
}

/** "CPF 529.982.247-25" or "CNPJ 11.222.333/0001-81", told apart by the number of digits. */
export function labelledDocument(document: string): string {
  const digits = document.replace(/\D/g, '');
  if (digits.length === 0) return '';
  return `${digits.length > 11 ? 'CNPJ' : 'CPF'} ${document}`;
}
