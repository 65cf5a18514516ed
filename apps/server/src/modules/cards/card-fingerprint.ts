import { keyedHash } from '../../lib/signed-token';

/**
 * What tells 'Você já cadastrou este cartão' without keeping the number (PCI DSS 3.5.1): a keyed HMAC-SHA256 of
 * the 16 digits under the server's hash secret, with its own purpose so it never equals another keyed hash.
 * The provider is part of it, so the same card saved at two providers cannot be matched across them.
 */
export function cardFingerprint(secret: string, tenantId: string, digits: string): string {
  return keyedHash(secret, 'card-fingerprint', tenantId, digits);
}
