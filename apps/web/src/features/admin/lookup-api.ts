import type { PlanAnswer, ProductAnswer, SubjectAnswer } from '@central/domain/api';
import { http } from '@/lib/http';

export type LookupKind = 'subject' | 'product' | 'plan';

const path = (kind: LookupKind, id: string, clientId: string) =>
  `/api/payment/${kind}/${encodeURIComponent(id)}?${new URLSearchParams({ client_id: clientId })}`;

/**
 * The label of an id in the provider's IXC: 400 invalid id, 404 not found (each with its text), 503 when the
 * provider's IXC cannot be asked now.
 */
export async function lookupLabel(kind: LookupKind, clientId: string, id: string): Promise<string> {
  if (kind === 'subject') return (await http.get<SubjectAnswer>(path(kind, id, clientId))).subject.assunto;
  if (kind === 'product') return (await http.get<ProductAnswer>(path(kind, id, clientId))).product.descricao;
  return (await http.get<PlanAnswer>(path(kind, id, clientId))).plan.grupo;
}
