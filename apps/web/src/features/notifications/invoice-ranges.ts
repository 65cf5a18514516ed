import { object, string, type ObjectSchema } from 'yup';
import { INVOICE_RANGES, type InvoiceRange } from '@central/domain/api';
import { MESSAGES } from '@/strings/pt-BR';
import { NOTIFICATIONS_TEXT } from '@/strings/notifications.pt-BR';

/** The select's options, 15 days first (docs/product/subscriber.md#notifications). */
export const RANGE_OPTIONS = INVOICE_RANGES.map((days) => ({ value: String(days), label: NOTIFICATIONS_TEXT.rangeOption(days) }));

export type RangeValues = { invoiceRange: string };

/** docs/product/subscriber.md#notifications: required, one of 15, 10, 5 or 1 days. */
export const rangeSchema: ObjectSchema<RangeValues> = object({
  invoiceRange: string()
    .required(MESSAGES.notificationRangeRequired)
    .oneOf(
      RANGE_OPTIONS.map((option) => option.value),
      MESSAGES.notificationRangeRequired,
    ),
});

/** The form's value for a saved range; '' (nothing chosen) for none or a range the select does not offer. */
export function rangeValueOf(range: number | null | undefined): string {
  return (INVOICE_RANGES as readonly number[]).includes(range ?? NaN) ? String(range) : '';
}

export const toInvoiceRange = (value: string) => Number(value) as InvoiceRange;
