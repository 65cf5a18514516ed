import type { InternetStatus } from '@central/domain/api';
import type { StatusChip } from '@/components/status-tones';

/** A contract's chip (docs/product/subscriber.md#contracts): green for 'Ativo', red for a blocked or any other status. */
export function contractStatusChip(status: InternetStatus): StatusChip {
  const state = status.active ? 'active' : status.blocked ? 'blocked' : 'inactive';
  return { text: status.text, state };
}
