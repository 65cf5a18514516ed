import { useMemo, useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import type { AcsRecord, AdminCardSettings } from '@central/domain/api';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { FormMessage, type FormNotice } from '@/components/FormMessage';
import { useYupForm } from '@/lib/use-yup-form';
import { AcsFields } from './AcsFields';
import { CardSettingsFields } from './CardSettingsFields';
import { ErpPortalFields } from './ErpPortalFields';
import { IdentityBrandFields } from './IdentityBrandFields';
import { SupportFields } from './SupportFields';
import { customerFormSchema, firstTabInError, type CustomerFormContext } from './customer-form-rules';
import type { CustomerFormValues } from './customer-form-values';
import type { SaveOutcome } from '@/features/admin/save-outcome';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  footer: {
    position: 'sticky',
    bottom: 0,
    display: 'flex',
    justifyContent: 'flex-end',
    padding: `${tokens.spacingVerticalS} 0`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

export type FormTab = 'principal' | 'support';

type Props = {
  /** null on the new page: the provider is not stored yet. */
  clientId: string | null;
  initialValues: CustomerFormValues;
  /** What the provider has stored: whether each secret is, and the ERP address its token is bound to. */
  stored: { token: boolean; password: boolean; ixcDomain: string | null };
  acs: AcsRecord | null;
  cardSettings: AdminCardSettings | null;
  tab: FormTab;
  onTabChange: (tab: FormTab) => void;
  onSave: (values: CustomerFormValues) => Promise<SaveOutcome<CustomerFormValues>>;
};

/** The provider form's Principal and Suporte tabs; problems found on another tab open it. */
export function CustomerForm({ clientId, initialValues, stored, acs, cardSettings, tab, onTabChange, onSave }: Props) {
  const s = useStyles();
  const creating = clientId === null;
  const context = useMemo<CustomerFormContext>(
    () => ({ creating, tokenStored: stored.token, storedIxcDomain: stored.ixcDomain, acs, cardSettings }),
    [creating, stored.token, stored.ixcDomain, acs, cardSettings],
  );
  const form = useYupForm(customerFormSchema, initialValues, context);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const showTabOf = (problems: Record<string, string | undefined>) => {
    const first = firstTabInError(problems);
    if (first) onTabChange(first);
  };

  const submit = form.handleSubmit(
    async (values) => {
      setNotice(null);
      const outcome = await onSave(values);
      setNotice(outcome.notice ?? null);
      if (outcome.fields) {
        form.setServerErrors(outcome.fields);
        showTabOf(outcome.fields);
      }
      if (outcome.reset) form.reset(outcome.reset);
    },
    { onInvalid: showTabOf },
  );

  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <FormMessage notice={notice} />
      {tab === 'principal' ? (
        <>
          <IdentityBrandFields form={form} creating={creating} />
          <ErpPortalFields form={form} creating={creating} stored={stored} />
          <AcsFields form={form} acs={acs} />
          <CardSettingsFields form={form} cardSettings={cardSettings} />
        </>
      ) : (
        <SupportFields form={form} clientId={clientId} />
      )}
      <div className={s.footer}>
        <Button type="submit" appearance="primary" disabledFocusable={form.submitting}>
          {creating ? ADMIN_TEXT.customer.create : ADMIN_TEXT.customer.save}
        </Button>
      </div>
    </form>
  );
}
