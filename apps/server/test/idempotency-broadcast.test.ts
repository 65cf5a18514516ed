import { beforeEach } from 'vitest';
import { provesIdempotent, withKey } from './support/idempotent-routes';
import { providerClient } from './support/staff';
import { sharedTestApp } from './support/suite';

/** The provider's general notification, repeated under one key: recorded and queued once. */
const t = sharedTestApp({ jobs: { send: async () => null } });
beforeEach(() => t.db.prisma.pushBroadcast.deleteMany());

provesIdempotent([
  {
    name: "the provider's general notification ('Enviar notificação')",
    status: 202,
    async ready() {
      const demo = await providerClient(t, 'demo');
      return {
        send: (variant) => (key) =>
          withKey(demo.post('/api/central/provider/send/notification'), key).send({
            title: variant === 'first' ? 'Manutenção programada' : 'Rede normalizada',
            message: 'Hoje às 23h a rede fica fora por 10 minutos.',
          }),
        effects: () => t.db.prisma.pushBroadcast.count(),
      };
    },
  },
]);
