import { CHECK_TEXTS, type CheckLine } from '@central/domain';
import type { Mailer } from '../../integrations/mail/mailer';
import { impliedAuth } from '../../integrations/ixc-acs';
import type { SecretBox } from '../../lib/crypto';
import { appIntegrationOf } from '../apps/app-integration';
import { customerNotFound } from '../admin/customer-not-found';
import type { WatchConnections } from '../apps/partners/watch-connection';
import { probeAcs } from './acs-probe';
import { probeApp } from './app-probes';
import { probeCardGateway } from './card-probe';
import { withinDeadline } from './check-lines';
import { probeMail, probePush } from './deployment-probes';
import { probeErp } from './erp-probe';
import type { IntegrationCheckStore, StoredCheck } from './integration-check-store';

export interface IntegrationCheckPorts {
  box: Pick<SecretBox, 'open'>;
  store: IntegrationCheckStore;
  mailer: Pick<Mailer, 'verify'>;
  watchConnections: Pick<WatchConnections, 'read' | 'markRefused'>;
  /** PUSH_SUBJECT, when the operator set it. */
  pushSubject?: string;
  /** Each adapter's own deadline for one call. */
  timeouts: { erpMs: number; acsMs: number; cardMs: number; partnerMs: number };
  log: { warn(object: object, message: string): void };
  now?: () => Date;
}

/** A check younger than this is answered instead of running another. */
export const RERUN_AFTER_MS = 5000;

/**
 * 'Testar integrações' (docs/product/integration-check.md): every system a provider's portal talks to, checked with
 * reads only, each within its own deadline, all at once. The result is kept with its time and who ran it. Two runs
 * asked for the same provider at once share one (a double click checks once).
 */
export function createIntegrationCheckService(deps: IntegrationCheckPorts) {
  const running = new Map<string, Promise<StoredCheck>>();
  const now = deps.now ?? (() => new Date());

  async function check(tenantId: string, checkedBy: string): Promise<StoredCheck> {
    const tenant = await deps.store.providerToCheck(tenantId);
    const open = (sealed: string) => deps.box.open(sealed, tenant.clientId);
    const { erpMs, acsMs, cardMs, partnerMs } = deps.timeouts;
    // A probe as a whole gets its calls' deadline and a margin: the ERP lists a few tables four at a time.
    const bounded = (id: string, title: string, ms: number, probe: () => Promise<CheckLine[]>) =>
      withinDeadline(probe, { id, title }, ms, deps.log);

    const probes: Array<Promise<CheckLine[]>> = [
      bounded('erp.token', CHECK_TEXTS.erp.title, erpMs * 5 + 1000, () =>
        probeErp(
          {
            ixcDomain: tenant.ixcDomain,
            token: open(tenant.ixcAccessToken),
            supportType: tenant.supportType,
            departmentId: tenant.departmentId,
            cardPayments: tenant.featureFlags.includes('credit_card') && tenant.cardSettings !== null,
          },
          erpMs,
        ),
      ),
    ];
    const acs = tenant.acsConfig;
    if (acs) {
      probes.push(
        bounded('acs', CHECK_TEXTS.acs.title(acs.kind), acsMs * 3 + 1000, () => {
          const credential = acs.privateKey === '' ? '' : open(acs.privateKey);
          const auth = acs.kind === 'ixc' ? { auth: acs.auth ?? impliedAuth(credential) } : {};
          return probeAcs({ kind: acs.kind, url: acs.url, issuerId: acs.issuerId, privateKey: credential, ...auth }, acsMs);
        }),
      );
    }
    const card = tenant.cardSettings;
    if (card) {
      probes.push(
        bounded('card', CHECK_TEXTS.card.title, cardMs + 1000, () =>
          probeCardGateway({
            apiUrl: card.apiUrl,
            queryUrl: card.queryUrl,
            merchantId: card.merchantId,
            merchantKey: open(card.merchantKey),
            timeoutMs: cardMs,
          }),
        ),
      );
    }
    const appContext = {
      clientId: tenant.clientId,
      timeZone: tenant.timezone,
      watchConnections: deps.watchConnections,
      timeoutMs: partnerMs,
    };
    for (const app of tenant.customerApps.filter((candidate) => candidate.active)) {
      probes.push(
        bounded(`app.${app.id}`, CHECK_TEXTS.app.title(app.name), partnerMs + 1000, () =>
          probeApp(appContext, app, appIntegrationOf(deps.box, tenant.clientId, app)),
        ),
      );
    }
    probes.push(bounded('mail', CHECK_TEXTS.mail.title, 15_000, () => probeMail(deps.mailer)));
    probes.push(Promise.resolve(probePush(deps.box, tenant, deps.pushSubject)));

    const result: StoredCheck = { checkedAt: now(), checkedBy, lines: (await Promise.all(probes)).flat() };
    await deps.store.save(tenant.id, result);
    return result;
  }

  /**
   * Runs every check of the provider and keeps the result. A run already under way for it is joined, and one that
   * finished less than `RERUN_AFTER_MS` ago is answered again: a script cannot turn the button into load on the
   * provider's systems.
   */
  function run(tenantId: string, checkedBy: string): Promise<StoredCheck> {
    const pending = running.get(tenantId);
    if (pending) return pending;
    // Known as under way before anything is awaited: a second press in the same instant joins this one.
    const started = (async () => {
      const last = await deps.store.last(tenantId);
      if (last && now().getTime() - last.checkedAt.getTime() < RERUN_AFTER_MS) return last;
      return check(tenantId, checkedBy);
    })().finally(() => running.delete(tenantId));
    running.set(tenantId, started);
    return started;
  }

  /** The provider an admin names, or 404 'Cliente não encontrado'. */
  async function providerId(clientId: string): Promise<string> {
    const tenant = await deps.store.providerByClientId(clientId);
    if (!tenant) throw customerNotFound();
    return tenant.id;
  }

  return {
    run,
    last: (tenantId: string) => deps.store.last(tenantId),
    /** The admin's 'Testar integrações' of the provider named by client_id. */
    runFor: async (clientId: string, checkedBy: string) => run(await providerId(clientId), checkedBy),
    /** The provider's last result, or null before its first run. */
    lastOf: async (clientId: string) => deps.store.last(await providerId(clientId)),
  };
}

export type IntegrationCheckService = ReturnType<typeof createIntegrationCheckService>;
