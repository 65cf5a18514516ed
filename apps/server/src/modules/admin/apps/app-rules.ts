import { appIntegrationValues, lookupEntry, parseLookupList, type ActivationCriterion, type LookupItem } from '@central/domain';
import type { AdminCustomerApp, AdminCustomerAppBody, WatchConnectionView } from '@central/domain/api';
import type { CustomerApp, PartnerConnection } from '../../../generated/prisma/client';
import type { SecretBox } from '../../../lib/crypto';
import { WATCH_METHODS } from '../../apps/app-methods';
import { watchConnectionOf } from '../../apps/partners/watch-connection';

/** The columns an app form writes, from a body that already passed validateCustomerApp. */
export function appData(body: AdminCustomerAppBody) {
  const text = (value: string | null | undefined) => value?.trim() ?? '';
  const optional = (value: string | null | undefined) => text(value) || null;
  return {
    name: text(body.name),
    image: text(body.image),
    pendingText: text(body.pending_text),
    activeText: text(body.active_text),
    appStoreLink: optional(body.app_store_link),
    playStoreLink: optional(body.play_store_link),
    activationCriteria: text(body.activation_criteria) as ActivationCriterion,
    productIds: parseLookupList(body.product_ids),
    planIds: parseLookupList(body.plan_ids),
    product: optional(body.product),
    integrationMethod: text(body.integration_method),
    integrationMethodProductIds: parseLookupList(body.integration_method_product_ids),
    ...(typeof body.active === 'boolean' ? { active: body.active } : {}),
  };
}

/** A Watch app's connection as the admin sees it (no token, ever); undefined for the other methods. */
export function connectionView(
  box: Pick<SecretBox, 'open'>,
  clientId: string,
  row: CustomerApp,
  connection: PartnerConnection | null,
  now = new Date(),
): WatchConnectionView | undefined {
  if (!WATCH_METHODS.has(row.integrationMethod)) return undefined;
  const { state, expiresAt } = watchConnectionOf(box, clientId, row, connection, now);
  return { state, expires_at: state === 'none' ? null : (expiresAt?.toISOString() ?? null) };
}

/** The allow-list of what the admin area sees of an app; lists as 'id - label'. */
export function toAdminCustomerApp(row: CustomerApp, clientId: string, connection?: WatchConnectionView): AdminCustomerApp {
  return {
    id: row.id,
    client_id: clientId,
    name: row.name,
    image: row.image,
    pending_text: row.pendingText,
    active_text: row.activeText,
    app_store_link: row.appStoreLink,
    play_store_link: row.playStoreLink,
    activation_criteria: row.activationCriteria,
    product_ids: entries(row.productIds),
    plan_ids: entries(row.planIds),
    product: row.product,
    integration_method: row.integrationMethod,
    integration_method_product_ids: entries(row.integrationMethodProductIds),
    active: row.active,
    integration: { url: row.integrationUrl, user: row.integrationUser, secret_set: row.integrationSecret !== null },
    ...(connection ? { connection } : {}),
  };
}

/**
 * The partner-connection columns of a checked body: the secret sealed with the provider's client_id, or left out
 * (the stored one stays) when none was given; all null for a method that talks to no partner.
 */
export function integrationColumns(box: Pick<SecretBox, 'seal'>, clientId: string, body: AdminCustomerAppBody) {
  const integration = appIntegrationValues(body.integration_method, body.integration);
  if (!integration) return { integrationUrl: null, integrationUser: null, integrationSecret: null };
  const { url: integrationUrl, user: integrationUser, secret } = integration;
  return secret === null
    ? { integrationUrl, integrationUser }
    : { integrationUrl, integrationUser, integrationSecret: box.seal(secret, clientId) };
}

function entries(stored: unknown): string[] {
  const items = Array.isArray(stored) ? (stored as Array<Partial<LookupItem>>) : [];
  return items
    .filter((item) => typeof item?.id === 'string')
    .map((item) => (item.label ? lookupEntry(item.id as string, item.label) : (item.id as string)));
}

/**
 * The audited fields of an app: its content, not the ids that never change, with the connection flattened. The
 * secret appears only when the body gave one, and diffFields redacts it.
 */
export function auditedApp(
  { id: _id, client_id: _clientId, integration, connection: _connection, ...fields }: AdminCustomerApp,
  body?: AdminCustomerAppBody,
): Record<string, unknown> {
  const secretGiven = body ? appIntegrationValues(body.integration_method, body.integration)?.secret : null;
  return { ...fields, integration_url: integration.url, integration_user: integration.user, integration_secret: secretGiven ?? null };
}

/** A Watch token belongs to one client at one URL: another client, URL or method needs a new connection. */
export function keepsWatchConnection(
  stored: Pick<CustomerApp, 'integrationUrl' | 'integrationUser'>,
  data: { integrationMethod: string; integrationUrl?: string | null; integrationUser?: string | null },
): boolean {
  return (
    WATCH_METHODS.has(data.integrationMethod) &&
    data.integrationUrl === stored.integrationUrl &&
    data.integrationUser === stored.integrationUser
  );
}
