import { isWatchMethod, MESSAGES, needsIntegration } from '@central/domain';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import type { YupForm } from '@/lib/use-yup-form';
import { FormSection } from '@/features/admin/FormSection';
import { SecretField, TextField } from '@/features/admin/form-fields';
import { integrationSecretMoved, type AppFormValues } from './app-form-values';
import { WatchConnectionField, type WatchConnectionProps } from './WatchConnectionField';

const text = ADMIN_TEXT.apps;

/**
 * The partner connection, only for the methods that talk to a partner; the secret is write-only. A Watch app
 * also shows its connection to Watch (the access token an admin obtains with 'Conectar à Watch').
 */
export function PartnerConnectionSection({ form, watch }: { form: YupForm<AppFormValues>; watch: WatchConnectionProps }) {
  if (!needsIntegration(form.values.integration_method)) return null;
  const stored = form.values.integration_secret_set;
  const moved = integrationSecretMoved(form.values);
  return (
    <FormSection title={text.sections.partner}>
      <TextField
        form={form}
        field="integration_url"
        label={text.fields.integration_url}
        type="url"
        inputMode="url"
        autoComplete="off"
        required
      />
      <TextField form={form} field="integration_user" label={text.fields.integration_user} autoComplete="off" required />
      <SecretField
        form={form}
        field="integration_secret"
        label={text.fields.integration_secret}
        hint={moved ? MESSAGES.integrationSecretRetype : stored ? text.integrationSecretKeep : undefined}
        required={!stored || moved}
      />
      {isWatchMethod(form.values.integration_method) && <WatchConnectionField {...watch} />}
    </FormSection>
  );
}
