import { CHECK_TEXTS } from '@central/domain';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../../lib/crypto';
import { probeMail, probePush } from './deployment-probes';

const box = createSecretBox(`v1:${Buffer.alloc(32, 3).toString('base64')}`);
const otherBox = createSecretBox(`v1:${Buffer.alloc(32, 4).toString('base64')}`);
const tenant = {
  clientId: 'demo',
  vapidPublicKey: 'BPublic',
  vapidPrivateKey: box.seal('private-scalar', 'demo'),
  contactEmail: 'atendimento@provedor.com.br',
};

describe('the e-mail check', () => {
  it('is green once the SMTP server accepted, neutral for the outbox, and red with the server reply otherwise', async () => {
    expect(await probeMail({ verify: async () => 'smtp' })).toEqual([
      { id: 'mail', title: CHECK_TEXTS.mail.title, status: 'ok', detail: CHECK_TEXTS.mail.smtpOk },
    ]);
    expect((await probeMail({ verify: async () => 'outbox' }))[0]).toMatchObject({
      status: 'unverifiable',
      detail: CHECK_TEXTS.mail.outbox,
    });
    const refused = await probeMail({ verify: () => Promise.reject(new Error('Invalid login: 535 5.7.8 Authentication failed')) });
    expect(refused[0]).toMatchObject({
      status: 'failed',
      detail: 'O servidor SMTP não aceitou a conexão: Invalid login: 535 5.7.8 Authentication failed. Confira SMTP_URL.',
    });
  });
});

describe('the push check', () => {
  it("is green with the provider's keys, naming the contact push services see", () => {
    expect(probePush(box, tenant, 'mailto:ops@central.com.br')[0]).toMatchObject({
      status: 'ok',
      detail: CHECK_TEXTS.push.ok('mailto:ops@central.com.br'),
    });
    expect(probePush(box, tenant, undefined)[0]!.detail).toBe(CHECK_TEXTS.push.ok('mailto:atendimento@provedor.com.br'));
  });

  it('is red without keys, or with keys another SECRETS_KEY sealed', () => {
    expect(probePush(box, { ...tenant, vapidPrivateKey: null }, undefined)[0]).toMatchObject({
      status: 'failed',
      detail: CHECK_TEXTS.push.keysMissing,
    });
    expect(probePush(otherBox, tenant, undefined)[0]).toMatchObject({ status: 'failed', detail: CHECK_TEXTS.push.keysUnreadable });
  });
});
