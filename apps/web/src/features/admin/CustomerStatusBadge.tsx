import { Badge } from '@fluentui/react-badge';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';

export function CustomerStatusBadge({ status }: { status: 'active' | 'suspended' }) {
  return status === 'active' ? (
    <Badge appearance="tint" color="success">
      {ADMIN_TEXT.list.active}
    </Badge>
  ) : (
    <Badge appearance="tint" color="danger">
      {ADMIN_TEXT.list.suspended}
    </Badge>
  );
}
