import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeInBatches } from '../src/jobs/batched-purge';
import { HOUSEKEEPING_QUEUE, purgeRules, registerHousekeeping } from '../src/jobs/housekeeping';
import type { JobRunner } from '../src/jobs/job-runner';
import { testRunner, waitForJob } from './support/jobs';
import { startTestApp, type TestApp } from './support/test-app';

const IDLE_MINUTES = 30;

let t: TestApp;
let jobs: JobRunner;
beforeAll(async () => {
  t = await startTestApp({ sessionIdleMinutes: IDLE_MINUTES });
  jobs = testRunner(t.db);
  // Batches of two: the purge has to loop to clear three expired sessions.
  registerHousekeeping(jobs, { db: t.db, sessionIdleMinutes: IDLE_MINUTES, batchSize: 2 });
  await jobs.start();
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const minutesAhead = (minutes: number) => minutesAgo(-minutes);

describe('housekeeping', () => {
  it('is scheduled every ten minutes', async () => {
    const { rows } = await t.db.executeSql(`SELECT cron FROM pgboss.schedule WHERE name = $1`, [HOUSEKEEPING_QUEUE]);
    expect(rows).toEqual([{ cron: '*/10 * * * *' }]);
  });

  it('deletes sessions, staff sessions, codes, rate-limit buckets and reminder claims past their time, a margin after it, and keeps the rest', async () => {
    const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'demo' } });
    const session = (id: string, fields: { expiresAt?: Date; revokedAt?: Date; lastSeenAt?: Date }) => ({
      id,
      tenantId: tenant.id,
      customerId: '1',
      customerName: 'Maria',
      expiresAt: fields.expiresAt ?? minutesAhead(60 * 24),
      revokedAt: fields.revokedAt ?? null,
      lastSeenAt: fields.lastSeenAt ?? new Date(),
    });
    await t.db.prisma.session.createMany({
      data: [
        session('live', {}),
        session('expired-long-ago', { expiresAt: minutesAgo(120) }),
        session('just-expired', { expiresAt: minutesAgo(10) }),
        session('revoked-long-ago', { revokedAt: minutesAgo(120) }),
        session('just-revoked', { revokedAt: minutesAgo(5) }),
        session('idle-long-ago', { lastSeenAt: minutesAgo(IDLE_MINUTES + 90) }),
        session('just-idle', { lastSeenAt: minutesAgo(IDLE_MINUTES + 10) }),
      ],
    });
    // Each its own account's: an account has one current code.
    const code = (customerId: string, expiresAt: Date) => ({ tenantId: tenant.id, customerId, codeHash: 'x', expiresAt });
    await t.db.prisma.verificationCode.createMany({
      data: [code('1', minutesAhead(10)), code('2', minutesAgo(5)), code('3', minutesAgo(120))],
    });
    await t.db.prisma.rateLimitBucket.createMany({
      data: [
        { key: 'live', count: 1, resetAt: minutesAhead(10) },
        { key: 'reset', count: 5, resetAt: minutesAgo(1) },
      ],
    });
    const claim = (key: string, expiresAt: Date) => ({ key, tenantId: tenant.id, state: 'done', expiresAt });
    await t.db.prisma.writeClaim.createMany({
      data: [claim('live', minutesAhead(2)), claim('just-expired', minutesAgo(5)), claim('expired', minutesAgo(120))],
    });

    const admin = await t.db.prisma.admin.create({ data: { email: 'purge@central.test', passwordHash: 'x' } });
    const staff = (id: string, fields: { expiresAt?: Date; revokedAt?: Date }) => ({
      id,
      role: 'admin' as const,
      adminId: admin.id,
      expiresAt: fields.expiresAt ?? minutesAhead(60),
      revokedAt: fields.revokedAt ?? null,
    });
    await t.db.prisma.staffSession.createMany({
      data: [
        staff('staff-live', {}),
        staff('staff-expired', { expiresAt: minutesAgo(120) }),
        staff('staff-just-expired', { expiresAt: minutesAgo(10) }),
        staff('staff-revoked', { revokedAt: minutesAgo(120) }),
      ],
    });

    const daysAgo = (days: number) => new Date(`${new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`);
    const device = await t.db.prisma.pushSubscription.create({
      data: { tenantId: tenant.id, customerId: '1', endpoint: 'https://push.test/purge', p256dh: 'p', auth: 'a', invoiceRange: 5 },
    });
    const reminder = (invoiceId: string, dueDaysAgo: number) => ({
      subscriptionId: device.id,
      invoiceId,
      rangeDays: 5,
      dueDate: daysAgo(dueDaysAgo),
    });
    await t.db.prisma.pushReminder.createMany({
      data: [reminder('due-today', 0), reminder('due-a-week-ago', 7), reminder('due-long-ago', 30)],
    });
    const run = (daysBack: number) => ({ tenantId: tenant.id, localDate: daysAgo(daysBack) });
    await t.db.prisma.pushReminderRun.createMany({ data: [run(0), run(7), run(8), run(40)] });

    const id = (await jobs.send(HOUSEKEEPING_QUEUE, {}))!;
    const job = await waitForJob(t.db, id);

    expect(job).toEqual({
      state: 'completed',
      output: {
        deleted: expect.objectContaining({
          sessions: 3,
          verification_codes: 1,
          staff_sessions: 2,
          rate_limit_buckets: 1,
          write_claims: 1,
          push_reminders: 1,
          push_reminder_runs: 2,
        }),
      },
    });
    const staffLeft = await t.db.prisma.staffSession.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
    expect(staffLeft.map((row) => row.id)).toEqual(['staff-just-expired', 'staff-live']);
    const sessions = await t.db.prisma.session.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
    expect(sessions.map((row) => row.id)).toEqual(['just-expired', 'just-idle', 'just-revoked', 'live']);
    expect((await t.db.prisma.writeClaim.findMany({ select: { key: true }, orderBy: { key: 'asc' } })).map((row) => row.key)).toEqual([
      'just-expired',
      'live',
    ]);
    const codes = await t.db.prisma.verificationCode.findMany({ select: { expiresAt: true } });
    expect(codes.every((row) => row.expiresAt > minutesAgo(60))).toBe(true);
    expect(codes).toHaveLength(2);
    expect((await t.db.prisma.rateLimitBucket.findMany({ select: { key: true } })).map((row) => row.key)).toEqual(['live']);
    const reminders = await t.db.prisma.pushReminder.findMany({ select: { invoiceId: true }, orderBy: { invoiceId: 'asc' } });
    expect(reminders.map((row) => row.invoiceId)).toEqual(['due-a-week-ago', 'due-today']);
    expect(await t.db.prisma.pushReminderRun.count()).toBe(2);
    await t.db.prisma.pushSubscription.deleteMany();
  });

  it("deletes audit entries, subscribers' and staff's, after 183 days, and returning-subscriber hints unused for a year", async () => {
    const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'demo' } });
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const audit = (days: number) => ({
      tenantId: tenant.id,
      action: 'password-change',
      outcome: `${days} days`,
      subject: '1001',
      createdAt: daysAgo(days),
    });
    await t.db.prisma.auditEvent.createMany({ data: [audit(400), audit(184), audit(182), audit(0)] });
    const adminAudit = (days: number) => ({
      actor: 'admin@central.test',
      clientId: 'demo',
      action: `${days} days`,
      createdAt: daysAgo(days),
    });
    await t.db.prisma.adminAuditEvent.createMany({ data: [adminAudit(184), adminAudit(182)] });
    const hint = (documentHash: string, days: number) => ({
      tenantId: tenant.id,
      documentHash,
      customerId: '1001',
      updatedAt: daysAgo(days),
    });
    await t.db.prisma.returningSubscriber.createMany({
      data: [hint('unused-367-days', 367), hint('used-360-days-ago', 360), hint('used-today', 0)],
    });

    const job = await waitForJob(t.db, (await jobs.send(HOUSEKEEPING_QUEUE, {}))!);

    expect(job).toEqual({
      state: 'completed',
      output: { deleted: expect.objectContaining({ audit_events: 2, admin_audit_events: 1, returning_subscribers: 1 }) },
    });
    expect((await t.db.prisma.auditEvent.findMany({ orderBy: { id: 'asc' } })).map((row) => row.outcome)).toEqual(['182 days', '0 days']);
    expect((await t.db.prisma.adminAuditEvent.findMany()).map((row) => row.action)).toEqual(['182 days']);
    const hints = await t.db.prisma.returningSubscriber.findMany({ orderBy: { documentHash: 'asc' } });
    expect(hints.map((row) => row.documentHash)).toEqual(['used-360-days-ago', 'used-today']);

    // AUDIT_RETENTION_DAYS=365 keeps what the default would have deleted.
    await t.db.prisma.auditEvent.createMany({ data: [audit(366), audit(200)] });
    const rule = purgeRules({ sessionIdleMinutes: IDLE_MINUTES, auditRetentionDays: 365 }).find((each) => each.table === 'audit_events')!;
    expect(await purgeInBatches(t.db, rule, { batchSize: 10, signal: new AbortController().signal })).toBe(1);
    expect((await t.db.prisma.auditEvent.findMany({ orderBy: { id: 'asc' } })).map((row) => row.outcome)).toEqual([
      '182 days',
      '0 days',
      '200 days',
    ]);
    await t.db.prisma.auditEvent.deleteMany();
    await t.db.prisma.adminAuditEvent.deleteMany();
    await t.db.prisma.returningSubscriber.deleteMany();
  });
});
