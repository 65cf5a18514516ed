import type { CardPaymentOutcome, DataController } from '@central/domain/api';
import type { CardPaymentState } from '../../generated/prisma/client';
import type { AuditEntry } from '../../lib/audit';
import type { ActiveTenant } from '../tenants/tenant-directory';

/**
 * The audit actions recorded under the subscriber's customer id, and so theirs beyond doubt. Sign-in tries are recorded
 * under the masked CPF/CNPJ, which many subscribers share ('***.982.***-**'): listing those would show other people's.
 */
export const SUBSCRIBER_AUDIT_ACTIONS = [
  'password-change',
  'password-reset',
  'verification-code-check',
  'push-device-removal',
  'card-removal',
  'other-sessions-end',
] as const satisfies ReadonlyArray<AuditEntry['action']>;

/**
 * An address as the subscriber may see it again: the network part only (an IPv4 /16, an IPv6 /48), enough to tell
 * "my provider" from "somewhere else" without handing a full address to whoever reads the file.
 */
export function maskIp(ip: string | null): string | null {
  if (!ip) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.*.*`;
  const groups = ipv6Groups(ip);
  return groups ? `${groups.slice(0, 3).join(':')}:*` : null;
}

/** The eight groups of an IPv6 address (leading zeros dropped), or null when it is none. */
function ipv6Groups(ip: string): string[] | null {
  if (!/^[0-9a-f:]+$/i.test(ip) || ip.split('::').length > 2) return null;
  const [head = '', tail] = ip.split('::');
  const part = (text: string) => (text === '' ? [] : text.split(':'));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(missing).fill('0'), ...right];
  if (groups.some((group) => group.length === 0 || group.length > 4)) return null;
  return groups.map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/** The browsers' push services (push-service-hosts.ts), by the company that runs them and the browsers that use them. */
const PUSH_SERVICES: ReadonlyArray<[suffix: string, name: string]> = [
  ['fcm.googleapis.com', 'Google (Chrome, Android)'],
  ['push.services.mozilla.com', 'Mozilla (Firefox)'],
  ['push.apple.com', 'Apple (Safari)'],
  ['notify.windows.com', 'Microsoft (Edge, Windows)'],
];

/**
 * Which push service a device's endpoint belongs to. The endpoint itself is never shown: whoever has it (and the keys)
 * can push to that browser, so it is as good as a secret.
 */
export function pushServiceName(endpoint: string): string {
  let host: string;
  try {
    host = new URL(endpoint).hostname.toLowerCase();
  } catch {
    return 'Desconhecido';
  }
  const known = PUSH_SERVICES.find(([suffix]) => host === suffix || host.endsWith(`.${suffix}`));
  return known ? known[1] : host;
}

/** A card payment's state as the subscriber understands it. */
export function cardPaymentOutcome(state: CardPaymentState): CardPaymentOutcome {
  switch (state) {
    case 'done':
      return 'paid';
    case 'declined':
      return 'declined';
    case 'voided':
      return 'voided';
    case 'needs_review':
      return 'in-review';
    default:
      return 'processing';
  }
}

/** 'meus-dados-fibra-sul-2026-11-28.json': the provider's alias in plain lower-case letters, digits and hyphens. */
export function myDataFileName(alias: string, date: string): string {
  const slug = alias
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `meus-dados-${slug || 'provedor'}-${date}.json`;
}

/** The provider as the controller of the subscriber's data, with its contacts and DPO. */
export function dataControllerOf(tenant: ActiveTenant): DataController {
  const { theme } = tenant;
  return {
    alias: tenant.alias,
    legalName: theme.legal.name,
    legalDocument: theme.legal.document,
    email: theme.contact_email,
    phone: theme.phone_number,
    whatsapp: theme.whatsapp_number,
    dpoEmail: tenant.dpoEmail,
  };
}
