import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { ButtonSpinner } from '@/components/ButtonSpinner';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';

const text = FINANCIAL_TEXT.cardPayment;

type Props = { open: boolean; summary: string; paying: boolean; onConfirm: () => void; onCancel: () => void };

/** The last word before the charge (docs/product/cards.md#paying-an-invoice): the plan, the card and that it cannot be undone. */
export function ConfirmPaymentDialog({ open, summary, paying, onConfirm, onCancel }: Props) {
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && !paying && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{text.confirmTitle}</DialogTitle>
          <DialogContent>
            <p>{summary}</p>
            <p>
              <strong>{text.cannotCancel}</strong>
            </p>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={paying} onClick={onCancel}>
              {text.back}
            </Button>
            <Button appearance="primary" disabledFocusable={paying} icon={paying ? <ButtonSpinner /> : undefined} onClick={onConfirm}>
              {text.confirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
