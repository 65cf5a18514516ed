import { formatDateBr } from '@central/domain';
import type { TrustUnlockAvailability } from '@central/domain/api';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';

/** Why 'Desbloqueio de Confiança' is not offered on a contract, with the dates of its last use when IXC gives them. */
export function trustUnlockReason({ reason, lastUsedOn, payBy }: TrustUnlockAvailability): string | null {
  if (!reason) return null;
  const unavailable = FINANCIAL_TEXT.contracts.trustUnlockUnavailable;
  if (reason === 'used_unpaid') return unavailable.used_unpaid(lastUsedOn && formatDateBr(lastUsedOn), payBy && formatDateBr(payBy));
  return unavailable[reason];
}
