import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const message = {
  to: 'maria.silva@example.com',
  fromName: 'Provedor Demo',
  subject: 'Seu código',
  text: 'Código:\n\n123-456-789\n',
  html: '<p>123-456-789</p>',
};

describe('mailer over SMTP', () => {
  const received: Array<{ from: string; to: string[]; data: string }> = [];
  let server: SMTPServer;
  let port = 0;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message to the SMTP server from MAIL_FROM under the provider name', async () => {
    await createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: '/nonexistent', from: 'no-reply@central.test' }).send(message);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@central.test', to: ['maria.silva@example.com'] });
    expect(received[0]!.data).toMatch(/^From: Provedor Demo <no-reply@central\.test>$/m);
    expect(received[0]!.data).toMatch(/^123-456-789$/m);
  });

  it('fails loudly when the SMTP server cannot be reached', async () => {
    await expect(createMailer({ smtpUrl: 'smtp://127.0.0.1:1', outboxDir: '/nonexistent', from: 'x@y.z' }).send(message)).rejects.toThrow();
  });

  it('verifies the SMTP server without sending anything, and throws when it cannot be reached', async () => {
    const sent = received.length;
    expect(await createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: '/nonexistent', from: 'x@y.z' }).verify()).toBe('smtp');
    expect(received).toHaveLength(sent);
    await expect(createMailer({ smtpUrl: 'smtp://127.0.0.1:1', outboxDir: '/nonexistent', from: 'x@y.z' }).verify()).rejects.toThrow();
  });
});

describe('mailer without SMTP', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'central-outbox-unit-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes the message, as it would be sent, to the outbox folder', async () => {
    await createMailer({ outboxDir: dir, from: 'no-reply@central.test' }).send(message);
    // One finished message, nothing left under the temporary name it was written as.
    const names = await readdir(dir);
    expect(names).toHaveLength(1);
    const [name] = names;
    expect(name).toMatch(/^[^.].*\.eml$/);
    const text = await readFile(join(dir, name!), 'utf8');
    expect(text).toMatch(/^To: maria\.silva@example\.com$/m);
    expect(text).toMatch(/^123-456-789$/m);
  });

  it('says mail goes to the outbox when asked to verify', async () => {
    expect(await createMailer({ outboxDir: dir, from: 'no-reply@central.test' }).verify()).toBe('outbox');
  });
});
