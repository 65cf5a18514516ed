/**
 * When a partner's JWT says it ends (`exp`), read without checking its signature: the token is the partner's, and
 * only the partner can tell whether it is genuine. Undefined for a token that is no JWT or states no `exp`.
 */
export function jwtExpiry(token: string): Date | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const exp = (JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) && exp > 0 ? new Date(exp * 1000) : undefined;
  } catch {
    return undefined;
  }
}
