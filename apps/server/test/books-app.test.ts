import { ACTIVATION_MESSAGES, APP_MESSAGES, BOOKS_MESSAGES } from '@central/domain';
import { createTocaLivrosSimulator, TOCALIVROS_SANDBOX_CREDENTIALS } from '@central/sandbox';
import { beforeEach, describe, expect, it } from 'vitest';
import { connectionColumns, partnerAppSuite, seedApp } from './support/apps';
import { PADARIA, signedIn } from './support/subscriber';

/** Toca Livros, the books payload and the registration, against its simulator. */
const { t, partner } = partnerAppSuite(createTocaLivrosSimulator, { prefetchOnSignIn: false });
beforeEach(async () => {
  await seedApp(t, {
    name: 'Tocalivros',
    image: 'https://cdn.central.test/books.png',
    integrationMethod: 'api_toca_livros',
    activationCriteria: 'any',
    ...connectionColumns({ url: partner.origin, ...TOCALIVROS_SANDBOX_CREDENTIALS }),
  });
});

describe('/api/central/customer/app/tocalivros', () => {
  it('offers the payload prefilled from IXC, registers with the birth date IXC holds, then reads active', async () => {
    const client = await signedIn(t);
    const payload = (await client.get('/api/central/customer/app/tocalivros').expect(200)).body;
    expect(payload).toMatchObject({
      user: '52998224725',
      password: '',
      cpf_cnpj: '529.982.247-25',
      internal_id: '1001',
      contract_id: '2001',
      is_active: false,
    });
    expect(payload.ddd).toMatch(/^\d{2}$/);

    const short = await client.post('/api/central/customer/app/tocalivros').send({ ...payload, password: '123' });
    expect([short.status, short.body.fields]).toEqual([400, { password: BOOKS_MESSAGES.passwordLength }]);
    const done = await client
      .post('/api/central/customer/app/tocalivros')
      .send({ ...payload, user: 'maria.leitora', password: 'livros-123' });
    expect([done.status, done.body.message, done.body.app.is_active, done.body.app.activation_login]).toEqual([
      201,
      ACTIVATION_MESSAGES.activated,
      true,
      'maria.leitora',
    ]);
    expect(partner.users()).toEqual([expect.objectContaining({ user: 'maria.leitora', email: payload.email, birthdate: '1985-03-14' })]);
    expect((await client.get('/api/central/customer/app/tocalivros').expect(200)).body).toMatchObject({
      is_active: true,
      user: 'maria.leitora',
    });
    expect(JSON.stringify(await t.db.prisma.customerAppActivation.findMany())).not.toContain('livros-123');
  });

  it('asks a subscriber without a birth date in IXC to have support fill it in, and keeps the app ready to activate', async () => {
    const client = await signedIn(t, PADARIA);
    const payload = (await client.get('/api/central/customer/app/tocalivros').expect(200)).body;
    const answer = await client.post('/api/central/customer/app/tocalivros').send({ ...payload, password: 'livros-123' });
    expect([answer.status, answer.body.message]).toEqual([409, BOOKS_MESSAGES.birthdateMissing]);
    expect(partner.users()).toEqual([]);
    expect((await client.get('/api/central/customer/app/tocalivros').expect(200)).body.is_active).toBe(false);
  });

  it('a partner that is down or hangs gives the activation failure text, stores nothing, and the app can be activated after', async () => {
    const client = await signedIn(t);
    const payload = (await client.get('/api/central/customer/app/tocalivros').expect(200)).body;
    const body = { ...payload, user: 'maria.leitora', password: 'livros-123' };
    partner.failNext('register', { status: 503 });
    const down = await client.post('/api/central/customer/app/tocalivros').send(body);
    expect([down.status, down.body.message]).toEqual([503, APP_MESSAGES.activationFailure]);
    partner.failNext('register', { hang: true });
    const hung = await client.post('/api/central/customer/app/tocalivros').send(body);
    expect([hung.status, hung.body.message]).toEqual([504, APP_MESSAGES.activationFailure]);
    expect(await t.db.prisma.customerAppActivation.count()).toBe(0);
    expect((await client.get('/api/central/customer/app/tocalivros').expect(200)).body.is_active).toBe(false);
    expect((await client.post('/api/central/customer/app/tocalivros').send(body)).status).toBe(201);
  });

  it('an app the provider switched off says so and registers nobody', async () => {
    const client = await signedIn(t);
    const payload = (await client.get('/api/central/customer/app/tocalivros').expect(200)).body;
    await t.db.prisma.customerApp.updateMany({ data: { active: false } });
    const page = await client.get('/api/central/customer/app/tocalivros');
    expect([page.status, page.body.message]).toEqual([409, APP_MESSAGES.disabled]);
    const answer = await client
      .post('/api/central/customer/app/tocalivros')
      .send({ ...payload, user: 'maria.leitora', password: 'livros-123' });
    expect([answer.status, answer.body.message]).toEqual([409, APP_MESSAGES.disabled]);
    expect(partner.requests().filter((entry) => entry.route === 'register')).toEqual([]);
  });
});
