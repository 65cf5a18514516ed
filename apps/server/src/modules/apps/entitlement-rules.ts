import type { IxcRow } from '../../integrations/ixc/wire';
import { ixcId } from '../../integrations/ixc/values';

export type ActivationCriterion = 'any' | 'product_in_contract' | 'plan_in_contract';

/** What the entitlement needs of an app of the provider's catalogue (`customer_apps`). */
export interface CatalogueApp {
  id: string;
  integrationMethod: string;
  activationCriteria: ActivationCriterion;
  /** IXC product ids (`produtos.id`) whose presence on a contract entitles it. */
  productIds: readonly string[];
  /** IXC plan ids (`vd_contratos.id`) that entitle a contract. */
  planIds: readonly string[];
}

export interface Entitlement<App extends CatalogueApp> {
  app: App;
  contract: IxcRow;
  /** The contract item that entitles it; null when the criterion is `any` or the plan. */
  service: { id: string; name: string } | null;
}

/**
 * docs/product/partners.md#which-contracts-see-an-app: these methods give the subscriber one account at the partner
 * (Watch and Playhub key it by e-mail; a display-only app has nothing per contract), so a subscriber sees them once, on
 * the first contract that entitles them, however many contracts do.
 */
export const GROUPED_METHODS: ReadonlySet<string> = new Set(['watchbr', 'playhub', 'display_only']);

/**
 * docs/product/partners.md#which-contracts-see-an-app: "a product id containing 886 and MAX is treated separately".
 * Product 886 is the provider's MAX streaming add-on, which the partner provisions per contract: an app entitled
 * through it keeps one card per contract even when its method is grouped, so each contract's MAX can be activated on
 * its own.
 */
export const isSeparateMaxProduct = (service: { id: string; name: string } | null, productId: string | null) =>
  productId !== null && productId.includes('886') && /\bMAX\b/i.test(service?.name ?? '');

/** Active contracts only: a canceled or inactive contract entitles nothing (blocked ones still do, as in IXC). */
const isActive = (contract: IxcRow) => contract.status === 'A' && Boolean(contract.id);

/**
 * Which apps a subscriber is offered, on which contract:
 * - `any`: every active contract;
 * - `product_in_contract`: a contract one of whose items is one of the app's products, the items being those of the
 *   contract's plan (`vd_contratos_produtos.id_vd_contrato`) plus those attached to the contract (`id_contrato`);
 * - `plan_in_contract`: a contract whose plan (`id_vd_contrato`) is one of the app's plans.
 * Grouped methods are folded to their first contract, except through the separate MAX product.
 */
export function entitledApps<App extends CatalogueApp>(
  apps: readonly App[],
  contracts: readonly IxcRow[],
  items: readonly IxcRow[],
): Entitlement<App>[] {
  const active = contracts.filter(isActive);
  const itemsOf = (contract: IxcRow) => {
    const plan = ixcId(contract.id_vd_contrato);
    return items.filter(
      (item) => item.id_contrato === contract.id || (plan !== null && ixcId(item.id_contrato) === null && item.id_vd_contrato === plan),
    );
  };
  const result: Entitlement<App>[] = [];
  const folded = new Set<string>();
  for (const app of apps) {
    for (const contract of active) {
      const match = entitlingItem(app, contract, itemsOf(contract));
      if (match === undefined) continue;
      const productId = match ? ixcId(match.id_produto) : null;
      const service = match ? { id: match.id ?? '', name: (match.descricao ?? '').trim() } : null;
      if (GROUPED_METHODS.has(app.integrationMethod) && !isSeparateMaxProduct(service, productId)) {
        if (folded.has(app.id)) continue;
        folded.add(app.id);
      }
      result.push({ app, contract, service });
    }
  }
  return result;
}

/** The item that entitles the contract (null when no item is needed), or undefined when it is not entitled. */
function entitlingItem(app: CatalogueApp, contract: IxcRow, items: readonly IxcRow[]): IxcRow | null | undefined {
  switch (app.activationCriteria) {
    case 'any':
      return null;
    case 'plan_in_contract': {
      const plan = ixcId(contract.id_vd_contrato);
      return plan !== null && app.planIds.includes(plan) ? null : undefined;
    }
    case 'product_in_contract':
      return items.find((item) => {
        const product = ixcId(item.id_produto);
        return product !== null && app.productIds.includes(product);
      });
  }
}
