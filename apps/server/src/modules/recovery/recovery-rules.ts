import type { MailMessage } from '../../integrations/mail/mailer';
import { firstNameOf } from '../auth/auth-rules';

/** The e-mail that carries a verification code, formatted 000-000-000 like the field that receives it. */
export function codeEmail(options: { to: string; alias: string; customerName: string; code: string }): MailMessage {
  const { to, alias, customerName, code } = options;
  const shown = `${code.slice(0, 3)}-${code.slice(3, 6)}-${code.slice(6, 9)}`;
  const greeting = `Olá, ${firstNameOf(customerName)}!`;
  const intro = `Use o código abaixo para definir uma nova senha na Central do Assinante ${alias}:`;
  const rules = 'O código vale por 10 minutos e só pode ser usado uma vez.';
  const ignore = 'Se você não pediu este código, ignore este e-mail: sua senha continua a mesma.';
  return {
    to,
    fromName: alias,
    subject: `${alias}: seu código de verificação`,
    text: `${greeting}\n\n${intro}\n\n${shown}\n\n${rules}\n${ignore}\n`,
    html:
      `<p>${escape(greeting)}</p><p>${escape(intro)}</p>` +
      `<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${shown}</p>` +
      `<p>${escape(rules)}<br>${escape(ignore)}</p>`,
  };
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A send to the same address this soon after the last one repeats it (a double click, a retried request). */
export const REPEATED_SEND_SECONDS = 5;

/** The account's current code, as far as a new send needs to know it. */
export interface CurrentCode {
  sentTo: string;
  createdAt: Date;
  expiresAt: Date;
  attempts: number;
  verifiedAt: Date | null;
  consumedAt: Date | null;
}

/**
 * Whether a send to `sentTo` at `now` repeats the current code: the same address, moments ago, still usable and not
 * tried yet (a person who already typed a code and asks again means it).
 */
export function repeatsCurrentCode(current: CurrentCode | null, sentTo: string, now: Date): boolean {
  if (!current || current.sentTo !== sentTo) return false;
  if (current.attempts > 0 || current.verifiedAt || current.consumedAt || current.expiresAt <= now) return false;
  return now.getTime() - current.createdAt.getTime() < REPEATED_SEND_SECONDS * 1000;
}
