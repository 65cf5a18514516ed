import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { INTEGRATION_METHODS, isMethodAllowed } from '@central/domain';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { fieldState } from '@/lib/field-state';
import type { YupForm } from '@/lib/use-yup-form';
import { useSelectStyles } from '@/features/admin/form-fields';
import type { AppFormValues } from './app-form-values';
import { INTEGRATION_METHOD_LABELS } from './integration-method-labels';

const text = ADMIN_TEXT.apps;

/** The integration methods; those that need a contract criterion are off while the criterion is 'any' (docs/product/admin.md#apps). */
export function IntegrationMethodField({ form }: { form: YupForm<AppFormValues> }) {
  const criterion = form.values.activation_criteria;
  const s = useSelectStyles();
  return (
    <Field label={text.fields.integration_method} required {...fieldState(form.errors.integration_method)}>
      <Select
        className={s.fitted}
        value={form.values.integration_method}
        onChange={(_, data) => form.setValue('integration_method', data.value)}
      >
        <option value="">{text.choose}</option>
        {INTEGRATION_METHODS.map((method) => {
          const allowed = isMethodAllowed(method, criterion);
          const label = INTEGRATION_METHOD_LABELS[method];
          return (
            <option key={method} value={method} disabled={!allowed}>
              {allowed ? label : `${label}${text.methodNotForAny}`}
            </option>
          );
        })}
      </Select>
    </Field>
  );
}
