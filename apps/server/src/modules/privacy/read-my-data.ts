import { MESSAGES } from '@central/domain';
import type { MyData } from '@central/domain/api';
import { maskText } from '../../lib/log-masking';
import type { SessionContext } from '../auth/sessions';
import type { ActiveTenant } from '../tenants/tenant-directory';
import { cardPaymentOutcome, dataControllerOf, maskIp, pushServiceName, SUBSCRIBER_AUDIT_ACTIONS } from './my-data-rules';
import type { PrivacyStore } from './privacy-store';

export interface MyDataDeps {
  store: Pick<PrivacyStore, 'rowsOf'>;
  /** AUDIT_RETENTION_DAYS: the audit trail reaches back this far at most. */
  auditRetentionDays: number;
}

/**
 * Everything this portal keeps about the signed-in subscriber, each query scoped by provider and customer. Only what
 * may be shown leaves: no session id, push endpoint or key, card token or fingerprint, gateway ids or partner refs.
 */
export async function readMyData(deps: MyDataDeps, tenant: ActiveTenant, session: SessionContext, now = new Date()): Promise<MyData> {
  const owner = { tenantId: tenant.id, customerId: session.customerId };
  const { sessions, devices, cards, payments, activations, audit } = await deps.store.rowsOf(owner, {
    now,
    // How audit.ts stored the customer id (masking leaves an ERP id as it is).
    auditSubject: maskText(session.customerId),
    auditActions: SUBSCRIBER_AUDIT_ACTIONS,
    auditSince: new Date(now.getTime() - deps.auditRetentionDays * 86_400_000),
  });
  return {
    generatedAt: now.toISOString(),
    subscriber: { customerId: session.customerId, name: session.customerName },
    controller: dataControllerOf(tenant),
    heldByProvider: MESSAGES.myDataHeldByProvider,
    sessions: sessions.map((row) => ({
      device: row.device,
      startedAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      current: row.id === session.id,
    })),
    pushDevices: devices.map((row) => ({
      id: row.id,
      service: pushServiceName(row.endpoint),
      invoiceRange: row.invoiceRange,
      savedAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    cards: cards.map((row) => ({
      id: row.id,
      brand: row.brand,
      last4: row.last4,
      expiry: row.expiry,
      holder: row.holder,
      alias: row.alias ?? '',
      savedAt: row.createdAt.toISOString(),
    })),
    cardPayments: payments.map((row) => ({
      at: row.createdAt.toISOString(),
      invoiceId: row.invoiceId,
      totalCents: row.totalCents,
      installments: row.installments,
      card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
      outcome: cardPaymentOutcome(row.state),
    })),
    appActivations: activations.map((row) => ({
      app: row.app.name,
      contractId: row.contractId,
      email: row.email,
      activatedAt: row.createdAt.toISOString(),
    })),
    auditEntries: audit.map((row) => ({ action: row.action, outcome: row.outcome, at: row.createdAt.toISOString(), ip: maskIp(row.ip) })),
    retention: { auditDays: deps.auditRetentionDays },
  };
}
