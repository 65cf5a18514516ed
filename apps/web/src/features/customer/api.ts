import { useRead } from '@/lib/use-read';
import type { CustomerDetails } from '@central/domain/api';
import { http } from '@/lib/http';
import { CUSTOMER_DETAILS_PATH } from '@central/domain/first-reads';

/** The subscriber's registration (name, CPF/CNPJ, e-mail, phone): home's 'Meus dados' and the support form's phone. */
export const useCustomerDetails = () => useRead(CUSTOMER_DETAILS_PATH, (path: string) => http.get<CustomerDetails>(path));
