import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';

const text = FINANCIAL_TEXT.cardPayment;

type Props = { open: boolean; summary: string; paying: boolean; onConfirm: () => void; onCancel: () => void };

/** The last word before the charge (docs/product/cards.md#paying-an-invoice): the plan, the card and that it cannot be undone. */
export function ConfirmPaymentDialog({ open, summary, paying, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      pending={paying}
      onConfirm={onConfirm}
      modalType="alert"
      title={text.confirmTitle}
      cancel={text.back}
      confirm={text.confirm}
    >
      <p>{summary}</p>
      <p>
        <strong>{text.cannotCancel}</strong>
      </p>
    </ConfirmDialog>
  );
}
