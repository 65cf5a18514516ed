import type { SecretBox } from '../../lib/crypto';
import { createCieloGateway, type CieloGateway } from '../../integrations/cielo';
import type { Metrics } from '../../metrics/metrics';
import { observedAdapter } from '../../metrics/observed-calls';
import type { ActiveTenant } from '../tenants/tenant-directory';
import type { CardsStore } from './cards-store';

/** Deadline of one Cielo call unless told: Zero Auth and a sale wait for the issuer. */
export const DEFAULT_CARD_GATEWAY_TIMEOUT_MS = 15_000;

export interface CardGatewayPorts {
  store: Pick<CardsStore, 'settingsOf'>;
  box: Pick<SecretBox, 'open'>;
  /** Deadline of one Cielo call. */
  timeoutMs: number;
  /** Where each call is timed by provider (central_external_call_duration_seconds, system card_gateway). */
  metrics?: Pick<Metrics, 'externalCalls'>;
}

/** Where a card payment is recorded in the provider's IXC (docs/product/cards.md#the-receipt-in-ixc), and what it costs in installments. */
export interface CardPaymentSettings {
  /** IXC's `conta_`: the cash or bank account the money lands in. */
  accountId: string;
  /** IXC's `id_conta`: the analytic planning account. */
  planningAccountId: string;
  /** IXC's `tipo_recebimento`, a code such as 'C' (RECEIPT_TYPES). */
  receiptType: string;
  /** IXC's `filial_id`; null: the invoice's own. */
  branchId: string | null;
  /** Monthly, compounding by installment count (docs/product/cards.md#saved-cards). */
  interestRatePercent: number;
}

export interface CardPayments {
  gateway: CieloGateway;
  settings: CardPaymentSettings;
}

export interface CardGateways {
  /** Deadline of one Cielo call. */
  timeoutMs: number;
  /**
   * The provider's card gateway and settings, built from its `card_settings` row on every call: one primary-key
   * read, and an admin edit (or a removal) counts at once on every replica, with no cache to invalidate. Null when
   * card payment is off for the provider (`tenant.cardPayments`: the `credit_card` flag and settings).
   */
  paymentsFor(tenant: ActiveTenant): Promise<CardPayments | null>;
  /**
   * The same, whatever the flag: a payment made before the provider turned cards off must still be settled (its
   * receipt recorded, its sale reconciled). Null only when the settings themselves are gone.
   */
  providerSettings(tenant: ActiveTenant): Promise<CardPayments | null>;
}

/** The merchant key stays sealed at rest and is opened only here, for the adapter's headers. */
export function createCardGateways(ports: CardGatewayPorts): CardGateways {
  async function providerSettings(tenant: ActiveTenant): Promise<CardPayments | null> {
    const row = await ports.store.settingsOf(tenant.id);
    if (!row || row.gatewayKind !== 'cielo') return null;
    return {
      gateway: observedAdapter(
        createCieloGateway({
          apiUrl: row.apiUrl,
          queryUrl: row.queryUrl,
          merchantId: row.merchantId,
          merchantKey: ports.box.open(row.merchantKey, tenant.clientId),
          timeoutMs: ports.timeoutMs,
        }),
        ports.metrics,
        { system: 'card_gateway', provider: tenant.clientId },
      ),
      settings: {
        accountId: row.receiptAccountId,
        planningAccountId: row.receiptPlanningAccountId,
        receiptType: row.receiptType,
        branchId: row.receiptBranchId,
        interestRatePercent: row.interestRate.toNumber(),
      },
    };
  }
  return {
    timeoutMs: ports.timeoutMs,
    paymentsFor: async (tenant) => (tenant.cardPayments ? providerSettings(tenant) : null),
    providerSettings,
  };
}
