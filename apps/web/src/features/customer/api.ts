import useSWR from 'swr';
import type { CustomerDetails } from '@central/domain/api';
import { http } from '../../lib/http';

/** The subscriber's registration (name, CPF/CNPJ, e-mail, phone): home's 'Meus dados' and the support form's phone. */
export const useCustomerDetails = () => useSWR('/api/central/customer/list', (path: string) => http.get<CustomerDetails>(path));
