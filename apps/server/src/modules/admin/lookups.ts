import { MESSAGES } from '@central/domain';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { createCatalogLookup, type CatalogLookup } from '../../integrations/ixc/catalog';
import { IxcError } from '../../integrations/ixc/errors';
import type { AdminDeps } from './admin-deps';
import { providerErp } from './provider-erp';

/**
 * One product, plan or subject of a provider's ERP, for the admin forms (SPEC section 5: ids are digits, an
 * unknown one is 'não encontrado'). An ERP that cannot answer gets its own 503 text, so the person knows the
 * rest of the form can still be saved.
 */
export interface AdminLookups {
  product(clientId: string | undefined, id: string): Promise<{ id: string; descricao: string }>;
  /** The plan's name (`vd_contratos.nome`), answered as `grupo` like the legacy API. */
  plan(clientId: string | undefined, id: string): Promise<{ id: string; grupo: string }>;
  subject(clientId: string | undefined, id: string): Promise<{ id: string; assunto: string }>;
}

type Kind = keyof CatalogLookup;

const TEXTS: Record<Kind, { invalid: string; missing: string; code: string }> = {
  product: { invalid: MESSAGES.lookupIdInvalid, missing: MESSAGES.productNotFound, code: 'PRODUCT_NOT_FOUND' },
  plan: { invalid: MESSAGES.lookupIdInvalid, missing: MESSAGES.planNotFound, code: 'PLAN_NOT_FOUND' },
  subject: { invalid: MESSAGES.subjectIdInvalid, missing: MESSAGES.subjectNotFound, code: 'SUBJECT_NOT_FOUND' },
};

export function createAdminLookups(deps: Pick<AdminDeps, 'prisma' | 'box' | 'ixcTimeoutMs' | 'log'>): AdminLookups {
  const unavailable =
    (kind: Kind) =>
    (error: unknown): never => {
      if (!(error instanceof IxcError)) throw error;
      deps.log.warn({ failure: error.failure, detail: error.message, lookup: kind }, 'admin lookup: ERP call failed');
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
    const ixc = clientId ? await providerErp(deps, clientId).catch(unavailable(kind)) : null;
    if (!ixc) throw notFound('CUSTOMER_NOT_FOUND', MESSAGES.customerNotFoundAdmin);
    const found = await read(createCatalogLookup(ixc)).catch(unavailable(kind));
    if (!found) throw notFound(texts.code, texts.missing);
    return found;
  }

  return {
    product: (clientId, id) => find('product', clientId, id, (catalog) => catalog.product(id)),
    async plan(clientId, id) {
      const plan = await find('plan', clientId, id, (catalog) => catalog.plan(id));
      return { id: plan.id, grupo: plan.nome };
    },
    subject: (clientId, id) => find('subject', clientId, id, (catalog) => catalog.subject(id)),
  };
}
