import { Badge } from '@fluentui/react-badge';
import type { SupportRequest } from '@central/domain/api';
import { supportStatusChip } from './support-display';

export function SupportStatusBadge({ support }: { support: Pick<SupportRequest, 'status' | 'statusText'> }) {
  const chip = supportStatusChip(support);
  return (
    <Badge appearance="tint" shape="rounded" color={chip.color}>
      {chip.text}
    </Badge>
  );
}
