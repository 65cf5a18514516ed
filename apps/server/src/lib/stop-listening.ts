import { Server } from 'node:net';

/** Event-loop turns to wait at most for the connections already queued; each turn takes a fraction of a millisecond. */
const MAX_TURNS = 20;

/**
 * Closes `server`'s port without losing the connections the kernel has already queued for it. The kernel completes a
 * client's handshake before the server accepts it; closing the port resets whatever is still queued, and those
 * clients lose the requests they sent. A busy server may leave connections queued for a second or more. So the port
 * closes only after an event-loop turn (whose poll phase accepts what was queued) that brought no new connection
 * (at most `MAX_TURNS` turns, for a client that keeps connecting).
 */
export async function stopListening(server: Server): Promise<void> {
  let accepted = true;
  const onConnection = () => {
    accepted = true;
  };
  server.on('connection', onConnection);
  await immediate();
  for (let turn = 0; turn < MAX_TURNS && accepted; turn++) {
    accepted = false;
    // From one check phase to the next: the loop's poll phase, which accepts what is queued, comes in between.
    await immediate();
  }
  server.off('connection', onConnection);
  // The port alone, as net.Server closes it: http.Server's close() first closes the idle keep-alive connections, and
  // a client that reconnects at once could still reach the open port and be reset with it. They close afterwards, in
  // the app's close().
  Server.prototype.close.call(server);
}

function immediate(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
