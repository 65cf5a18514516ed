import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import type { YupForm } from '@/lib/use-yup-form';
import type { CustomerFormValues } from './customer-form-values';

const labels = ADMIN_TEXT.customer.fields;

/** What every field of the provider form is given: the form, the field and its label. */
export const customerField =
  (form: YupForm<CustomerFormValues>) =>
  <K extends keyof typeof labels & keyof CustomerFormValues>(field: K) => ({ form, field, label: labels[field] });
