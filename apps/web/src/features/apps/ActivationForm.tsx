import { useState } from 'react';
import { Body1 } from '@fluentui/react-text';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import type { CustomerAppView } from '@central/domain/api';
import { APPS_TEXT } from '@/strings/apps.pt-BR';
import type { FormNotice } from '@/components/FormMessage';
import { useConfirmation } from '@/components/ConfirmDialog';
import { useFormStyles } from '@/components/form-styles';
import { isApiError } from '@/lib/http';
import { fieldState } from '@/lib/field-state';
import { useYupForm } from '@/lib/use-yup-form';
import { useSessionExpiry } from '@/features/auth/useSessionExpiry';
import { ActivationSubmit } from './ActivationSubmit';
import { activationBody, isAlreadyActiveNotice } from './app-state';
import { activationFailure, type FieldProblem } from './activation-failure';
import { emailActivationSchema, plainActivationSchema } from './activation-schema';
import type { useAppActivation } from './api';
import type { FreshCredentials } from './ActiveAppView';

const text = APPS_TEXT;

type Props = {
  app: CustomerAppView;
  contract: string;
  activation: ReturnType<typeof useAppActivation>;
  /** The outcome to show above the page: the server's answer, success or failure (it outlives this form). */
  onNotice: (notice: FormNotice | null) => void;
  /** A login the partner just provisioned, for the active view to show once. */
  onCredentials: (credentials: FreshCredentials) => void;
};

/**
 * The activation view (docs/product/partners.md#the-subscribers-app-pages): for the Watch platforms an e-mail,
 * prefilled with the one the provider keeps; then a confirm dialog, the activation, and the page turns to the active
 * view.
 */
export function ActivationForm({ app, contract, activation, onNotice, onCredentials }: Props) {
  const s = useFormStyles();
  const form = useYupForm(app.needs_email ? emailActivationSchema : plainActivationSchema, { email: app.customer.email ?? '' });
  const [fieldProblem, setFieldProblem] = useState<FieldProblem | null>(null);
  const sessionExpired = useSessionExpiry();
  const email = app.needs_email ? form.values.email.trim() : null;

  const confirmation = useConfirmation(async () => {
    try {
      const { message, credentials } = await activation.activate(activationBody(app, form.values.email));
      if (credentials) onCredentials(credentials);
      onNotice({ intent: isAlreadyActiveNotice(message) ? 'warning' : 'success', text: message });
    } catch (error) {
      if (sessionExpired(error)) return;
      const failure = activationFailure(error);
      onNotice(failure.notice);
      setFieldProblem(failure.field);
      // Active already (another tab or device): the app is read again, and its page turns to the active view.
      if (isApiError(error, 409) && !failure.field) void activation.refresh();
    }
  });

  const submit = form.handleSubmit(() => {
    onNotice(null);
    setFieldProblem(null);
    confirmation.onOpenChange(true);
  });

  // The form's own check first; else what the server said of the e-mail, until it is changed.
  const emailState = form.errors.email ? fieldState(form.errors.email) : (fieldProblem ?? {});

  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <Body1>{app.description}</Body1>
      {app.needs_email && (
        <Field label={text.email} hint={text.emailHint} required {...emailState}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="email"
            value={form.values.email}
            onChange={(_, data) => {
              setFieldProblem(null);
              form.setValue('email', data.value);
            }}
          />
        </Field>
      )}
      <ActivationSubmit name={app.name} contract={contract} email={email} confirmation={confirmation} />
    </form>
  );
}
