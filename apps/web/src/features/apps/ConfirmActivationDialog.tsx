import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { ButtonSpinner } from '@/components/ButtonSpinner';
import { APPS_TEXT } from '@/strings/apps.pt-BR';

const text = APPS_TEXT;

type Props = {
  open: boolean;
  name: string;
  contract: string;
  email: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * docs/product/partners.md#the-subscribers-app-pages: activation asks first ('Ativar {name}?'), naming the contract and
 * the e-mail the account will use.
 */
export function ConfirmActivationDialog({ open, name, contract, email, pending, onConfirm, onCancel }: Props) {
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && !pending && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{text.confirmTitle(name)}</DialogTitle>
          <DialogContent>
            <p>{text.confirmContract(contract)}</p>
            {email && <p>{text.confirmEmail(email)}</p>}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={pending} onClick={onCancel}>
              {text.cancel}
            </Button>
            <Button appearance="primary" disabledFocusable={pending} icon={pending ? <ButtonSpinner /> : undefined} onClick={onConfirm}>
              {text.confirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
