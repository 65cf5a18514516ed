import { cloudStorageSuite } from './support/cloud-storage';
import { provesIdempotent, withKey } from './support/idempotent-routes';
import { signedIn } from './support/subscriber';

/** The subscriber's ATP Box over the provider's Nextcloud: its group and a user of it, each repeated under one key. */
const { t, nextcloud, newUser } = cloudStorageSuite();

const callsTo = (route: string) => nextcloud.requests().filter((entry) => entry.route === route).length;

provesIdempotent([
  {
    name: "the ATP Box group ('Ativar ATP Box')",
    status: 201,
    async ready() {
      const client = await signedIn(t);
      return {
        send: (variant) => (key) =>
          withKey(client.post('/api/central/customer/create/cloud-group'), key).send({
            contractId: '2001',
            customerCpfOrCnpj: '529.982.247-25',
            customerName: variant === 'first' ? 'Maria' : 'Maria Souza',
          }),
        effects: () => callsTo('createGroup'),
      };
    },
  },
  {
    name: 'a user of the ATP Box group',
    status: 201,
    async ready() {
      const client = await signedIn(t);
      await client.post('/api/central/customer/create/cloud-group').send({ contractId: '2001' }).expect(201);
      return {
        send: (variant) => (key) =>
          withKey(client.post('/api/central/customer/create/cloud-user'), key).send(
            variant === 'first' ? newUser() : newUser({ userId: 'joana', email: 'joana@example.com' }),
          ),
        effects: () => callsTo('createUser'),
      };
    },
  },
]);
