import { DEVICES_TEXT } from '@/strings/devices.pt-BR';
import { StatusBadge } from '@/components/StatusBadge';

/** A router's state: Online green, Offline red, as the contracts' status chips. */
export function OnlineBadge({ online }: { online: boolean }) {
  return online ? <StatusBadge state="online" text={DEVICES_TEXT.online} /> : <StatusBadge state="offline" text={DEVICES_TEXT.offline} />;
}
