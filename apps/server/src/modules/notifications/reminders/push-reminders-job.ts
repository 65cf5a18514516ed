import type { FastifyBaseLogger } from 'fastify';
import type { IsoDate } from '@central/domain';
import type { ExecuteSql } from '../../../db/execute-sql';
import { createInvoiceGateway } from '../../../integrations/ixc/invoices';
import type { PushResult, PushSender } from '../../../integrations/push/sender';
import { sendWithRetry, type RetryPolicy } from '../../../integrations/push/retrying-send';
import { pushSubjectFor } from '../../../integrations/push/subject';
import { countPushes, type Metrics } from '../../../metrics/metrics';
import type { JobRunner } from '../../../jobs/job-runner';
import type { SecretBox } from '../../../lib/crypto';
import { eachWithLimit } from '../../../lib/each-with-limit';
import { toInvoice } from '../../invoices/invoice-rules';
import type { TenantDirectory } from '../../tenants/tenant-directory';
import { isInReminderWindow, localDateAndHour, REMINDER_TITLE, reminderHorizon, reminderText } from './reminder-rules';
import type { VapidRefusals } from '../vapid-refusals';

export const REMINDER_CHECK_QUEUE = 'push-reminders-check';
export const REMINDER_RUN_QUEUE = 'push-reminders';

/**
 * Every quarter of an hour: a provider whose local reminder hour has come, and whose day has no finished run, gets
 * its run. Checking often, rather than once at the hour, lets a deployment that was down at 9:00 catch up at 9:15.
 */
const EVERY_QUARTER_HOUR = '*/15 * * * *';

/** A reminder still waiting at the push service after this long is stale: the day has moved on. */
const TTL_SECONDS = 12 * 60 * 60;

export interface ReminderRun {
  tenantId: string;
  localDate: IsoDate;
}

export interface PushReminderDeps {
  db: { executeSql: ExecuteSql };
  tenants: Pick<TenantDirectory, 'byClientId'>;
  sender: Pick<PushSender, 'send'>;
  box: Pick<SecretBox, 'open'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** PUSH_SUBJECT; absent outside production, where each provider's contact e-mail or the demo subject is used. */
  subject?: string;
  /** A push service refusing our VAPID token is the operator's to fix: said once an hour, never per device. */
  vapidRefusals: VapidRefusals;
  retry?: Omit<RetryPolicy, 'signal'>;
  /** Customers whose bills one ERP listing reads (default 200). */
  customersPerCall?: number;
  /** Pushes in flight at once (default 50). */
  concurrency?: number;
  now?: () => Date;
}

interface TenantRow {
  id: string;
  timezone: string;
  push_reminder_hour: number;
}

/** The providers whose reminder hour has come today (their local today) and whose day has no finished run yet. */
export async function dueReminderRuns(deps: Pick<PushReminderDeps, 'db'>, now: Date): Promise<ReminderRun[]> {
  const { rows } = await deps.db.executeSql<TenantRow>(
    `SELECT t.id, t.timezone, t.push_reminder_hour FROM tenants t
      WHERE t.status = 'active' AND t.vapid_private_key IS NOT NULL
        AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.tenant_id = t.id)`,
  );
  const candidates = rows.flatMap((row) => {
    const local = localDateAndHour(row.timezone, now);
    return local.hour >= row.push_reminder_hour ? [{ tenantId: row.id, localDate: local.date }] : [];
  });
  if (candidates.length === 0) return [];
  const finished = await deps.db.executeSql<{ tenant_id: string }>(
    `SELECT r.tenant_id FROM push_reminder_runs r
       JOIN unnest(string_to_array($1, ',')::uuid[], string_to_array($2, ',')::date[]) AS c(tenant_id, local_date)
         ON r.tenant_id = c.tenant_id AND r.local_date = c.local_date`,
    [candidates.map((c) => c.tenantId).join(','), candidates.map((c) => c.localDate).join(',')],
  );
  const done = new Set(finished.rows.map((row) => row.tenant_id));
  return candidates.filter((candidate) => !done.has(candidate.tenantId));
}

interface RunTenantRow {
  client_id: string;
  contact_email: string | null;
  timezone: string;
  vapid_public_key: string | null;
  vapid_private_key: string | null;
  finished: boolean;
}

interface SubscriptionRow {
  id: string;
  customer_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  invoice_range: number;
}

interface Reminder {
  subscription: SubscriptionRow;
  invoiceId: string;
  dueDate: IsoDate;
  value: number;
}

export interface ReminderRunSummary {
  skipped?: 'finished' | 'provider_unavailable' | 'day_over';
  sent: number;
  failed: number;
  removed: number;
}

/**
 * One provider's reminders for one local day. Customers with subscriptions are read in pages, and each page's
 * bills come from one ERP listing. A reminder is claimed (push_reminders) before its push goes out and the claim
 * is never taken back after a push service took the message, so a retried or doubled run never sends it again.
 * Bills are read when the run works, so a bill paid since yesterday is not mentioned. If the ERP fails, the job
 * fails and the job runner retries it; the claims made so far keep what was sent sent once.
 */
export async function sendReminders(deps: PushReminderDeps, run: ReminderRun, signal?: AbortSignal): Promise<ReminderRunSummary> {
  const totals = { sent: 0, failed: 0, removed: 0 };
  const { rows } = await deps.db.executeSql<RunTenantRow>(
    `SELECT client_id, contact_email, timezone, vapid_public_key, vapid_private_key,
            EXISTS (SELECT 1 FROM push_reminder_runs r WHERE r.tenant_id = t.id AND r.local_date = $2::date) AS finished
       FROM tenants t WHERE t.id = $1`,
    [run.tenantId, run.localDate],
  );
  const row = rows[0];
  if (row?.finished) return { skipped: 'finished', ...totals };
  const tenant = row ? await deps.tenants.byClientId(row.client_id) : null;
  if (!row || !tenant || !row.vapid_public_key || !row.vapid_private_key) return { skipped: 'provider_unavailable', ...totals };
  // A run retried after the provider's midnight would count days from yesterday: the new day's run takes over.
  if (localDateAndHour(row.timezone, deps.now?.() ?? new Date()).date !== run.localDate)
    return finish(deps, run, { skipped: 'day_over', ...totals });

  const vapid = { publicKey: row.vapid_public_key, privateKey: deps.box.open(row.vapid_private_key, row.client_id) };
  const subject = pushSubjectFor(deps.subject, row.contact_email);
  const today = run.localDate;
  const invoices = createInvoiceGateway(tenant.ixc);
  let cursor = '';
  for (;;) {
    if (signal?.aborted) throw new Error('push reminders stopped; the retry skips every reminder already claimed');
    const page = await deps.db.executeSql<{ customer_id: string }>(
      `SELECT DISTINCT customer_id FROM push_subscriptions WHERE tenant_id = $1 AND customer_id > $2 ORDER BY customer_id LIMIT $3`,
      [run.tenantId, cursor, deps.customersPerCall ?? 200],
    );
    if (page.rows.length === 0) break;
    const customerIds = page.rows.map((r) => r.customer_id);
    cursor = customerIds.at(-1)!;

    const bills = (await invoices.listOpenDueBetweenOf(customerIds, today, reminderHorizon(today))).flatMap((bill) => {
      const invoice = toInvoice(bill, today);
      return invoice?.status === 'to_receive' && bill.id_cliente ? [{ customerId: bill.id_cliente, invoice }] : [];
    });
    if (bills.length === 0) continue;
    const subscriptions = await deps.db.executeSql<SubscriptionRow>(
      `SELECT id, customer_id, endpoint, p256dh, auth, invoice_range FROM push_subscriptions
        WHERE tenant_id = $1 AND customer_id = ANY(string_to_array($2, ','))`,
      [run.tenantId, [...new Set(bills.map((bill) => bill.customerId))].join(',')],
    );
    const due = subscriptions.rows.flatMap((subscription) =>
      bills
        .filter(
          (bill) =>
            bill.customerId === subscription.customer_id && isInReminderWindow(subscription.invoice_range, today, bill.invoice.dueDate),
        )
        .map((bill): Reminder => ({ subscription, invoiceId: bill.invoice.id, dueDate: bill.invoice.dueDate, value: bill.invoice.value })),
    );
    const counts = await sendClaimed(deps, await claim(deps, due), { clientId: row.client_id, vapid, subject, today, signal });
    totals.sent += counts.sent;
    totals.failed += counts.failed;
    totals.removed += counts.removed;
  }
  return finish(deps, run, totals);
}

/** Claims the reminders no run has sent yet, in one statement; answers those this run now owns. */
async function claim(deps: Pick<PushReminderDeps, 'db'>, due: Reminder[]): Promise<Reminder[]> {
  if (due.length === 0) return [];
  const { rows } = await deps.db.executeSql<{ subscription_id: string; invoice_id: string }>(
    `INSERT INTO push_reminders (subscription_id, invoice_id, range_days, due_date)
     SELECT c.subscription_id::uuid, c.invoice_id, c.range_days::int, c.due_date::date
       FROM unnest(string_to_array($1, ','), string_to_array($2, ','), string_to_array($3, ','), string_to_array($4, ','))
         AS c(subscription_id, invoice_id, range_days, due_date)
     ON CONFLICT DO NOTHING RETURNING subscription_id, invoice_id`,
    [
      due.map((r) => r.subscription.id).join(','),
      due.map((r) => r.invoiceId).join(','),
      due.map((r) => r.subscription.invoice_range).join(','),
      due.map((r) => r.dueDate).join(','),
    ],
  );
  const owned = new Set(rows.map((row) => `${row.subscription_id}/${row.invoice_id}`));
  return due.filter((r) => owned.has(`${r.subscription.id}/${r.invoiceId}`));
}

/**
 * Sends the claimed reminders. A push service that says "gone" removes the device (and its claims); one that still
 * says "later" after the tries, or that refuses our VAPID token (the operator's configuration, logged once an hour),
 * gives the claim back, so the next day's run tries again with that day's wording.
 */
async function sendClaimed(
  deps: PushReminderDeps,
  reminders: Reminder[],
  context: { clientId: string; vapid: { publicKey: string; privateKey: string }; subject: string; today: IsoDate; signal?: AbortSignal },
) {
  const counts = { sent: 0, failed: 0, removed: 0 };
  const gone = new Set<string>();
  const released: Reminder[] = [];
  await eachWithLimit(reminders, deps.concurrency ?? 50, async (reminder) => {
    const { subscription } = reminder;
    if (gone.has(subscription.id)) return;
    const payload = {
      title: REMINDER_TITLE,
      body: reminderText(reminder.value, context.today, reminder.dueDate),
      url: `/panel/financial/invoice/${reminder.invoiceId}`,
    };
    const result: PushResult = await sendWithRetry(
      deps.sender,
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      { vapid: context.vapid, subject: context.subject, ttlSeconds: TTL_SECONDS, urgency: 'normal', topic: topicOf(reminder.invoiceId) },
      { ...deps.retry, signal: context.signal },
    );
    if (result.outcome === 'delivered') counts.sent += 1;
    else if (result.outcome === 'gone') gone.add(subscription.id);
    else {
      counts.failed += 1;
      if (result.outcome === 'retry' || deps.vapidRefusals.noted(context.clientId, result)) released.push(reminder);
      else
        deps.log.warn(
          { subscriptionId: subscription.id, statusCode: result.statusCode, reason: result.reason },
          'push service refused a reminder',
        );
    }
  });
  if (gone.size > 0) {
    const { rows } = await deps.db.executeSql<{ id: string }>(
      `DELETE FROM push_subscriptions WHERE id = ANY(string_to_array($1, ',')::uuid[]) RETURNING id`,
      [[...gone].join(',')],
    );
    counts.removed = rows.length;
  }
  if (released.length > 0) {
    await deps.db.executeSql(
      `DELETE FROM push_reminders r USING unnest(string_to_array($1, ',')::uuid[], string_to_array($2, ','), string_to_array($3, ',')::int[]) AS c(s, i, d)
        WHERE r.subscription_id = c.s AND r.invoice_id = c.i AND r.range_days = c.d`,
      [
        released.map((r) => r.subscription.id).join(','),
        released.map((r) => r.invoiceId).join(','),
        released.map((r) => r.subscription.invoice_range).join(','),
      ],
    );
  }
  return counts;
}

/** A newer reminder of the same bill replaces one still waiting at the push service (RFC 8030 Topic, ≤ 32 chars). */
const topicOf = (invoiceId: string) => {
  const topic = `fatura-${invoiceId}`;
  return /^[A-Za-z0-9_-]{1,32}$/.test(topic) ? topic : undefined;
};

async function finish(deps: Pick<PushReminderDeps, 'db'>, run: ReminderRun, summary: ReminderRunSummary): Promise<ReminderRunSummary> {
  await deps.db.executeSql(
    `INSERT INTO push_reminder_runs (tenant_id, local_date, sent, failed, removed) VALUES ($1, $2::date, $3, $4, $5)
     ON CONFLICT (tenant_id, local_date) DO NOTHING`,
    [run.tenantId, run.localDate, summary.sent, summary.failed, summary.removed],
  );
  return summary;
}

/** Declares the reminder queues and the quarter-hourly check on the job runner (every replica; the check fires once). */
export function registerPushReminders(jobs: JobRunner, deps: PushReminderDeps & { metrics?: Pick<Metrics, 'pushMessages'> }): void {
  jobs.work(
    REMINDER_CHECK_QUEUE,
    async () => {
      const runs = await dueReminderRuns(deps, deps.now?.() ?? new Date());
      for (const run of runs) await jobs.send<ReminderRun>(REMINDER_RUN_QUEUE, run, { singletonKey: `${run.tenantId}:${run.localDate}` });
      return { started: runs.length };
    },
    { policy: 'stately', retryLimit: 0, expireInSeconds: 5 * 60 },
  );
  jobs.schedule(REMINDER_CHECK_QUEUE, EVERY_QUARTER_HOUR);
  jobs.work<ReminderRun>(
    REMINDER_RUN_QUEUE,
    async ({ data, signal }) => countPushes(deps.metrics, await sendReminders(deps, data, signal)),
    {
      policy: 'short',
      retryLimit: 3,
      retryDelaySeconds: 5 * 60,
      retryBackoff: true,
      expireInSeconds: 60 * 60,
    },
  );
}
