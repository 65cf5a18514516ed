import { makeStyles } from '@griffel/react';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { COLOR_PATTERN } from '@central/domain';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { fieldState } from '@/lib/field-state';
import type { YupForm } from '@/lib/use-yup-form';
import type { CustomerFormValues } from './customer-form-values';

const useStyles = makeStyles({
  swatch: {
    width: '28px',
    height: '28px',
    padding: 0,
    borderTopStyle: 'none',
    borderRightStyle: 'none',
    borderBottomStyle: 'none',
    borderLeftStyle: 'none',
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
});

type Props = { form: YupForm<CustomerFormValues>; field: 'primary_color' | 'secondary_color'; label: string; required?: boolean };

/** A colour as '#RRGGBB' text, with the browser's colour picker beside it; both edit the same value. */
export function ColorField({ form, field, label, required }: Props) {
  const s = useStyles();
  const value = form.values[field];
  const picker = (
    <input
      type="color"
      className={s.swatch}
      aria-label={ADMIN_TEXT.customer.colorPicker(label)}
      value={COLOR_PATTERN.test(value) ? value.toLowerCase() : '#000000'}
      onChange={(event) => form.setValue(field, event.target.value)}
    />
  );
  return (
    <Field label={label} required={required} {...fieldState(form.errors[field])}>
      <Input value={value} maxLength={7} contentBefore={picker} onChange={(_, data) => form.setValue(field, data.value)} />
    </Field>
  );
}
