import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CheckCodeBody, CheckCpfCnpjBody, CodeSent, EmptyBody, ProtectedEmails, SendCodeBody } from '@central/domain/api';
import { errorResponses } from '../../lib/route-schemas';
import type { TokenSigner } from '../../lib/signed-token';
import { tenantOf } from '../../plugins/tenancy';
import { setCookie } from '../auth/cookies';
import type { RecoveryService } from './recovery-service';
import { issueRecoveryToken, readRecoveryToken, RECOVERY_TTL_SECONDS } from './recovery-tokens';

/**
 * Password recovery and first access (docs/product/subscriber.md#password-recovery-and-first-access), one cookie per
 * completed step; `signer` signs and reads those cookies.
 */
export const recoveryRoutes: FastifyPluginAsyncTypebox<{ recovery: RecoveryService; signer: TokenSigner }> = async (
  app,
  { recovery, signer },
) => {
  app.post(
    '/api/central/check/cpf-cnpj',
    { schema: { body: CheckCpfCnpjBody, response: { 200: ProtectedEmails, ...errorResponses } } },
    async (request, reply) => {
      const claims = await recovery.checkDocument(tenantOf(request), request.body.cpfCnpj, request.ip);
      const { cookie, token } = issueRecoveryToken(signer, 'documentChecked', claims);
      setCookie(request, reply, cookie, token, RECOVERY_TTL_SECONDS);
      return { emails: claims.emails };
    },
  );

  app.get(
    '/api/central/customer/list/protected-emails',
    { schema: { response: { 200: ProtectedEmails, ...errorResponses } } },
    async (request) => ({ emails: readRecoveryToken(signer, 'documentChecked', request, tenantOf(request)).emails }),
  );

  app.post(
    '/api/central/send/verification-code/mail',
    { config: { idempotent: true }, schema: { body: SendCodeBody, response: { 200: CodeSent, ...errorResponses } } },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const checked = readRecoveryToken(signer, 'documentChecked', request, tenant);
      const { claims, expiresAt } = await recovery.sendCode(tenant, checked, request.body.mailIndex, request.ip);
      // Every code sent renews both cookies, so 'Reenviar código' and Voltar work as long as the latest code does.
      for (const issued of [issueRecoveryToken(signer, 'documentChecked', checked), issueRecoveryToken(signer, 'codeSent', claims)]) {
        setCookie(request, reply, issued.cookie, issued.token, RECOVERY_TTL_SECONDS);
      }
      return { email: claims.email, expiresAt: expiresAt.toISOString(), sentAt: claims.sentAt };
    },
  );

  app.get('/api/central/auth/verification-code-token', { schema: { response: { 200: CodeSent, ...errorResponses } } }, async (request) => {
    const sent = readRecoveryToken(signer, 'codeSent', request, tenantOf(request));
    const expiresAt = new Date(sent.exp * 1000);
    // A cookie issued before it carried the sending time was issued at the send itself.
    const sentAt = (sent as Partial<typeof sent>).sentAt ?? new Date(expiresAt.getTime() - RECOVERY_TTL_SECONDS * 1000).toISOString();
    return { email: sent.email, expiresAt: expiresAt.toISOString(), sentAt };
  });

  app.post(
    '/api/central/check/verification-code',
    { schema: { body: CheckCodeBody, response: { 200: EmptyBody, ...errorResponses } } },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const sent = readRecoveryToken(signer, 'codeSent', request, tenant);
      const verified = await recovery.checkCode(tenant, sent, request.body.verificationCode, request.ip);
      const { cookie, token } = issueRecoveryToken(signer, 'codeVerified', verified);
      setCookie(request, reply, cookie, token, RECOVERY_TTL_SECONDS);
      return {};
    },
  );

  app.get('/api/central/auth/change-password-token', { schema: { response: { 200: EmptyBody, ...errorResponses } } }, async (request) => {
    readRecoveryToken(signer, 'codeVerified', request, tenantOf(request));
    return {};
  });
};
