import { CLOUD_STORAGE_MESSAGES as MESSAGES } from '@central/domain';
import type { CloudGroupUsers } from '@central/domain/api';
import { failureText } from '@/lib/failure-text';
import { useCloudGroup, useCloudUsers } from './api';
import type { AtpBoxAddress } from './paths';
import { readFailed } from '@/lib/read-failed';

export type AtpBoxState =
  { kind: 'loading' } | { kind: 'failed'; text: string; retry: () => void } | { kind: 'ready'; list: CloudGroupUsers };

/**
 * The group (found, or created on first visit) and its users, as one state for the ATP Box pages; failures carry
 * The texts of docs/product/partners.md#atp-box-cloud-storage ('Não foi possível carregar o ATP Box.' for the group,
 * 'Falha ao carregar lista de usuários' for the list), or the server's explanation of a refusal.
 */
export function useAtpBox(address: AtpBoxAddress): AtpBoxState {
  const group = useCloudGroup(address);
  const users = useCloudUsers(group.data, address);
  if (readFailed(group)) return { kind: 'failed', text: failureText(group.error, MESSAGES.loadFailure), retry: () => void group.mutate() };
  if (readFailed(users)) return { kind: 'failed', text: failureText(users.error, MESSAGES.listFailure), retry: () => void users.mutate() };
  if (!users.data) return { kind: 'loading' };
  return { kind: 'ready', list: users.data };
}
