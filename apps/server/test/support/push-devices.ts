import type { PushService, SandboxSubscription } from '@central/sandbox';
import type { TestApp } from './test-app';

/** A subscriber's device: subscribed on the push simulator and saved as the notifications page would save it. */
export async function subscribedDevice(
  t: TestApp,
  push: PushService,
  tenantId: string,
  customerId: string,
  invoiceRange = 15,
): Promise<SandboxSubscription> {
  const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { id: tenantId } });
  const subscription = push.createSubscription({ applicationServerKey: tenant.vapidPublicKey! });
  await t.db.prisma.pushSubscription.create({
    data: {
      tenantId,
      customerId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      invoiceRange,
    },
  });
  return subscription;
}

/** `count` devices of `clientId`'s subscribers 1000, 1001, … */
export async function subscribedDevices(t: TestApp, push: PushService, clientId: string, count: number): Promise<SandboxSubscription[]> {
  const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId } });
  const made: SandboxSubscription[] = [];
  for (let i = 0; i < count; i++) made.push(await subscribedDevice(t, push, tenant.id, `${1000 + i}`));
  return made;
}
