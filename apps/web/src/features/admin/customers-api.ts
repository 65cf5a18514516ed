import { useSWRConfig } from 'swr';
import { useRead } from '@/lib/use-read';
import type { AdminAuditList, AdminCustomerAnswer, AdminCustomerBody, AdminCustomerList, MessageBody } from '@central/domain/api';
import { adminCustomerListPath } from '@central/domain/first-reads';
import { http } from '@/lib/http';

const BASE = '/api/payment';
const get = <T>(path: string) => http.get<T>(path);
const customerPath = (clientId: string) => `${BASE}/customer/${encodeURIComponent(clientId)}`;

export const ADMIN_KEYS = {
  list: adminCustomerListPath,
  customer: customerPath,
  history: (clientId: string) => `${customerPath(clientId)}/history`,
};

/** One page (50 rows) of providers, searched by client_id or alias. */
export const useAdminCustomers = (search: string, page: number) =>
  useRead(ADMIN_KEYS.list(search, page), get<AdminCustomerList>, { keepPreviousData: true });

export const useAdminCustomer = (clientId: string) => useRead(ADMIN_KEYS.customer(clientId), get<AdminCustomerAnswer>);

/** The admin writes of this provider, newest first ('Últimas alterações'). */
export const useCustomerHistory = (clientId: string) => useRead(ADMIN_KEYS.history(clientId), get<AdminAuditList>);

/** 409 'Client ID já cadastrado'; 400 with `fields`. */
export const createCustomer = (body: AdminCustomerBody) => http.postOnce<AdminCustomerAnswer>(`${BASE}/customer/create`, body);

/** An empty or absent secret keeps the stored one. */
export const editCustomer = (clientId: string, body: AdminCustomerBody) =>
  http.put<AdminCustomerAnswer>(`${customerPath(clientId)}/edit`, body);

export const suspendCustomer = (clientId: string, suspended: boolean) =>
  http.patch<AdminCustomerAnswer>(`${customerPath(clientId)}/suspend`, { suspended });

export const deleteCustomer = (clientId: string) => http.delete<MessageBody>(customerPath(clientId));

/** After a write: every cached list page, and this provider's record and history, are asked again. */
export function useRefreshCustomers() {
  const { mutate } = useSWRConfig();
  return (clientId?: string) =>
    mutate(
      (key) =>
        typeof key === 'string' &&
        (key.startsWith(`${BASE}/customers?`) ||
          (clientId !== undefined && (key === customerPath(clientId) || key === ADMIN_KEYS.history(clientId)))),
    );
}
