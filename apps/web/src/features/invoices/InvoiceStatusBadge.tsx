import { Badge } from '@fluentui/react-badge';
import type { InvoiceStatus } from '@central/domain/api';
import { invoiceStatusChip } from './invoice-display';

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const chip = invoiceStatusChip(status);
  return (
    <Badge appearance="tint" shape="rounded" color={chip.color}>
      {chip.text}
    </Badge>
  );
}
