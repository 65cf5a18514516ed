import type { CodeSent, MessageBody, ProtectedEmails } from '@central/domain/api';
import { http } from '@/lib/http';

/** Proves the CPF/CNPJ exists and answers its masked e-mails (the cookie cpfCnpjValidationToken comes with it). */
export const checkCpfCnpj = (cpfCnpj: string) => http.post<ProtectedEmails>('/api/central/check/cpf-cnpj', { cpfCnpj });

export const fetchProtectedEmails = () => http.get<ProtectedEmails>('/api/central/customer/list/protected-emails');

export const sendVerificationCode = (mailIndex: number) =>
  http.postOnce<CodeSent>('/api/central/send/verification-code/mail', { mailIndex });

/** Where the last code went; 401 once the verificationCodeToken cookie is missing or expired. */
export const fetchCodeDestination = () => http.get<CodeSent>('/api/central/auth/verification-code-token');

export const checkVerificationCode = (verificationCode: string) =>
  http.post<unknown>('/api/central/check/verification-code', { verificationCode });

/** 401 unless a verified code left a changePasswordToken cookie. */
export const fetchChangePasswordPermission = () => http.get<unknown>('/api/central/auth/change-password-token');

export const setForgottenPassword = (body: { newPassword: string; confirmNewPassword: string }) =>
  http.put<MessageBody>('/api/central/customer/edit/password', body);
