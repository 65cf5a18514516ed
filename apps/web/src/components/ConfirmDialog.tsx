import { useState, type ReactElement, type ReactNode } from 'react';
import { Button } from '@fluentui/react-button';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  type DialogProps,
} from '@fluentui/react-dialog';
import { BusyButton } from './BusyButton';

/** What a confirm dialog is told of its state: open or not, and whether the confirmed action is running. */
export type Confirmation = {
  open: boolean;
  /** Any change of `open` the dialog asks for (its trigger, its cancel); none while the action runs. */
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: () => void;
};

type Props = Confirmation & {
  title: ReactNode;
  cancel: string;
  confirm: string;
  children: ReactNode;
  /** The button that opens the dialog, where the dialog sits beside it. */
  trigger?: ReactElement;
  /** 'alert' where the question must be answered: a click outside does not close it. */
  modalType?: 'alert';
};

/** A question before an action: its cancel, and its confirm, busy while the action runs. */
export function ConfirmDialog({ open, onOpenChange, pending, onConfirm, title, cancel, confirm, children, trigger, modalType }: Props) {
  const dialog: Omit<DialogProps, 'children'> = { open, modalType, onOpenChange: (_, data) => !pending && onOpenChange(data.open) };
  const surface = (
    <DialogSurface>
      <DialogBody>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <DialogTrigger disableButtonEnhancement>
            <Button appearance="secondary" disabled={pending}>
              {cancel}
            </Button>
          </DialogTrigger>
          <BusyButton busy={pending} onClick={onConfirm}>
            {confirm}
          </BusyButton>
        </DialogActions>
      </DialogBody>
    </DialogSurface>
  );
  if (!trigger) return <Dialog {...dialog}>{surface}</Dialog>;
  return (
    <Dialog {...dialog}>
      <DialogTrigger disableButtonEnhancement>{trigger}</DialogTrigger>
      {surface}
    </Dialog>
  );
}

/**
 * The state of a dialog that confirms `action`: opened by its caller or trigger, busy while the action runs and closed
 * once it ends. The action handles its own failures.
 */
export function useConfirmation(action: () => Promise<void>): Confirmation {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  async function confirm() {
    setPending(true);
    try {
      await action();
    } finally {
      setPending(false);
      setOpen(false);
    }
  }
  return { open, onOpenChange: setOpen, pending, onConfirm: () => void confirm() };
}
