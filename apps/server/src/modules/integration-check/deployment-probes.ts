import { CHECK_TEXTS, type CheckLine } from '@central/domain';
import type { Mailer } from '../../integrations/mail/mailer';
import { pushSubjectFor } from '../../integrations/push/subject';
import type { SecretBox } from '../../lib/crypto';
import { line } from './check-lines';

/** E-mail, shared by every provider of the deployment: the SMTP server accepts a connection and the login. */
export async function probeMail(mailer: Pick<Mailer, 'verify'>): Promise<CheckLine[]> {
  try {
    const where = await mailer.verify();
    return [
      line(
        'mail',
        CHECK_TEXTS.mail.title,
        where === 'smtp' ? 'ok' : 'unverifiable',
        where === 'smtp' ? CHECK_TEXTS.mail.smtpOk : CHECK_TEXTS.mail.outbox,
      ),
    ];
  } catch (error) {
    // nodemailer's message names the server and the SMTP reply, never the password (it is in the URL, not the error).
    const reason = String((error as Error).message ?? error).slice(0, 160);
    return [line('mail', CHECK_TEXTS.mail.title, 'failed', CHECK_TEXTS.mail.smtpFailed(reason))];
  }
}

/** Web Push: the provider's VAPID pair is stored and opens, and the contact push services will see. */
export function probePush(
  box: Pick<SecretBox, 'open'>,
  tenant: { clientId: string; vapidPublicKey: string | null; vapidPrivateKey: string | null; contactEmail: string | null },
  configuredSubject: string | undefined,
): CheckLine[] {
  const title = CHECK_TEXTS.push.title;
  if (!tenant.vapidPublicKey || !tenant.vapidPrivateKey) return [line('push', title, 'failed', CHECK_TEXTS.push.keysMissing)];
  try {
    box.open(tenant.vapidPrivateKey, tenant.clientId);
  } catch {
    return [line('push', title, 'failed', CHECK_TEXTS.push.keysUnreadable)];
  }
  return [line('push', title, 'ok', CHECK_TEXTS.push.ok(pushSubjectFor(configuredSubject, tenant.contactEmail)))];
}
