/** docs/product/cards.md#reconciliation-and-review: the annual debt settlement is offered for the current year and the two before it. */
export function settlementYears(now: Date = new Date()): number[] {
  const year = now.getFullYear();
  return [year, year - 1, year - 2];
}
