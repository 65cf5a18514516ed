import { generateKeyPairSync } from 'node:crypto';
import { MESSAGES } from '@central/domain';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/lib/crypto';
import { adminSuite } from './support/admin-suite';
import { providerClient } from './support/staff';
import { signedIn } from './support/subscriber';
import type { Method } from './support/recorded-calls';
import { TEST_SECRETS } from './support/test-app';

/** A provider's ACS record under /api/acs/adm. The private key is write-only and sealed at rest. */
const box = createSecretBox(TEST_SECRETS.secretsKey);
const ecKey = (namedCurve: string, type: 'pkcs8' | 'sec1' = 'pkcs8') =>
  generateKeyPairSync('ec', { namedCurve }).privateKey.export({ format: 'pem', type }).toString();
const KEY = ecKey('prime256v1');
const OTHER_KEY = ecKey('prime256v1', 'sec1');
const P384_KEY = ecKey('secp384r1');
const RSA_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
const PUBLIC_KEY = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey.export({ format: 'pem', type: 'spki' }).toString();
/** The base64 body of a PEM: what would show if a key leaked in any form. */
const keyBody = (pem: string) => pem.split('\n')[1]!;

const { t, admin, recorded, call } = adminSuite();

const form = (change: object = {}) => ({
  client_id: 'demo',
  acs_url: 'https://acs.provedordemo.example.com:7557',
  acs_issuer_id: 'central',
  acs_private_key: KEY,
  ...change,
});
/** The same origin as form()'s URL: the stored credential stays with it. */
const GENIE_URL = 'https://acs.provedordemo.example.com:7557/genieacs';
const acsRow = () => t.db.prisma.acsConfig.findFirst({ where: { tenant: { clientId: 'demo' } } });
const invalid = (fields: Record<string, string>) => ({ code: 'ACS_INVALID', message: 'Dados ACS inválidos', fields });

describe('who may manage ACS records', () => {
  it('answers 401 without a session and 403 to a provider on every ACS admin route', async () => {
    const provider = await providerClient(t, 'demo');
    const uuid = '00000000-0000-4000-8000-000000000000';
    const routes: Array<[Method, string]> = [
      ['get', '/api/acs/adm/client-id/demo'],
      ['post', '/api/acs/adm'],
      ['put', `/api/acs/adm/${uuid}`],
      ['delete', `/api/acs/adm/${uuid}`],
    ];
    for (const [method, url] of routes) {
      const body = method === 'get' || method === 'delete' ? undefined : form();
      expect([url, (await call(t.client('admin.localhost'), method, url, body)).status]).toEqual([url, 401]);
      const asProvider = await call(provider, method, url, body);
      expect([url, asProvider.status, asProvider.body]).toEqual([url, 403, { code: 'NOT_AN_ADMIN', message: MESSAGES.adminForbidden }]);
    }
    expect(await acsRow()).toBeNull();
  });
});

describe('the ACS record', () => {
  it('answers none while a provider has none, and 404 for a provider nobody has', async () => {
    const none = await call(admin, 'get', '/api/acs/adm/client-id/demo');
    expect([none.status, none.body]).toEqual([200, { acs: null }]);
    expect((await call(admin, 'get', '/api/acs/adm/client-id/ninguem')).body).toEqual({
      code: 'CUSTOMER_NOT_FOUND',
      message: 'Cliente não encontrado',
    });
    expect((await call(admin, 'post', '/api/acs/adm', form({ client_id: 'ninguem' }))).status).toBe(404);
  });

  it('refuses bad fields with "Dados ACS inválidos", naming them, and stores nothing', async () => {
    const cases: Array<[object, Record<string, string>]> = [
      [{ acs_url: 'acs.example.com' }, { acs_url: MESSAGES.acsInvalid }],
      [{ acs_url: 'ftp://acs.example.com' }, { acs_url: MESSAGES.acsInvalid }],
      [{ acs_url: `https://acs.example.com/${'a'.repeat(500)}` }, { acs_url: MESSAGES.acsInvalid }],
      [{ acs_issuer_id: '  ' }, { acs_issuer_id: MESSAGES.acsInvalid }],
      [{ acs_issuer_id: 'x'.repeat(201) }, { acs_issuer_id: MESSAGES.acsInvalid }],
      [{ acs_private_key: '' }, { acs_private_key: MESSAGES.acsInvalid }],
      [{ acs_private_key: 'not a key' }, { acs_private_key: MESSAGES.acsInvalid }],
      [{ acs_private_key: RSA_KEY }, { acs_private_key: MESSAGES.acsInvalid }],
      [{ acs_private_key: P384_KEY }, { acs_private_key: MESSAGES.acsInvalid }],
      [{ acs_private_key: PUBLIC_KEY }, { acs_private_key: MESSAGES.acsInvalid }],
      [{ acs_kind: 'tr069' }, { acs_kind: MESSAGES.acsInvalid }],
      [{ acs_auth: 'oauth2' }, { acs_auth: MESSAGES.acsInvalid }],
      // A secret where the chosen way needs a P-256 key, and a key that is no secret (a PEM has spaces).
      [{ acs_auth: 'jwt', acs_private_key: 'segredo-do-cliente-api' }, { acs_private_key: MESSAGES.acsInvalid }],
      [{ acs_auth: 'client_secret', acs_private_key: 'com espaço' }, { acs_private_key: MESSAGES.acsInvalid }],
      [
        { acs_url: '', acs_issuer_id: '' },
        { acs_url: MESSAGES.acsInvalid, acs_issuer_id: MESSAGES.acsInvalid },
      ],
    ];
    for (const [change, fields] of cases) {
      const response = await call(admin, 'post', '/api/acs/adm', form(change));
      expect([change, response.status, response.body]).toEqual([change, 400, invalid(fields)]);
    }
    expect(await acsRow()).toBeNull();
  });

  it('creates one with the key sealed and never shown, and the Wi-Fi menu turns on for the subscribers', async () => {
    const maria = await signedIn(t);
    expect((await call(maria, 'get', '/api/acs/customer/check')).body).toEqual({ is_acs_configured: false });

    const created = await call(admin, 'post', '/api/acs/adm', form());
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const read = await call(admin, 'get', '/api/acs/adm/client-id/demo');
    expect(read.body).toEqual({
      acs: {
        uuid: created.body.uuid,
        acs_issuer_id: 'central',
        acs_private_key: null,
        acs_private_key_stored: true,
        acs_url: 'https://acs.provedordemo.example.com:7557',
        acs_kind: 'ixc',
        // Left out, the way follows the credential: a P-256 key signs the JWT of the exchange.
        acs_auth: 'jwt',
      },
    });
    const row = (await acsRow())!;
    expect(row.privateKey).not.toContain(keyBody(KEY));
    expect(box.open(row.privateKey, 'demo')).toBe(KEY.trim());
    expect((await call(maria, 'get', '/api/acs/customer/check')).body).toEqual({ is_acs_configured: true });
  });

  it('answers 409 to a second create for the same provider: the form edits the record it has', async () => {
    const before = await acsRow();
    const again = await call(admin, 'post', '/api/acs/adm', form({ acs_issuer_id: 'outro' }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'ACS_EXISTS', message: MESSAGES.acsCreateFailure });
    expect(await acsRow()).toEqual(before);
  });

  it('edits it, keeping the stored key when the field is left empty (and the URL its origin: secret-destinations.test.ts)', async () => {
    const before = (await acsRow())!;
    const edited = await call(admin, 'put', `/api/acs/adm/${before.id}`, {
      acs_url: GENIE_URL,
      acs_issuer_id: 'central-2',
      acs_private_key: '',
      acs_kind: 'genieacs',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({
      acs: {
        uuid: before.id,
        acs_issuer_id: 'central-2',
        acs_private_key: null,
        acs_private_key_stored: true,
        acs_url: GENIE_URL,
        acs_kind: 'genieacs',
        acs_auth: null,
      },
    });
    expect((await acsRow())!.privateKey).toBe(before.privateKey);

    await call(admin, 'put', `/api/acs/adm/${before.id}`, { acs_url: GENIE_URL, acs_issuer_id: 'central-2', acs_private_key: OTHER_KEY });
    const row = (await acsRow())!;
    expect(box.open(row.privateKey, 'demo')).toBe(OTHER_KEY.trim());
    expect(row.kind).toBe('genieacs');
  });

  it('leaves the record as it was when an edit fails, and answers 404 for a uuid nobody has', async () => {
    const before = (await acsRow())!;
    const response = await call(admin, 'put', `/api/acs/adm/${before.id}`, {
      acs_url: 'nada',
      acs_issuer_id: 'novo',
      acs_private_key: RSA_KEY,
    });
    expect(response.body).toEqual(invalid({ acs_url: MESSAGES.acsInvalid, acs_private_key: MESSAGES.acsInvalid }));
    expect(await acsRow()).toEqual(before);
    for (const uuid of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await call(admin, 'put', `/api/acs/adm/${uuid}`, form());
      expect([uuid, missing.status, missing.body.code]).toEqual([uuid, 404, 'ACS_NOT_FOUND']);
      expect((await call(admin, 'delete', `/api/acs/adm/${uuid}`)).status).toBe(404);
    }
  });

  it("deletes it when all three fields are '-', as the form's rule says, and the Wi-Fi menu turns off", async () => {
    const maria = await signedIn(t);
    const row = (await acsRow())!;
    const onlyTwo = await call(admin, 'put', `/api/acs/adm/${row.id}`, { acs_url: '-', acs_issuer_id: '-', acs_private_key: '' });
    expect(onlyTwo.status).toBe(400);
    const deleted = await call(admin, 'put', `/api/acs/adm/${row.id}`, { acs_url: '-', acs_issuer_id: ' - ', acs_private_key: '-' });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect(await acsRow()).toBeNull();
    expect((await call(maria, 'get', '/api/acs/customer/check')).body).toEqual({ is_acs_configured: false });
    expect((await call(admin, 'get', '/api/acs/adm/client-id/demo')).body).toEqual({ acs: null });
  });

  it('deletes it through DELETE, with 204, and 404 once it is gone', async () => {
    const { uuid } = (await call(admin, 'post', '/api/acs/adm', form())).body;
    const deleted = await call(admin, 'delete', `/api/acs/adm/${uuid}`);
    expect(deleted.status).toBe(204);
    expect(await acsRow()).toBeNull();
    expect((await call(admin, 'delete', `/api/acs/adm/${uuid}`)).status).toBe(404);
  });

  it('creates a GenieACS with its URL alone (Basic auth is optional), while IXC still needs an issuer and a P-256 key', async () => {
    const ixc = await call(admin, 'post', '/api/acs/adm', form({ acs_kind: 'ixc', acs_issuer_id: '', acs_private_key: '' }));
    expect([ixc.status, ixc.body.fields]).toEqual([400, { acs_issuer_id: MESSAGES.acsInvalid, acs_private_key: MESSAGES.acsInvalid }]);
    const genie = await call(
      admin,
      'post',
      '/api/acs/adm',
      form({ acs_kind: 'genieacs', acs_url: 'http://genieacs.interno:7557', acs_issuer_id: '', acs_private_key: '' }),
    );
    expect(genie.status).toBe(201);
    const row = (await acsRow())!;
    expect([row.kind, row.issuerId, row.privateKey]).toEqual(['genieacs', '', '']);
    const read = await call(admin, 'get', '/api/acs/adm/client-id/demo');
    expect(read.body.acs).toMatchObject({ acs_kind: 'genieacs', acs_issuer_id: '', acs_private_key_stored: false });
    // With Basic auth: the password is sealed like an IXC key.
    await call(admin, 'put', `/api/acs/adm/${row.id}`, {
      acs_url: 'http://genieacs.interno:7557',
      acs_issuer_id: 'central',
      acs_private_key: 'senha-do-proxy',
    }).then((answer) => expect(answer.status).toBe(200));
    expect(box.open((await acsRow())!.privateKey, 'demo')).toBe('senha-do-proxy');
    expect((await call(admin, 'delete', `/api/acs/adm/${row.id}`)).status).toBe(204);
  });

  it('takes a Client API id and secret (acs_auth client_secret), and wants the new credential to change the way', async () => {
    const created = await call(
      admin,
      'post',
      '/api/acs/adm',
      form({ acs_issuer_id: 'c45db105f31c677ab59d6b6d', acs_private_key: ' segredo-do-cliente-api\n' }),
    );
    expect(created.status).toBe(201);
    expect((await call(admin, 'get', '/api/acs/adm/client-id/demo')).body.acs).toMatchObject({
      acs_kind: 'ixc',
      acs_auth: 'client_secret',
      acs_private_key: null,
      acs_private_key_stored: true,
    });
    expect(box.open((await acsRow())!.privateKey, 'demo')).toBe('segredo-do-cliente-api');
    // The stored credential is a secret: the JWT way needs the key, and a kept secret stays a secret.
    const toJwt = await call(admin, 'put', `/api/acs/adm/${created.body.uuid}`, form({ acs_auth: 'jwt', acs_private_key: '' }));
    expect([toJwt.status, toJwt.body.fields]).toEqual([400, { acs_private_key: MESSAGES.acsInvalid }]);
    const kept = await call(
      admin,
      'put',
      `/api/acs/adm/${created.body.uuid}`,
      form({ acs_url: `${form().acs_url}/v2`, acs_private_key: '' }),
    );
    expect(kept.body.acs).toMatchObject({ acs_auth: 'client_secret', acs_url: `${form().acs_url}/v2` });
    const switched = await call(admin, 'put', `/api/acs/adm/${created.body.uuid}`, form({ acs_auth: 'jwt' }));
    expect(switched.body.acs).toMatchObject({ acs_auth: 'jwt' });
    expect(box.open((await acsRow())!.privateKey, 'demo')).toBe(KEY.trim());
    expect((await call(admin, 'delete', `/api/acs/adm/${created.body.uuid}`)).status).toBe(204);
  });

  it("records every ACS write in the provider's history, without the key", async () => {
    const events = (await call(admin, 'get', '/api/payment/customer/demo/history')).body.events as Array<{
      action: string;
      fields: string[];
    }>;
    expect(events.map((event) => event.action)).toEqual([
      'acs_delete',
      'acs_edit',
      'acs_edit',
      'acs_create',
      'acs_delete',
      'acs_edit',
      'acs_create',
      'acs_delete',
      'acs_create',
      'acs_delete',
      'acs_edit',
      'acs_edit',
      'acs_create',
    ]);
    expect(events[1]!.fields.sort()).toEqual(['acs_auth', 'acs_private_key', 'acs_url']);
    expect(events[10]!.fields).toEqual(['acs_private_key']);
    const stored = JSON.stringify(await t.db.prisma.adminAuditEvent.findMany({ select: { changes: true } }));
    for (const key of [KEY, OTHER_KEY]) expect(stored).not.toContain(keyBody(key));
    expect(stored).not.toContain('senha-do-proxy');
  });

  it('never shows a key in an answer or a log line', () => {
    recorded.expectNoneOf([...[KEY, OTHER_KEY, RSA_KEY, P384_KEY].map(keyBody), 'senha-do-proxy', 'segredo-do-cliente-api'], 20);
  });
});
