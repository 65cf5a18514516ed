import { ADMIN_PASSWORD_MIN_LENGTH } from '@central/domain';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { pushSubjectProblem } from './integrations/push/subject';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';
import { AUDIT_RETENTION_MIN_DAYS, DEFAULT_AUDIT_RETENTION_DAYS } from './jobs/housekeeping';
import { DEFAULT_SESSION_LIFETIMES } from './modules/auth/session-lifetimes';
import { DEFAULT_PUSH_SERVICE_HOSTS, parsePushServiceHosts } from './modules/notifications/push-service-hosts';

/**
 * Every setting the server reads from the environment, validated once at boot. Secrets have no defaults:
 * in production they must be given; the embedded demo mode makes its own under DATA_DIR (see secrets.ts).
 */
const EnvSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('production'), Type.Literal('development'), Type.Literal('test')], {
    default: 'development',
  }),
  HOST: Type.String({ default: '0.0.0.0' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  DATABASE_URL: Type.Optional(Type.String({ minLength: 1 })),
  DATA_DIR: Type.String({ default: './data' }),
  TENANTS_FILE: Type.Optional(Type.String({ minLength: 1 })),
  /** JSON object: host marker -> client_id, e.g. {"minhafibra":"acme"}. */
  TENANT_HOST_MARKERS: Type.String({ default: '{}' }),
  /** The tenant served on a bare host name (localhost, an IP address). */
  DEFAULT_TENANT: Type.Optional(Type.String({ minLength: 1 })),
  SMTP_URL: Type.Optional(Type.String({ minLength: 1 })),
  MAIL_FROM: Type.String({ default: 'no-reply@central.local' }),
  OUTBOX_DIR: Type.Optional(Type.String({ minLength: 1 })),
  SECRETS_KEY: Type.Optional(Type.String({ minLength: 44 })),
  SESSION_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  IXC_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 8000 }),
  /** One retry: a listing against a dying ERP costs at most two calls before the breaker takes over. */
  IXC_LIST_RETRIES: Type.Integer({ minimum: 0, maximum: 5, default: 1 }),
  /** Consecutive ERP failures that open a tenant's circuit, and how long it stays open. */
  IXC_BREAKER_THRESHOLD: Type.Integer({ minimum: 1, default: 5 }),
  IXC_BREAKER_COOLDOWN_MS: Type.Integer({ minimum: 0, default: 10_000 }),
  WEB_DIST_DIR: Type.Optional(Type.String({ minLength: 1 })),
  /** Read a subscriber's open bills and contracts right after sign-in and when the home is opened, so the pages find them cached. */
  PREFETCH_ON_SIGN_IN: Type.Boolean({ default: true }),
  /** The domains the proxy may obtain certificates under on demand (GET /api/tls/ask), comma-separated; empty: any provider's. */
  TLS_DOMAINS: Type.String({ default: '' }),
  /** The proxies in front of the server: false, a hop count, or addresses/CIDRs (lib/trust-proxy.ts). */
  TRUST_PROXY: Type.String({ default: 'false' }),
  /** Failed sign-ins per provider and minute past which the sources that keep failing are throttled. */
  SIGN_IN_FAILURES_PER_PROVIDER_MINUTE: Type.Integer({ minimum: 1, default: 60 }),
  /** A session ends after this many minutes without a request, or this many days after sign-in (decision 012). */
  SESSION_IDLE_MINUTES: Type.Integer({ minimum: 5, maximum: 24 * 60, default: DEFAULT_SESSION_LIFETIMES.idleMinutes }),
  SESSION_MAX_DAYS: Type.Integer({ minimum: 1, maximum: 30, default: DEFAULT_SESSION_LIFETIMES.maxDays }),
  /**
   * Days audit entries (subscribers' and staff's) are kept before the housekeeping job deletes them: at least the
   * Marco Civil's 6 months, in every mode, so a test or a typo cannot make the portal drop access logs it must keep.
   */
  AUDIT_RETENTION_DAYS: Type.Integer({ minimum: AUDIT_RETENTION_MIN_DAYS, maximum: 5 * 366, default: DEFAULT_AUDIT_RETENTION_DAYS }),
  /** 'off': a web-only replica that never works jobs nor checks schedules, but still sends jobs (decision 011). */
  WORKERS: Type.Union([Type.Literal('on'), Type.Literal('off')], { default: 'on' }),
  /**
   * The push services the server may send Web Push to: host names, *.suffix patterns or host:port, comma-separated.
   * A subscription whose endpoint is elsewhere is refused (modules/notifications/push-service-hosts.ts).
   */
  PUSH_SERVICE_HOSTS: Type.String({ default: DEFAULT_PUSH_SERVICE_HOSTS.join(',') }),
  /**
   * The contact every push service sees in the VAPID token (`sub`): a mailto: of a real domain or an https: URL.
   * Required in production; without it elsewhere, each provider's contact e-mail or a demo subject (decision 016).
   */
  PUSH_SUBJECT: Type.Optional(Type.String({ minLength: 1 })),
  /**
   * Lets the server fetch provider logos from loopback and private addresses, which it otherwise refuses
   * (lib/public-address.ts): for tests and the demo, whose logo servers run on this machine. Refused in production.
   */
  IMAGE_FETCH_ALLOW_PRIVATE: Type.Boolean({ default: false }),
  /** The port of GET /metrics (Prometheus), a listener of its own; absent: no metrics are served (docs/operations.md#metrics). */
  METRICS_PORT: Type.Optional(Type.Integer({ minimum: 0, maximum: 65535 })),
  /** Where the metrics listener binds: loopback unless told (compose sets 0.0.0.0 on its internal network). */
  METRICS_HOST: Type.String({ default: '127.0.0.1' }),
  /** The first admin, created at start while there is none; ignored once any admin exists. */
  ADMIN_EMAIL: Type.Optional(Type.String({ minLength: 3, maxLength: 254 })),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: ADMIN_PASSWORD_MIN_LENGTH, maxLength: 200 })),
});

export type Env = Static<typeof EnvSchema>;

export interface Config extends Omit<Env, 'TENANT_HOST_MARKERS' | 'TRUST_PROXY' | 'PUSH_SERVICE_HOSTS'> {
  tenantHostMarkers: Record<string, string>;
  trustProxy: TrustProxy;
  pushServiceHosts: string[];
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.entries(source).filter(([key]) => key in EnvSchema.properties));
  const env = Value.Convert(EnvSchema, Value.Default(EnvSchema, raw)) as Env;
  const problems = Value.Errors(EnvSchema, env);
  if (problems.length > 0) {
    throw new ConfigError(problems.map((p) => `${p.instancePath || '/'} ${p.message}`).join('; '));
  }
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither');
  }
  checkPushSubject(env);
  if (env.NODE_ENV === 'production' && env.IMAGE_FETCH_ALLOW_PRIVATE) {
    throw new ConfigError(
      'IMAGE_FETCH_ALLOW_PRIVATE is for tests and the demo: in production logos are fetched from public addresses only',
    );
  }
  const { TENANT_HOST_MARKERS, TRUST_PROXY, PUSH_SERVICE_HOSTS, ...rest } = env;
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(TRUST_PROXY, env.NODE_ENV === 'production');
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  let pushServiceHosts: string[];
  try {
    pushServiceHosts = parsePushServiceHosts(PUSH_SERVICE_HOSTS);
  } catch (error) {
    throw new ConfigError(`PUSH_SERVICE_HOSTS: ${(error as Error).message}`);
  }
  return { ...rest, tenantHostMarkers: parseHostMarkers(TENANT_HOST_MARKERS), trustProxy, pushServiceHosts };
}

/** Push services refuse a subject at localhost or .local (Apple: 403 BadJwtToken), so such a one never starts. */
function checkPushSubject(env: Env): void {
  if (env.PUSH_SUBJECT !== undefined) {
    const problem = pushSubjectProblem(env.PUSH_SUBJECT);
    if (problem) throw new ConfigError(`PUSH_SUBJECT: ${problem}`);
  } else if (env.NODE_ENV === 'production') {
    throw new ConfigError('PUSH_SUBJECT is required in production: a mailto: of a real domain or an https: URL that reaches the operator');
  }
}

function parseHostMarkers(json: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new ConfigError('TENANT_HOST_MARKERS must be a JSON object of host marker -> client_id');
  }
  const entries = typeof parsed === 'object' && parsed && !Array.isArray(parsed) ? Object.entries(parsed) : null;
  if (!entries || entries.some(([, value]) => typeof value !== 'string')) {
    throw new ConfigError('TENANT_HOST_MARKERS must be a JSON object of host marker -> client_id');
  }
  return Object.fromEntries(entries.map(([marker, clientId]) => [marker.toLowerCase(), clientId as string]));
}
