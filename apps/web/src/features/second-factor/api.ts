import type { AdminInfo, MessageBody, ProviderInfo, RecoveryCodes, SecondFactorSetup, SecondFactorSignInBody } from '@central/domain/api';
import { http } from '@/lib/http';

/** Enrolling one's own second factor: a new secret (409 when one is on), then a first code turns it on (400 when wrong). */
export type EnrolmentApi = {
  setup: () => Promise<SecondFactorSetup>;
  confirm: (code: string) => Promise<RecoveryCodes>;
};

export const adminEnrolment: EnrolmentApi = {
  setup: () => http.post<SecondFactorSetup>('/api/payment/adm/auth/2fa/setup'),
  confirm: (code) => http.post<RecoveryCodes>('/api/payment/adm/auth/2fa/confirm', { code }),
};

export const providerEnrolment: EnrolmentApi = {
  setup: () => http.post<SecondFactorSetup>('/api/central/auth/provider/2fa/setup'),
  confirm: (code) => http.post<RecoveryCodes>('/api/central/auth/provider/2fa/confirm', { code }),
};

/**
 * The sign-in's second step, after a password answered `{two_factor_required}`: the pending cookie names the account.
 * 401 for a wrong code (or SECOND_STEP_EXPIRED: back to the password), 429 when locked. Opens the session.
 */
export const completeAdminSignIn = (body: SecondFactorSignInBody) => http.post<AdminInfo>('/api/payment/adm/auth/sign-in/2fa', body);
export const completeProviderSignIn = (body: SecondFactorSignInBody) =>
  http.post<ProviderInfo>('/api/central/auth/sign-in/provider/2fa', body);

/** An admin turns a provider's second factor off (audited); 404 secondFactorNotOn when it was off. */
export const resetProviderSecondFactor = (clientId: string) =>
  http.delete<MessageBody>(`/api/payment/customer/${encodeURIComponent(clientId)}/2fa`);
