import type { FormEvent, ReactNode } from 'react';
import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { FormMessage, type FormNotice } from '@/components/FormMessage';
import { useFormStyles } from '@/components/form-styles';

/** A dialog around a form, which is drawn afresh at each opening. */
export function FormDialog({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>{open && children}</DialogSurface>
    </Dialog>
  );
}

type BodyProps = {
  labels: { title: ReactNode; cancel: string; submit: string };
  notice: FormNotice | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  onCancel: () => void;
  children: ReactNode;
};

/** The form inside a FormDialog: its title, the server's answer above the fields, then cancel and submit. */
export function FormDialogBody({ labels, notice, onSubmit, submitting, onCancel, children }: BodyProps) {
  const s = useFormStyles();
  return (
    <form className={s.form} onSubmit={onSubmit} noValidate>
      <DialogBody>
        <DialogTitle>{labels.title}</DialogTitle>
        <DialogContent className={s.form}>
          <FormMessage notice={notice} />
          {children}
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onCancel}>
            {labels.cancel}
          </Button>
          <Button type="submit" appearance="primary" disabledFocusable={submitting}>
            {labels.submit}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
