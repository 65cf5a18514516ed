import { randomUUID } from 'node:crypto';
import { createPushService, pushSandboxCertificate, type PushService } from '@central/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPushSender, type PushSender } from '../src/integrations/push/sender';
import { createSecretBox } from '../src/lib/crypto';
import { ensureVapidKeys } from '../src/modules/notifications/vapid-keys-store';
import { planBroadcast } from '../src/modules/notifications/broadcasts/plan-broadcast';
import type { PushBroadcastShardJob } from '../src/modules/notifications/broadcasts/broadcast-queues';
import { sendBroadcastShards } from '../src/modules/notifications/broadcasts/send-broadcast-shards';
import { createVapidRefusals } from '../src/modules/notifications/vapid-refusals';
import { recordingLog } from './support/jobs';
import { subscribedDevices } from './support/push-devices';
import { startTestApp, TEST_SECRETS, type TestApp } from './support/test-app';

/** A general notification a push service refuses for our VAPID token, as Apple does a localhost or .local subject. */
const box = createSecretBox(TEST_SECRETS.secretsKey);
let t: TestApp;
let push: PushService;
let sender: PushSender;

beforeAll(async () => {
  t = await startTestApp();
  await ensureVapidKeys(t.db.prisma, box);
  push = createPushService();
  await push.listen();
  sender = createPushSender({ ca: pushSandboxCertificate().cert });
});
afterAll(async () => {
  await sender.close();
  await push.close();
  await t.close();
});

describe('a push service that refuses our VAPID token', () => {
  it('keeps every subscription, counts the devices as failed, and tells the operator once what to fix (403 BadJwtToken for a .local subject)', async () => {
    await subscribedDevices(t, push, 'demo', 5);
    const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'demo' } });
    const broadcast = await t.db.prisma.pushBroadcast.create({ data: { tenantId: tenant.id, title: 'Aviso', message: 'Olá' } });
    const operator = recordingLog();
    const pushes = recordingLog();
    const deps = {
      db: t.db,
      sender,
      box,
      log: pushes.log,
      vapidRefusals: createVapidRefusals(operator.log),
      subject: 'mailto:suporte@central.local',
      shardSize: 10,
      pageSize: 2,
      concurrency: 3,
      retry: { attempts: 3, baseDelayMs: 1, wait: async () => {} },
    };
    const queued: PushBroadcastShardJob[] = [];
    await planBroadcast(deps, broadcast.id, async (shard) => void queued.push(shard));

    expect(await sendBroadcastShards(deps, queued[0]!, randomUUID())).toEqual({ shards: 1, sent: 0, failed: 5, removed: 0 });
    expect(push.messages()).toEqual([]);
    expect(push.requestCount()).toBe(5);
    expect(await t.db.prisma.pushSubscription.count({ where: { tenantId: tenant.id } })).toBe(5);
    expect(operator.lines.map(({ level, msg, clientId, statusCode }) => [level, msg, clientId, statusCode])).toEqual([
      [
        50,
        "the push service refused our VAPID token (403): check PUSH_SUBJECT (a mailto: of a real domain or an https: URL, not localhost or .local) and the provider's VAPID keys; subscriptions are kept",
        'demo',
        403,
      ],
    ]);
    expect(pushes.lines.filter((line) => line.msg === 'push refused for good; counted as failed')).toEqual([]);
  });
});
