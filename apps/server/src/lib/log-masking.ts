/**
 * Personal data never reaches the logs in clear (LGPD; ASVS 16.2.5): CPF/CNPJ keep only a few middle digits,
 * e-mails keep their first letter and domain, and secret-bearing keys are replaced entirely.
 */
const CPF = /\b(\d{3})\.?(\d{3})\.?(\d{3})-?(\d{2})\b/g;
const CNPJ = /\b(\d{2})\.?(\d{3})\.?(\d{3})\/?(\d{4})-?(\d{2})\b/g;
const EMAIL = /\b([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})\b/g;
const SECRET_KEYS = /pass|senha|token|secret|authorization|cookie|verificationcode|securitycode|cvv|cardnumber/i;

export function maskText(text: string): string {
  return text
    .replace(CNPJ, '**.$2.***/****-**')
    .replace(CPF, '***.$2.***-**')
    .replace(EMAIL, '$1***@$2');
}

export function maskValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskText(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskValue(item, depth + 1));
  // Only plain data is rewritten; class instances (errors, requests) go to their own serializers intact.
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_KEYS.test(key) ? '[redacted]' : maskValue(item, depth + 1)]),
  );
}
