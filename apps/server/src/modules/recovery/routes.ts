import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CheckCodeBody, CheckCpfCnpjBody, CodeSent, EmptyBody, ProtectedEmails, SendCodeBody } from '@central/domain/api';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditLog } from '../../lib/audit';
import type { GuessGuard } from '../../lib/guess-guard';
import type { RateLimiter } from '../../lib/rate-limiter';
import { errorResponses } from '../../lib/route-schemas';
import type { TokenSigner } from '../../lib/signed-token';
import { tenantOf } from '../../plugins/tenancy';
import type { Mailer } from '../../integrations/mail/mailer';
import { setCookie } from '../auth/cookies';
import { checkCode } from './check-code';
import { checkDocument } from './check-document';
import type { CodeStore } from './code-store';
import { issueRecoveryToken, readRecoveryToken, RECOVERY_TTL_SECONDS } from './recovery-tokens';
import { sendCode } from './send-code';

export interface RecoveryDeps {
  signer: TokenSigner;
  codes: CodeStore;
  mailer: Mailer;
  limiter: RateLimiter;
  guard: GuessGuard;
  audit: AuditLog;
  log: FastifyBaseLogger;
}

/** Password recovery and first access (SPEC sections 2 and 4), one cookie per completed step. */
export const recoveryRoutes: FastifyPluginAsyncTypebox<RecoveryDeps> = async (app, deps) => {
  app.post(
    '/api/central/check/cpf-cnpj',
    { schema: { body: CheckCpfCnpjBody, response: { 200: ProtectedEmails, ...errorResponses } } },
    async (request, reply) => {
      const claims = await checkDocument(deps, tenantOf(request), request.body.cpfCnpj, request.ip);
      const { cookie, token } = issueRecoveryToken(deps.signer, 'documentChecked', claims);
      setCookie(request, reply, cookie, token, RECOVERY_TTL_SECONDS);
      return { emails: claims.emails };
    },
  );

  app.get(
    '/api/central/customer/list/protected-emails',
    { schema: { response: { 200: ProtectedEmails, ...errorResponses } } },
    async (request) => ({ emails: readRecoveryToken(deps.signer, 'documentChecked', request, tenantOf(request)).emails }),
  );

  app.post(
    '/api/central/send/verification-code/mail',
    { schema: { body: SendCodeBody, response: { 200: CodeSent, ...errorResponses } } },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const checked = readRecoveryToken(deps.signer, 'documentChecked', request, tenant);
      const { claims, expiresAt } = await sendCode(deps, tenant, checked, request.body.mailIndex, request.ip);
      const { cookie, token } = issueRecoveryToken(deps.signer, 'codeSent', claims);
      setCookie(request, reply, cookie, token, RECOVERY_TTL_SECONDS);
      return { email: claims.email, expiresAt: expiresAt.toISOString() };
    },
  );

  app.get('/api/central/auth/verification-code-token', { schema: { response: { 200: CodeSent, ...errorResponses } } }, async (request) => {
    const sent = readRecoveryToken(deps.signer, 'codeSent', request, tenantOf(request));
    return { email: sent.email, expiresAt: new Date(sent.exp * 1000).toISOString() };
  });

  app.post(
    '/api/central/check/verification-code',
    { schema: { body: CheckCodeBody, response: { 200: EmptyBody, ...errorResponses } } },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const sent = readRecoveryToken(deps.signer, 'codeSent', request, tenant);
      const verified = await checkCode(deps, tenant, sent, request.body.verificationCode, request.ip);
      const { cookie, token } = issueRecoveryToken(deps.signer, 'codeVerified', verified);
      setCookie(request, reply, cookie, token, RECOVERY_TTL_SECONDS);
      return {};
    },
  );

  app.get('/api/central/auth/change-password-token', { schema: { response: { 200: EmptyBody, ...errorResponses } } }, async (request) => {
    readRecoveryToken(deps.signer, 'codeVerified', request, tenantOf(request));
    return {};
  });
};
