import { formatCpfOrCnpj, isValidCpfOrCnpj, MESSAGES, onlyDigits } from '@central/domain';
import type { SessionInfo } from '@central/domain/api';
import { badRequest } from '../../lib/app-error';
import type { ActiveTenant } from '../tenants/tenant-directory';
import type { SessionContext } from './sessions';

/** Whose password a sign-in guesses: the CPF/CNPJ at one provider (whether or not it is a customer). */
export function signInAccount(tenant: { id: string }, document: string) {
  return { tenantId: tenant.id, subject: onlyDigits(document) };
}

/** The CPF/CNPJ as IXC stores it, or the exact warning for a missing or invalid one. */
export function readDocument(value: string | undefined): string {
  if (!value || !value.trim()) throw badRequest('CPF_CNPJ_REQUIRED', MESSAGES.cpfCnpjRequired);
  const formatted = formatCpfOrCnpj(value);
  if (!formatted || !isValidCpfOrCnpj(value) || /[^\d.\-/\s]/.test(value)) {
    throw badRequest('CPF_CNPJ_INVALID', MESSAGES.cpfCnpjInvalid);
  }
  return formatted;
}

/** The greeting uses the first name, in title case even when IXC keeps names in capitals ('MARIA' -> 'Maria'). */
export function firstNameOf(fullName: string): string {
  const first = fullName.trim().split(/\s+/)[0] ?? '';
  return first.charAt(0).toLocaleUpperCase('pt-BR') + first.slice(1).toLocaleLowerCase('pt-BR');
}

/**
 * A short pt-BR label of the browser and system a session was opened on, for 'Meus dados' ("Chrome no Android").
 * Only the label is kept, never the User-Agent (LGPD minimisation). Order matters: Edge, Opera and Samsung Internet
 * also say "Chrome", and Chrome also says "Safari".
 */
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export function deviceLabel(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const text = userAgent.slice(0, 512);
  const browser = BROWSERS.find(([pattern]) => pattern.test(text))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1];
  if (browser && system) return `${browser} no ${system}`;
  return browser ?? system ?? null;
}

export function sessionInfo(tenant: ActiveTenant, session: SessionContext): SessionInfo {
  return {
    clientId: tenant.clientId,
    customer: { name: session.customerName, firstName: firstNameOf(session.customerName) },
    featureFlags: tenant.featureFlags,
    expiresAt: session.expiresAt.toISOString(),
  };
}
