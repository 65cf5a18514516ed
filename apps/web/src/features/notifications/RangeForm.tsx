import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import type { InvoiceRange } from '@central/domain/api';
import { NOTIFICATIONS_TEXT as text } from '@/strings/notifications.pt-BR';
import { useFormStyles } from '@/components/form-styles';
import { fieldState } from '@/lib/field-state';
import { useYupForm } from '@/lib/use-yup-form';
import { RANGE_OPTIONS, rangeSchema, rangeValueOf, toInvoiceRange } from './invoice-ranges';

type Props = {
  savedRange: number | null;
  /** Until notifications are allowed and the device is ready (docs/product/subscriber.md#notifications). */
  disabled: boolean;
  onSave: (range: InvoiceRange) => Promise<void>;
};

/** The invoice reminder range (docs/product/subscriber.md#notifications); remount it (key) to show a newly loaded range. */
export function RangeForm({ savedRange, disabled, onSave }: Props) {
  const f = useFormStyles();
  const form = useYupForm(rangeSchema, { invoiceRange: rangeValueOf(savedRange) });
  const submit = form.handleSubmit(({ invoiceRange }) => onSave(toInvoiceRange(invoiceRange)));

  return (
    <form className={f.form} onSubmit={submit} noValidate>
      <Field label={text.rangeLabel} {...fieldState(form.errors.invoiceRange)}>
        <Select disabled={disabled} value={form.values.invoiceRange} onChange={(_, data) => form.setValue('invoiceRange', data.value)}>
          <option value="">{text.choose}</option>
          {RANGE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" appearance="primary" disabled={disabled} disabledFocusable={!disabled && form.submitting}>
        {text.save}
      </Button>
    </form>
  );
}
