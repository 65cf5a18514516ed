import { createPushService, pushSandboxCertificate, SANDBOX_TOKENS, type PushService, type SandboxSubscription } from '@central/sandbox';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { createPushSender, type PushSender } from '../src/integrations/push/sender';
import type { JobRunner } from '../src/jobs/job-runner';
import { createSecretBox } from '../src/lib/crypto';
import { ensureVapidKeys } from '../src/modules/notifications/vapid-keys-store';
import {
  dueReminderRuns,
  registerPushReminders,
  REMINDER_CHECK_QUEUE,
  sendReminders,
  type PushReminderDeps,
} from '../src/modules/notifications/reminders/push-reminders-job';
import { createVapidRefusals } from '../src/modules/notifications/vapid-refusals';
import { createTenantDirectory } from '../src/modules/tenants/tenant-directory';
import { recordingLog, testRunner } from './support/jobs';
import { subscribedDevice } from './support/push-devices';
import { startTestApp, TEST_SECRETS, type TestApp } from './support/test-app';

/**
 * Due-date reminders. The ERP's bills are dated from the sandbox's today, 5 December 2026; the job's clock
 * is set per test, in UTC, and the demo provider is in São Paulo (UTC−3 all year): 12:00Z is 09:00 there.
 */
const box = createSecretBox(TEST_SECRETS.secretsKey);
const at = (iso: string) => () => new Date(iso);
const DAY_1 = '2026-12-05';

let t: TestApp;
let push: PushService;
let sender: PushSender;
let demoId: string;
let acmeId: string;
beforeAll(async () => {
  t = await startTestApp({ sandboxToday: DAY_1 });
  await ensureVapidKeys(t.db.prisma, box);
  push = createPushService();
  await push.listen();
  sender = createPushSender({ ca: pushSandboxCertificate().cert });
  demoId = (await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'demo' } })).id;
  acmeId = (await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'acme' } })).id;
});
beforeEach(() => t.fresh());
afterEach(async () => {
  push.reset();
  await t.db.prisma.pushSubscription.deleteMany();
  await t.db.prisma.pushReminderRun.deleteMany();
});
afterAll(async () => {
  await sender.close();
  await push.close();
  await t.close();
});

/** What the job needs, over `database` (another replica's connection when given), with waits of a few ms. */
function depsAt(
  now: string,
  overrides: Partial<PushReminderDeps> & { database?: Database } = {},
): PushReminderDeps & { lines: ReturnType<typeof recordingLog>['lines'] } {
  const database = overrides.database ?? t.db;
  const tenants = createTenantDirectory({ prisma: database.prisma, box, ixc: { timeoutMs: 3000, listRetries: 0 } });
  const { log, lines } = recordingLog();
  const vapidRefusals = createVapidRefusals(log);
  return { db: database, tenants, sender, box, log, vapidRefusals, retry: { baseDelayMs: 5 }, now: at(now), lines, ...overrides };
}

/** A phone of a subscriber, subscribed on the push simulator and saved as the notifications page would. */
const device = (tenantId: string, customerId: string, invoiceRange: number) =>
  subscribedDevice(t, push, tenantId, customerId, invoiceRange);

/** What a device showed: the decrypted payloads, in the order they arrived. */
const shown = (subscription: SandboxSubscription) => push.messages(subscription.id).map((message) => JSON.parse(message.payload));
const bodies = (subscription: SandboxSubscription) =>
  shown(subscription)
    .map((payload) => payload.body)
    .sort();

describe('the reminders of a day', () => {
  it('sends each device the bills inside its range, with the amount, how soon and a link to the bill, in one ERP call', async () => {
    const mariaPhone = await device(demoId, '1001', 5);
    const mariaLaptop = await device(demoId, '1001', 15);
    const padaria = await device(demoId, '1002', 5);
    const ana = await device(demoId, '1004', 10);
    const noBills = await device(demoId, '1003', 15);
    t.sandbox.sandbox.resetStats();

    const summary = await sendReminders(depsAt('2026-12-05T12:00:00Z'), { tenantId: demoId, localDate: DAY_1 });

    expect(summary).toEqual({ sent: 7, failed: 0, removed: 0 });
    expect(t.sandbox.sandbox.stats().byResource).toEqual({ fn_areceber: 1 });
    expect(shown(mariaPhone)).toEqual([
      {
        title: 'Fatura a vencer',
        body: 'Sua fatura de R$ 99,90 vence hoje (05/12). Toque para pagar.',
        url: '/panel/financial/invoice/5003',
      },
    ]);
    // Overdue (5001, 5002), partly paid (5007), canceled (5009), hidden (5010) and later (5005) bills are not reminded.
    expect(bodies(mariaLaptop)).toEqual([
      'Sua fatura de R$ 79,90 vence em 12 dias (17/12). Toque para pagar.',
      'Sua fatura de R$ 79,90 vence em 7 dias (12/12). Toque para pagar.',
      'Sua fatura de R$ 79,90 vence em 9 dias (14/12). Toque para pagar.',
      'Sua fatura de R$ 80,00 vence em 14 dias (19/12). Toque para pagar.',
      'Sua fatura de R$ 99,90 vence hoje (05/12). Toque para pagar.',
    ]);
    expect(shown(padaria)).toEqual([
      {
        title: 'Fatura a vencer',
        body: 'Sua fatura de R$ 199,90 vence em 5 dias (10/12). Toque para pagar.',
        url: '/panel/financial/invoice/5101',
      },
    ]);
    expect(shown(ana)).toEqual([]);
    expect(shown(noBills)).toEqual([]);
    const headers = push.messages(padaria.id)[0]!.headers;
    expect(headers).toMatchObject({ ttl: '43200', urgency: 'normal', topic: 'fatura-5101' });
    expect(await t.db.prisma.pushReminderRun.findMany({ select: { sent: true, failed: true, removed: true } })).toEqual([
      { sent: 7, failed: 0, removed: 0 },
    ]);
  });

  it('reads the bills of many subscribers with one ERP listing per page of customers, never one per device', async () => {
    for (const customer of ['1001', '1002', '1003', '1004']) await device(demoId, customer, 15);
    t.sandbox.sandbox.resetStats();
    await sendReminders(depsAt('2026-12-05T12:00:00Z', { customersPerCall: 3 }), { tenantId: demoId, localDate: DAY_1 });
    expect(t.sandbox.sandbox.stats().byResource).toEqual({ fn_areceber: 2 });
  });

  it("never sends one reminder twice: not a second run, not a run retried after its day's record was lost, not two replicas at once", async () => {
    const mariaLaptop = await device(demoId, '1001', 15);
    const padaria = await device(demoId, '1002', 5);
    const replica = await t.db.openReplica();
    try {
      const run = { tenantId: demoId, localDate: DAY_1 };
      const [first, second] = await Promise.all([
        sendReminders(depsAt('2026-12-05T12:00:00Z'), run),
        sendReminders(depsAt('2026-12-05T12:00:00Z', { database: replica }), run),
      ]);
      expect(first.sent + second.sent).toBe(6);
      expect(await sendReminders(depsAt('2026-12-05T13:00:00Z'), run)).toEqual({ skipped: 'finished', sent: 0, failed: 0, removed: 0 });
      await t.db.prisma.pushReminderRun.deleteMany();
      expect(await sendReminders(depsAt('2026-12-05T14:00:00Z'), run)).toEqual({ sent: 0, failed: 0, removed: 0 });
      expect(push.requestCount(mariaLaptop.id)).toBe(5);
      expect(push.requestCount(padaria.id)).toBe(1);
    } finally {
      await replica.close();
    }
  });

  it("does not mention a bill paid since, and leaves other providers' devices alone", async () => {
    const mariaLaptop = await device(demoId, '1001', 15);
    const acmeNamesake = await device(acmeId, '1001', 15);
    // Paid this morning, as IXC records a payment: the bill's row rewritten with status R.
    const bill = t.sandbox.sandbox.table('demo', 'fn_areceber').find((row) => row.id === '5004')!;
    const paid = await t.sandbox.inject({
      method: 'PUT',
      url: '/webservice/v1/fn_areceber/5004',
      headers: { authorization: `Basic ${Buffer.from(SANDBOX_TOKENS.demo).toString('base64')}`, 'content-type': 'application/json' },
      payload: { ...bill, status: 'R', valor_recebido: bill.valor, pagamento_data: DAY_1 },
    });
    expect(paid.statusCode).toBe(200);

    await sendReminders(depsAt('2026-12-05T12:00:00Z'), { tenantId: demoId, localDate: DAY_1 });

    expect(bodies(mariaLaptop)).not.toContain('Sua fatura de R$ 79,90 vence em 7 dias (12/12). Toque para pagar.');
    expect(bodies(mariaLaptop)).toHaveLength(4);
    expect(push.requestCount(acmeNamesake.id)).toBe(0);
  });
});

describe("the provider's day", () => {
  it('starts at its reminder hour in its own time zone, once a day, and the next day reminds what came into range', async () => {
    const mariaPhone = await device(demoId, '1001', 5);
    const ana = await device(demoId, '1004', 10);
    const runsAt = async (iso: string) => (await dueReminderRuns({ db: t.db }, new Date(iso))).filter((run) => run.tenantId === demoId);

    expect(await runsAt('2026-12-05T11:59:00Z')).toEqual([]);
    expect(await runsAt('2026-12-05T12:00:00Z')).toEqual([{ tenantId: demoId, localDate: '2026-12-05' }]);
    await sendReminders(depsAt('2026-12-05T12:00:00Z'), { tenantId: demoId, localDate: '2026-12-05' });
    expect(bodies(mariaPhone)).toEqual(['Sua fatura de R$ 99,90 vence hoje (05/12). Toque para pagar.']);

    // 23:30 in São Paulo is already the 6th in UTC: still the same local day, already done.
    expect(await runsAt('2026-12-06T02:30:00Z')).toEqual([]);
    // Midnight there: a new day, but not its hour yet.
    expect(await runsAt('2026-12-06T03:00:00Z')).toEqual([]);

    await t.db.prisma.tenant.update({ where: { id: demoId }, data: { pushReminderHour: 7 } });
    expect(await runsAt('2026-12-07T09:59:00Z')).toEqual([]);
    expect(await runsAt('2026-12-07T10:00:00Z')).toEqual([{ tenantId: demoId, localDate: '2026-12-07' }]);
    await sendReminders(depsAt('2026-12-07T10:00:00Z'), { tenantId: demoId, localDate: '2026-12-07' });
    expect(bodies(mariaPhone)).toEqual([
      'Sua fatura de R$ 79,90 vence em 5 dias (12/12). Toque para pagar.',
      'Sua fatura de R$ 99,90 vence hoje (05/12). Toque para pagar.',
    ]);
    expect(bodies(ana)).toEqual(['Sua fatura de R$ 79,90 vence em 10 dias (17/12). Toque para pagar.']);
    await t.db.prisma.tenant.update({ where: { id: demoId }, data: { pushReminderHour: 9 } });
  });

  it('a run retried after its day is over ends without sending yesterday’s wording', async () => {
    const mariaPhone = await device(demoId, '1001', 5);
    const summary = await sendReminders(depsAt('2026-12-06T03:00:00Z'), { tenantId: demoId, localDate: '2026-12-05' });
    expect(summary).toEqual({ skipped: 'day_over', sent: 0, failed: 0, removed: 0 });
    expect(push.requestCount(mariaPhone.id)).toBe(0);
  });

  it('skips providers without opted-in devices and suspended ones', async () => {
    await device(demoId, '1001', 5);
    expect((await dueReminderRuns({ db: t.db }, new Date('2026-12-05T12:00:00Z'))).map((run) => run.tenantId)).toEqual([demoId]);
    await t.db.prisma.tenant.update({ where: { id: demoId }, data: { status: 'suspended' } });
    try {
      expect(await dueReminderRuns({ db: t.db }, new Date('2026-12-05T12:00:00Z'))).toEqual([]);
    } finally {
      await t.db.prisma.tenant.update({ where: { id: demoId }, data: { status: 'active' } });
    }
  });
});

describe('what the push service answers', () => {
  it('410 removes the device; 429 is retried after Retry-After and delivered once; 413 is dropped and logged, never retried', async () => {
    const gone = await device(demoId, '1002', 5);
    const throttled = await device(demoId, '1002', 15);
    const tooLarge = await device(demoId, '1002', 10);
    push.answerWith(gone.id, { status: 410 });
    push.answerWith(throttled.id, { status: 429, retryAfter: 1 });
    push.answerWith(tooLarge.id, { status: 413 });
    const waits: number[] = [];
    const deps = depsAt('2026-12-05T12:00:00Z', {
      retry: { wait: async (ms) => void (waits.push(ms), push.answerWith(throttled.id, null)) },
    });

    const summary = await sendReminders(deps, { tenantId: demoId, localDate: DAY_1 });

    expect(summary).toEqual({ sent: 1, failed: 1, removed: 1 });
    expect(waits).toEqual([1000]);
    expect(push.messages(throttled.id)).toHaveLength(1);
    expect(push.requestCount(tooLarge.id)).toBe(1);
    const left = await t.db.prisma.pushSubscription.findMany({ select: { endpoint: true } });
    expect(left.map((row) => row.endpoint).sort()).toEqual([throttled.endpoint, tooLarge.endpoint].sort());
    expect(
      deps.lines.filter((line) => line.msg === 'push service refused a reminder').map(({ statusCode, reason }) => ({ statusCode, reason })),
    ).toEqual([{ statusCode: 413, reason: 'too_large' }]);
  });

  it('a refused VAPID token (403 BadJwtToken for a .local subject) keeps the device, gives the reminder back and tells the operator once; fixed, the next day sends it', async () => {
    const padaria = await device(demoId, '1002', 5);
    const padariaTablet = await device(demoId, '1002', 15);
    const misconfigured = depsAt('2026-12-05T12:00:00Z', { subject: 'mailto:suporte@central.local' });
    const first = await sendReminders(misconfigured, { tenantId: demoId, localDate: DAY_1 });
    expect(first).toEqual({ sent: 0, failed: 2, removed: 0 });
    expect([push.requestCount(padaria.id), push.requestCount(padariaTablet.id), push.messages()]).toEqual([1, 1, []]);
    expect(await t.db.prisma.pushSubscription.count()).toBe(2);
    expect(await t.db.prisma.pushReminder.count()).toBe(0);
    expect(
      misconfigured.lines
        .filter((line) => line.level >= 40)
        .map(({ level, msg, clientId, statusCode }) => [level, msg, clientId, statusCode]),
    ).toEqual([
      [
        50,
        "the push service refused our VAPID token (403): check PUSH_SUBJECT (a mailto: of a real domain or an https: URL, not localhost or .local) and the provider's VAPID keys; subscriptions are kept",
        'demo',
        403,
      ],
    ]);

    // Without PUSH_SUBJECT outside production, the provider's contact e-mail is the subject.
    await sendReminders(depsAt('2026-12-06T12:00:00Z'), { tenantId: demoId, localDate: '2026-12-06' });
    for (const phone of [padaria, padariaTablet])
      expect(bodies(phone)).toEqual(['Sua fatura de R$ 199,90 vence em 4 dias (10/12). Toque para pagar.']);
    const token = push.messages(padaria.id)[0]!.headers.authorization!.split('.')[1]!;
    expect(JSON.parse(Buffer.from(token, 'base64url').toString()).sub).toBe('mailto:atendimento@provedordemo.example.com');
  });

  it('a push service still unavailable after the tries gives the reminder back, and the next day sends it', async () => {
    const padaria = await device(demoId, '1002', 5);
    push.answerWith(padaria.id, { status: 503 });
    const first = await sendReminders(depsAt('2026-12-05T12:00:00Z'), { tenantId: demoId, localDate: DAY_1 });
    expect(first).toEqual({ sent: 0, failed: 1, removed: 0 });
    expect(push.requestCount(padaria.id)).toBe(4);
    expect(await t.db.prisma.pushReminder.count()).toBe(0);

    push.answerWith(padaria.id, null);
    await sendReminders(depsAt('2026-12-06T12:00:00Z'), { tenantId: demoId, localDate: '2026-12-06' });
    expect(bodies(padaria)).toEqual(['Sua fatura de R$ 199,90 vence em 4 dias (10/12). Toque para pagar.']);
  });
});

describe('on the job runner', () => {
  let runner: JobRunner;
  afterEach(() => runner?.stop());

  it('checks every quarter of an hour and runs the day of each provider whose hour has come', async () => {
    const padaria = await device(demoId, '1002', 5);
    runner = testRunner(t.db);
    registerPushReminders(runner, depsAt('2026-12-05T12:00:00Z'));
    await runner.start();
    const { rows } = await t.db.executeSql(`SELECT cron FROM pgboss.schedule WHERE name = $1`, [REMINDER_CHECK_QUEUE]);
    expect(rows).toEqual([{ cron: '*/15 * * * *' }]);

    await runner.send(REMINDER_CHECK_QUEUE, {});
    await expect.poll(() => push.messages(padaria.id).length, { timeout: 8000 }).toBe(1);
    await expect.poll(() => t.db.prisma.pushReminderRun.count({ where: { tenantId: demoId } }), { timeout: 8000 }).toBe(1);
  });
});
