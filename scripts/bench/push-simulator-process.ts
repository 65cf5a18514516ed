import { createPushService } from '@central/sandbox';
import type { SimulatorReply, SimulatorRequest } from './push-simulator';

/**
 * The push service simulator as its own process (forked by push-simulator.ts), so its TLS and HTTP work never
 * waits on the bench's event loop nor the bench on it. Answers the parent's requests over the IPC channel.
 */
const service = createPushService({ checkEvery: Number(process.env.CHECK_EVERY ?? '1') });
const ids: string[] = [];
// Requests per client port: the bench maps ports to the replica that owns the socket, to tell who sent what.
const requestsByPort = new Map<number, number>();
service.app.server.on('request', (request: { socket: { remotePort?: number } }) => {
  const port = request.socket.remotePort ?? 0;
  requestsByPort.set(port, (requestsByPort.get(port) ?? 0) + 1);
});

const origin = await service.listen();
send({ kind: 'ready', origin });

process.on('message', (request: SimulatorRequest) => {
  if (request.kind === 'subscribe') {
    const subscriptions = Array.from({ length: request.count }, () => {
      const { id, endpoint, keys } = service.createSubscription({ applicationServerKey: request.applicationServerKey });
      ids.push(id);
      return { endpoint, p256dh: keys.p256dh, auth: keys.auth };
    });
    send({ kind: 'subscriptions', subscriptions });
  } else if (request.kind === 'reset') {
    service.reset();
    requestsByPort.clear();
    send({ kind: 'reset' });
  } else if (request.kind === 'hits') {
    const perSubscription = { never: 0, once: 0, more: 0 };
    for (const id of ids) {
      const hits = service.requestCount(id);
      if (hits === 0) perSubscription.never++;
      else if (hits === 1) perSubscription.once++;
      else perSubscription.more++;
    }
    send({
      kind: 'hits',
      subscriptions: ids.length,
      ...perSubscription,
      requests: service.requestCount(),
      unchecked: service.uncheckedCount(),
      decrypted: service.messages().length,
      requestsByPort: [...requestsByPort],
    });
  } else if (request.kind === 'close') {
    void service.close().then(() => process.exit(0));
  }
});

function send(reply: SimulatorReply) {
  process.send!(reply);
}
