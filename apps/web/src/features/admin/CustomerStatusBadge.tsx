import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { StatusBadge } from '@/components/StatusBadge';

export function CustomerStatusBadge({ status }: { status: 'active' | 'suspended' }) {
  return <StatusBadge state={status} text={ADMIN_TEXT.list[status]} />;
}
