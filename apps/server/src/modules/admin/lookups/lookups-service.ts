import { MESSAGES } from '@central/domain';
import type { FastifyBaseLogger } from 'fastify';
import { ixcBaseUrl } from '../../../integrations/ixc/base-url';
import { createCatalogLookup, type CatalogLookup } from '../../../integrations/ixc/catalog';
import { IxcError } from '../../../integrations/ixc/errors';
import { createIxcClient, type IxcClient } from '../../../integrations/ixc/http-client';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import type { SecretBox } from '../../../lib/crypto';
import { customerNotFound } from '../customer-not-found';
import type { LookupsStore } from './lookups-store';

export interface LookupsPorts {
  store: LookupsStore;
  /** Opens the provider's ERP token. */
  box: Pick<SecretBox, 'open'>;
  /** Deadline of the lookups' ERP calls. */
  ixcTimeoutMs: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

type Kind = keyof CatalogLookup;

const TEXTS: Record<Kind, { invalid: string; missing: string; code: string }> = {
  product: { invalid: MESSAGES.lookupIdInvalid, missing: MESSAGES.productNotFound, code: 'PRODUCT_NOT_FOUND' },
  plan: { invalid: MESSAGES.lookupIdInvalid, missing: MESSAGES.planNotFound, code: 'PLAN_NOT_FOUND' },
  subject: { invalid: MESSAGES.subjectIdInvalid, missing: MESSAGES.subjectNotFound, code: 'SUBJECT_NOT_FOUND' },
};

/**
 * One product, plan or subject of a provider's ERP, for the admin forms (docs/product/admin.md#customer-form: ids are
 * digits, an unknown one is 'não encontrado'). An ERP that cannot answer gets its own 503 text, so the person knows the
 * rest of the form can still be saved.
 */
export function createLookupsService(ports: LookupsPorts) {
  /**
   * A client of the provider's ERP from its stored row, whatever its status: the admin looks products up for a
   * suspended provider too, which the tenant directory (active providers only) does not serve. Null when no
   * provider has this client_id.
   */
  async function providerErp(clientId: string): Promise<IxcClient | null> {
    const row = await ports.store.erpOf(clientId);
    if (!row) return null;
    let baseUrl: string;
    try {
      baseUrl = ixcBaseUrl(row.ixcDomain);
    } catch {
      throw new IxcError('unavailable', 'ixc_domain is not an address', 'base-url');
    }
    const token = ports.box.open(row.ixcAccessToken, row.clientId);
    return createIxcClient({ baseUrl, token, timeoutMs: ports.ixcTimeoutMs, listRetries: 1 });
  }

  const unavailable =
    (kind: Kind) =>
    (error: unknown): never => {
      if (!(error instanceof IxcError)) throw error;
      ports.log.warn({ failure: error.failure, detail: error.message, lookup: kind }, 'admin lookup: ERP call failed');
      throw new AppError('LOOKUP_UNAVAILABLE', 503, MESSAGES.lookupUnavailable);
    };

  async function find<T>(
    kind: Kind,
    clientId: string | undefined,
    id: string,
    read: (catalog: CatalogLookup) => Promise<T | null>,
  ): Promise<T> {
    const texts = TEXTS[kind];
    if (!/^\d{1,12}$/.test(id)) throw badRequest('LOOKUP_ID_INVALID', texts.invalid);
    const ixc = clientId ? await providerErp(clientId).catch(unavailable(kind)) : null;
    if (!ixc) throw customerNotFound();
    const found = await read(createCatalogLookup(ixc)).catch(unavailable(kind));
    if (!found) throw notFound(texts.code, texts.missing);
    return found;
  }

  return {
    product: (clientId: string | undefined, id: string): Promise<{ id: string; descricao: string }> =>
      find('product', clientId, id, (catalog) => catalog.product(id)),
    /** The plan's name (`vd_contratos.nome`), answered as `grupo` like the legacy API. */
    async plan(clientId: string | undefined, id: string): Promise<{ id: string; grupo: string }> {
      const plan = await find('plan', clientId, id, (catalog) => catalog.plan(id));
      return { id: plan.id, grupo: plan.nome };
    },
    subject: (clientId: string | undefined, id: string): Promise<{ id: string; assunto: string }> =>
      find('subject', clientId, id, (catalog) => catalog.subject(id)),
  };
}

export type LookupsService = ReturnType<typeof createLookupsService>;
