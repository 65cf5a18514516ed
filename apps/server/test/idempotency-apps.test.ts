import { createTocaLivrosSimulator, TOCALIVROS_SANDBOX_CREDENTIALS, WATCH_SANDBOX_OLETV_PACKAGE_ID } from '@central/sandbox';
import { connectionColumns, seedApp } from './support/apps';
import { provesIdempotent, withKey } from './support/idempotent-routes';
import { signedIn } from './support/subscriber';
import { sharedSimulator } from './support/suite';
import { seedWatchApp, watchSuite } from './support/watch';

/** A subscriber's app activations, repeated under one key: Watch Brasil, a product in the contract, Olé TV, Toca Livros. */
const { t, watch } = watchSuite({ prefetchOnSignIn: false });
const books = sharedSimulator(createTocaLivrosSimulator);

const callsTo = (partner: { requests(): Array<{ route: string }> }, route: string) =>
  partner.requests().filter((entry) => entry.route === route).length;
const PAGE = { image: 'https://cdn.central.test/app.png', pendingText: 'Ative para usar.', activeText: 'Aproveite!' };
const oletvApp = () =>
  seedWatchApp(t, watch, {
    ...PAGE,
    name: 'Olé TV',
    integrationMethod: 'ole_tv',
    productIds: [{ id: '881', label: 'Olé TV' }],
    product: WATCH_SANDBOX_OLETV_PACKAGE_ID,
  });

provesIdempotent([
  {
    name: 'a Watch Brasil activation',
    status: 201,
    async ready() {
      const app = await seedWatchApp(t, watch, {
        ...PAGE,
        name: 'Watch Brasil',
        integrationMethod: 'watchbr',
        productIds: [{ id: '880', label: 'Watch Brasil' }],
      });
      const client = await signedIn(t);
      return {
        send: (variant) => (key) =>
          withKey(client.post('/api/central/customer/create/content-app'), key).send({
            contractId: '2001',
            customerAppId: app.id,
            customerEmail: variant === 'first' ? 'maria.watch@example.com' : 'maria.outra@example.com',
          }),
        effects: () => callsTo(watch, 'insert'),
      };
    },
  },
  {
    name: 'an activation that adds a product to the contract in IXC',
    status: 201,
    async ready() {
      const app = await seedApp(t, {
        ...PAGE,
        name: 'MAX',
        integrationMethod: 'add_product_in_contract',
        integrationMethodProductIds: [{ id: '886', label: 'MAX' }],
      });
      const client = await signedIn(t);
      return {
        send: (variant) => (key) =>
          withKey(client.post('/api/central/customer/create/content-app'), key).send({
            contractId: variant === 'first' ? '2003' : '2002',
            customerAppId: app.id,
          }),
        effects: () => t.sandbox.sandbox.table('demo', 'vd_contratos_produtos').filter((row) => row.id_produto === '886').length,
      };
    },
  },
  {
    name: 'the Olé TV activation',
    status: 201,
    async ready() {
      await oletvApp();
      const client = await signedIn(t);
      return {
        send: (variant) => (key) =>
          withKey(client.post('/api/central/atplus/oletv/active'), key).send({
            email: variant === 'first' ? 'maria.ole@example.com' : 'maria.tv@example.com',
          }),
        effects: () => callsTo(watch, 'insert'),
      };
    },
  },
  {
    name: "the Olé TV password recovery ('Esqueci a senha')",
    status: 200,
    async ready() {
      await oletvApp();
      const client = await signedIn(t);
      await client.post('/api/central/atplus/oletv/active').send({ email: 'maria.ole@example.com' }).expect(201);
      return {
        send: (variant) => (key) =>
          withKey(client.post('/api/central/atplus/oletv/recovery-password'), key).send({
            email: variant === 'first' ? 'maria.ole@example.com' : 'maria.tv@example.com',
            contractId: '2002',
          }),
        effects: () => callsTo(watch, 'sendActivation'),
      };
    },
  },
  {
    name: 'the Toca Livros registration',
    status: 201,
    async ready() {
      await seedApp(t, {
        name: 'Tocalivros',
        image: 'https://cdn.central.test/books.png',
        integrationMethod: 'api_toca_livros',
        activationCriteria: 'any',
        ...connectionColumns({ url: books.origin, ...TOCALIVROS_SANDBOX_CREDENTIALS }),
      });
      const client = await signedIn(t);
      const payload = (await client.get('/api/central/customer/app/tocalivros').expect(200)).body;
      return {
        send: (variant) => (key) =>
          withKey(client.post('/api/central/customer/app/tocalivros'), key).send({
            ...payload,
            user: variant === 'first' ? 'maria.leitora' : 'maria.ouvinte',
            password: 'livros-123',
          }),
        effects: () => callsTo(books, 'register'),
      };
    },
  },
]);
