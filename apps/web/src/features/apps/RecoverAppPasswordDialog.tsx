import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger } from '@fluentui/react-dialog';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { KeyResetRegular } from '@fluentui/react-icons';
import { RECOVERY_MESSAGES } from '@central/domain';
import type { CustomerAppView } from '@central/domain/api';
import { BusyButton } from '@/components/BusyButton';
import { APPS_TEXT } from '@/strings/apps.pt-BR';
import { FormMessage, type FormNotice } from '@/components/FormMessage';
import { useFormStyles } from '@/components/form-styles';
import { failureText } from '@/lib/failure-text';
import { fieldState } from '@/lib/field-state';
import { useYupForm } from '@/lib/use-yup-form';
import { emailActivationSchema } from './activation-schema';
import { recoverAppPassword } from './api';

const text = APPS_TEXT.recovery;

type Props = { app: CustomerAppView; onNotice: (notice: FormNotice) => void };

/**
 * docs/product/partners.md#the-subscribers-app-pages: on an activated Watch (Olé TV) app, the e-mail is shown with a
 * password-recovery dialog. The partner sends its access instructions to the account's e-mail; the page says where they
 * went.
 */
export function RecoverAppPasswordDialog({ app, onNotice }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<KeyResetRegular />}>{text.open}</Button>
      </DialogTrigger>
      <DialogSurface>
        {open && (
          <RecoveryForm
            app={app}
            onClose={() => setOpen(false)}
            onSent={(email) => {
              setOpen(false);
              onNotice({ intent: 'success', text: RECOVERY_MESSAGES.sent(email) });
            }}
          />
        )}
      </DialogSurface>
    </Dialog>
  );
}

function RecoveryForm({ app, onClose, onSent }: { app: CustomerAppView; onClose: () => void; onSent: (email: string) => void }) {
  const s = useFormStyles();
  const form = useYupForm(emailActivationSchema, { email: app.activation_email ?? app.customer.email ?? '' });
  const [notice, setNotice] = useState<FormNotice | null>(null);

  const submit = form.handleSubmit(async ({ email }) => {
    setNotice(null);
    try {
      await recoverAppPassword({ email: email.trim(), contractId: app.contract.id, customerAppId: app.id });
      onSent(email.trim());
    } catch (error) {
      setNotice({ intent: 'error', text: failureText(error, RECOVERY_MESSAGES.failure) });
    }
  });

  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogContent className={s.form}>
          <p>{text.hint}</p>
          <FormMessage notice={notice} />
          <Field label={APPS_TEXT.activationEmail} required {...fieldState(form.errors.email)}>
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              value={form.values.email}
              onChange={(_, data) => form.setValue('email', data.value)}
            />
          </Field>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" disabled={form.submitting} onClick={onClose}>
            {APPS_TEXT.cancel}
          </Button>
          <BusyButton type="submit" busy={form.submitting}>
            {text.send}
          </BusyButton>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
