import { useRead } from '@/lib/use-read';
import type { IntegrationCheckAnswer } from '@central/domain/api';
import { http } from '@/lib/http';

const path = (clientId: string) => `/api/payment/customer/${encodeURIComponent(clientId)}/integration-check`;

/** The provider's last 'Testar integrações' (null before the first). */
export const useIntegrationCheck = (clientId: string) => useRead(path(clientId), (key: string) => http.get<IntegrationCheckAnswer>(key));

/** Runs every check again; answers the new result, which is also kept. */
export const runIntegrationCheck = (clientId: string) => http.post<IntegrationCheckAnswer>(path(clientId), {});
