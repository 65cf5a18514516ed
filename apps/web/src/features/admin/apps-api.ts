import { useRead } from '@/lib/use-read';
import type { AdminCustomerAppAnswer, AdminCustomerAppBody, AdminCustomerAppList, MessageBody } from '@central/domain/api';
import { http } from '@/lib/http';

const get = <T>(path: string) => http.get<T>(path);
const base = (clientId: string) => `/api/payment/customer/${encodeURIComponent(clientId)}`;
export const appKey = (clientId: string, appId: string) => `${base(clientId)}/customer-app/${encodeURIComponent(appId)}`;

export const appsKey = (clientId: string) => `${base(clientId)}/customer-apps`;

export const useCustomerApps = (clientId: string) => useRead(appsKey(clientId), get<AdminCustomerAppList>);

export const useCustomerApp = (clientId: string, appId: string) => useRead(appKey(clientId, appId), get<AdminCustomerAppAnswer>);

/** 400 with `fields` (docs/product/admin.md#apps). */
export const createApp = (clientId: string, body: AdminCustomerAppBody) =>
  http.postOnce<AdminCustomerAppAnswer>(`${base(clientId)}/customer-app/create`, body);

export const editApp = (clientId: string, appId: string, body: AdminCustomerAppBody) =>
  http.put<AdminCustomerAppAnswer>(`${appKey(clientId, appId)}/edit`, body);

/** The page that posts the app's authorize form to Watch ('Conectar à Watch'): the browser goes there, it is no API call. */
export const watchAuthorizePage = (clientId: string, appId: string) => `${appKey(clientId, appId)}/watch/authorize`;

export const deleteApp = (clientId: string, appId: string) => http.delete<MessageBody>(`${appKey(clientId, appId)}/remove`);
