import { formatBrl } from '@central/domain';
import type { InstallmentOption } from '@central/domain/api';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';

const text = FINANCIAL_TEXT.cardPayment;

/** The server's cents as the reais people read: 10472 → 'R$ 104,72'. */
export const formatCents = (cents: number) => formatBrl(cents / 100);

/**
 * One installment choice: '1x de R$ 104,72', or '3x de R$ 36,33 (total R$ 109,00)'; when rounding leaves the
 * last installment different, it is named too, so the figures shown add up to the total charged.
 */
export function planLabel(plan: InstallmentOption): string {
  const each = text.installments(plan.installments, formatCents(plan.installmentCents));
  if (plan.installments === 1) return each;
  const last = plan.lastInstallmentCents !== plan.installmentCents ? formatCents(plan.lastInstallmentCents) : null;
  return `${each} ${text.planDetails(formatCents(plan.totalCents), last)}`;
}

/** The confirm dialog's sentence: 'Pagamento em 3x de R$ 36,58 no cartão Visa final 1111, total de R$ 109,76.' */
export function confirmSentence(plan: InstallmentOption, cardAlias: string): string {
  return text.confirmPlan(
    text.installments(plan.installments, formatCents(plan.installmentCents)),
    cardAlias,
    formatCents(plan.totalCents),
  );
}

const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/**
 * The monthly interest in the figures (docs/product/cards.md#paying-an-invoice), e.g. 'Valores com juros de 2,35% ao
 * mês.'; nothing at 0.
 */
export function interestNote(interestRatePercent: number): string | undefined {
  return interestRatePercent > 0 ? text.interest(percent.format(interestRatePercent)) : undefined;
}
