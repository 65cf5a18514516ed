import type { MessageBody } from '@central/domain/api';
import { http } from '@/lib/http';

/** The signed-in subscriber's password change (validToken cookie); 400 'Senha atual inválida'. */
export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  http.put<MessageBody>('/api/central/customer/edit/password', body);
