import { useRead } from '@/lib/use-read';
import type { AcsAnswer, AcsBody, AcsRead, AcsRecord } from '@central/domain/api';
import { http } from '@/lib/http';
import type { AcsStep } from './customer-form/acs-step';

const BASE = '/api/acs/adm';

export const acsKey = (clientId: string) => `${BASE}/client-id/${encodeURIComponent(clientId)}`;

/** docs/product/admin.md#acs-connection: null while the provider has no ACS connection yet. */
const fetchAcs = async (path: string): Promise<AcsRecord | null> => (await http.get<AcsRead>(path)).acs;

export const useCustomerAcs = (clientId: string) => useRead(acsKey(clientId), fetchAcs);

export const createAcs = (body: AcsBody) => http.postOnce<{ uuid: string }>(BASE, body);

/** An empty private key keeps the stored one. */
export const editAcs = (uuid: string, body: Omit<AcsBody, 'client_id'>) => http.put<AcsAnswer>(`${BASE}/${encodeURIComponent(uuid)}`, body);

export const deleteAcs = (uuid: string) => http.delete<void>(`${BASE}/${encodeURIComponent(uuid)}`);

/** Carries out what saving the provider form means for its ACS record (acsStepFor). */
export async function runAcsStep(step: AcsStep): Promise<void> {
  if (step.kind === 'create') await createAcs(step.body);
  else if (step.kind === 'update') await editAcs(step.uuid, step.body);
  else if (step.kind === 'delete') await deleteAcs(step.uuid);
}
