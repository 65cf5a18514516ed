import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Textarea } from '@fluentui/react-textarea';
import { Field } from '@fluentui/react-field';
import { Checkbox } from '@fluentui/react-checkbox';
import type { WatchConnectionView } from '@central/domain/api';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { FormMessage } from '@/components/FormMessage';
import { useYupForm } from '@/lib/use-yup-form';
import { fieldState } from '@/lib/field-state';
import { FormSection } from '@/features/admin/FormSection';
import { previewableImage } from '@/features/admin/image-preview';
import { LookupListField } from '@/features/admin/LookupListField';
import { SelectField, TextField } from '@/features/admin/form-fields';
import { IntegrationMethodField } from './IntegrationMethodField';
import { PartnerConnectionSection } from './PartnerConnectionSection';
import { appFormSchema, type AppFormValues } from './app-form-values';
import { useSaveApp } from './useSaveApp';

const text = ADMIN_TEXT.apps;
const label = text.fields;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  image: {
    width: '96px',
    height: '96px',
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  footer: { display: 'flex', justifyContent: 'flex-end' },
});

type Props = {
  clientId: string;
  appId: string | null;
  initialValues: AppFormValues;
  /** A saved Watch app's connection to Watch. */
  connection?: WatchConnectionView;
};

/** Every field of a provider's partner app; id lists are looked up in the provider's IXC. */
export function AppForm({ clientId, appId, initialValues, connection }: Props) {
  const s = useStyles();
  const form = useYupForm(appFormSchema, initialValues);
  const save = useSaveApp(clientId, appId, form);
  const { values } = form;
  const image = previewableImage(values.image);
  // Watch is asked about the saved app: connecting waits until the method, URL and client the form shows are saved.
  const saved = (['integration_method', 'integration_url', 'integration_user'] as const).every(
    (field) => values[field] === initialValues[field],
  );
  const watch = { clientId, appId, connection, canConnect: appId !== null && connection !== undefined && saved };

  const textArea = (field: 'pending_text' | 'active_text') => (
    <Field label={label[field]} {...fieldState(form.errors[field])}>
      <Textarea resize="vertical" value={values[field]} onChange={(_, data) => form.setValue(field, data.value)} />
    </Field>
  );
  const picker = (field: 'product_ids' | 'plan_ids' | 'integration_method_product_ids', kind: 'product' | 'plan') => (
    <LookupListField
      kind={kind}
      label={label[field]}
      clientId={clientId}
      entries={values[field]}
      onChange={(entries) => form.setValue(field, entries)}
      error={form.errors[field]}
    />
  );

  return (
    <form className={s.form} onSubmit={form.handleSubmit(save.submit)} noValidate>
      <FormMessage notice={save.notice} />
      <FormSection title={text.sections.app}>
        <TextField form={form} field="name" label={label.name} required />
        <TextField form={form} field="image" label={label.image} type="url" inputMode="url" required />
        {image && <img className={s.image} src={image} alt={text.imagePreview(values.name)} />}
        {textArea('pending_text')}
        {textArea('active_text')}
        <TextField form={form} field="app_store_link" label={label.app_store_link} type="url" inputMode="url" />
        <TextField form={form} field="play_store_link" label={label.play_store_link} type="url" inputMode="url" />
        <Checkbox label={label.active} checked={values.active} onChange={(_, data) => form.setValue('active', data.checked === true)} />
      </FormSection>
      <FormSection title={text.sections.activation}>
        <SelectField form={form} field="activation_criteria" label={label.activation_criteria} options={text.criteria} />
        {values.activation_criteria === 'product_in_contract' && picker('product_ids', 'product')}
        {values.activation_criteria === 'plan_in_contract' && picker('plan_ids', 'plan')}
        <TextField form={form} field="product" label={label.product} />
        <IntegrationMethodField form={form} />
        {values.integration_method === 'add_product_in_contract' && picker('integration_method_product_ids', 'product')}
      </FormSection>
      <PartnerConnectionSection form={form} watch={watch} />
      <div className={s.footer}>
        <Button type="submit" appearance="primary" disabledFocusable={form.submitting}>
          {text.save}
        </Button>
      </div>
    </form>
  );
}
