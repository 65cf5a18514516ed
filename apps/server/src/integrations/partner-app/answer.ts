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

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/-/g, '') // 'e-mail' reads as 'email'
    .replace(/[^a-z0-9@]+/g, ' ')
    .trim();

/** Whether the partner's message contains `text`, compared without accents, case or punctuation. */
export const saysText = (message: string | undefined, text: string) => message !== undefined && fold(message).includes(fold(text));

/** A partner text made safe to keep: bounded, and without the call's secrets should the partner echo them. */
export function cleanPartnerText(text: string, secrets: readonly string[]): string {
  let clean = text;
  for (const secret of secrets) if (secret.length >= 4) clean = clean.split(secret).join('[redacted]');
  return clean.slice(0, 300);
}
