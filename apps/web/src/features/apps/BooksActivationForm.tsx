import { useState } from 'react';
import { Body1 } from '@fluentui/react-text';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { formatBrazilianPhone } from '@central/domain';
import type { BooksPayload, CustomerAppView } from '@central/domain/api';
import { APPS_TEXT } from '@/strings/apps.pt-BR';
import type { FormNotice } from '@/components/FormMessage';
import { useConfirmation } from '@/components/ConfirmDialog';
import { useFormStyles } from '@/components/form-styles';
import { DescriptionList } from '@/components/DescriptionList';
import { PasswordInput } from '@/components/PasswordInput';
import { isApiError } from '@/lib/http';
import { fieldState } from '@/lib/field-state';
import { useYupForm } from '@/lib/use-yup-form';
import { useSessionExpiry } from '@/features/auth/useSessionExpiry';
import { ActivationSubmit } from './ActivationSubmit';
import { isAlreadyActiveNotice } from './app-state';
import { booksActivationBody, booksFailure, booksInitialValues, booksSchema, type BooksFailure, type BooksValues } from './books-form';
import type { useBooksActivation } from './books-api';

const text = APPS_TEXT;

type Props = {
  app: CustomerAppView;
  payload: BooksPayload;
  activation: ReturnType<typeof useBooksActivation>;
  /** The outcome to show above the page; `persistent` ones stay until closed. */
  onNotice: (notice: FormNotice | null, persistent?: boolean) => void;
  /** The user the account was registered with, for the active view. */
  onActivated: (user: string) => void;
};

/**
 * The Toca Livros activation (docs/product/partners.md#toca-livros-and-sva-logins): the payload the server prefilled, a
 * password of the subscriber's choosing, a confirm dialog, then the registration at the partner.
 */
export function BooksActivationForm({ app, payload, activation, onNotice, onActivated }: Props) {
  const s = useFormStyles();
  const form = useYupForm(booksSchema, booksInitialValues(payload));
  const [serverFields, setServerFields] = useState<BooksFailure['fields']>({});
  const sessionExpired = useSessionExpiry();

  const confirmation = useConfirmation(async () => {
    try {
      const { message } = await activation.activate(booksActivationBody(payload, form.values));
      onActivated(form.values.user.trim());
      onNotice({ intent: isAlreadyActiveNotice(message) ? 'warning' : 'success', text: message });
    } catch (error) {
      if (sessionExpired(error)) return;
      const failure = booksFailure(error);
      onNotice(failure.notice, failure.persistent);
      setServerFields(failure.fields);
      if (isApiError(error, 409) && !failure.persistent && Object.keys(failure.fields).length === 0) void activation.refresh();
    }
  });

  const submit = form.handleSubmit(() => {
    onNotice(null);
    setServerFields({});
    confirmation.onOpenChange(true);
  });

  // The form's own check first; else what the server said of the field, until it is changed.
  const stateOf = (field: keyof BooksValues) =>
    form.errors[field] ? fieldState(form.errors[field]) : (field !== 'name' && serverFields[field]) || {};
  const change = (field: keyof BooksValues, value: string) => {
    if (field !== 'name') setServerFields(({ [field]: _changed, ...rest }) => rest);
    form.setValue(field, value);
  };
  const phone = payload.ddd + payload.telefone;

  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <Body1>{app.description}</Body1>
      <DescriptionList
        items={[
          { term: text.books.cpfCnpj, description: payload.cpf_cnpj },
          phone ? { term: text.books.phone, description: phone.length >= 10 ? formatBrazilianPhone(phone) : phone } : null,
        ]}
      />
      <Field label={text.books.name} {...stateOf('name')}>
        <Input autoComplete="name" value={form.values.name} onChange={(_, data) => change('name', data.value)} />
      </Field>
      <Field label={text.books.user} required {...stateOf('user')}>
        <Input autoComplete="username" value={form.values.user} onChange={(_, data) => change('user', data.value)} />
      </Field>
      <Field label={text.books.password} required {...stateOf('password')}>
        <PasswordInput autoComplete="new-password" value={form.values.password} onChange={(_, data) => change('password', data.value)} />
      </Field>
      <Field label={text.books.email} required {...stateOf('email')}>
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          value={form.values.email}
          onChange={(_, data) => change('email', data.value)}
        />
      </Field>
      <ActivationSubmit
        name={app.name}
        contract={text.contract(app.contract.id, app.contract.description)}
        email={form.values.email.trim()}
        confirmation={confirmation}
      />
    </form>
  );
}
