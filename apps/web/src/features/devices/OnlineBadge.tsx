import { Badge } from '@fluentui/react-badge';
import { DEVICES_TEXT } from '@/strings/devices.pt-BR';

/** A router's state: Online green, Offline red, as the contracts' status chips. */
export function OnlineBadge({ online }: { online: boolean }) {
  return (
    <Badge appearance="tint" shape="rounded" color={online ? 'success' : 'danger'}>
      {online ? DEVICES_TEXT.online : DEVICES_TEXT.offline}
    </Badge>
  );
}
