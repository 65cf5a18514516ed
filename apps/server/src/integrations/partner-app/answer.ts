/** Reading a partner app's JSON answer: its object, its refusal text, and what that text says. */

/** The body when it is a JSON object; undefined for anything else (an array, a text, nothing). */
export const jsonObject = (body: unknown): Record<string, unknown> | undefined =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;

/** A string value that is not empty; undefined for anything else. */
export const nonEmptyText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** A refusal's text: `{message}` (or `error`, which partners often use). */
export function readPartnerMessage(body: unknown): string | undefined {
  const found = jsonObject(body);
  return nonEmptyText(found?.message) ?? nonEmptyText(found?.error);
}

/** Whether a partner's texts read 'e-mail' as 'email' (`drop`, the default) or as written (`keep`). */
export type Hyphens = 'drop' | 'keep';

function fold(text: string, hyphens: Hyphens) {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const words = hyphens === 'keep' ? plain.replace(/[^a-z0-9@-]+/g, ' ') : plain.replace(/-/g, '').replace(/[^a-z0-9@]+/g, ' ');
  return words.trim();
}

/** Whether the partner's message contains `text`, compared without accents, case, punctuation or (unless kept) hyphens. */
export const saysText = (message: string | undefined, text: string, hyphens: Hyphens = 'drop') =>
  message !== undefined && fold(message, hyphens).includes(fold(text, hyphens));

/**
 * Tells apart the refusals a partner names in its text: the first of `named` (a refusal, and the text that names it)
 * whose text the message says; 'rejected' for any other.
 */
export function refusalByText<Refusal extends string>(named: ReadonlyArray<readonly [Refusal, string]>, hyphens: Hyphens = 'drop') {
  return (message: string | undefined): Refusal | 'rejected' =>
    named.find(([, text]) => saysText(message, text, hyphens))?.[0] ?? 'rejected';
}

/** A partner text made safe to keep: bounded, and without the call's secrets should the partner echo them. */
export function cleanPartnerText(text: string, secrets: readonly string[]): string;
export function cleanPartnerText(text: string | undefined, secrets: readonly string[]): string | undefined;
export function cleanPartnerText(text: string | undefined, secrets: readonly string[]): string | undefined {
  if (text === undefined) return undefined;
  let clean = text;
  for (const secret of secrets) if (secret.length >= 4) clean = clean.split(secret).join('[redacted]');
  return clean.slice(0, 300);
}
