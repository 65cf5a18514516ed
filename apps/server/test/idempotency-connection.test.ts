import { GENIEACS_DEMO_DEVICES } from '@central/sandbox';
import { encodeDeviceId } from '../src/modules/devices/device-rules';
import { genieAcsSuite } from './support/acs';
import { provesIdempotent, withKey } from './support/idempotent-routes';
import { signedIn } from './support/subscriber';

/** The subscriber's connection (trust unlock, Wi-Fi) and the admin's ACS record, each repeated under one key. */
const { t, acs, admin } = genieAcsSuite();

const MARIA_HOME = encodeDeviceId(GENIEACS_DEMO_DEVICES.mariaHome.id);
const tasksSent = () => acs.requests().filter((entry) => entry.route === 'postTask').length;
const password = (variant: 'first' | 'other') => (variant === 'first' ? 'NovaSenha2025' : 'OutraSenha2025');

provesIdempotent([
  {
    name: "the trust unlock ('Desbloqueio de confiança')",
    status: 200,
    async ready() {
      const client = await signedIn(t);
      return {
        // Contract 2002 is blocked and may be unlocked; 2003 is another contract.
        send: (variant) => (key) =>
          withKey(client.post(`/api/central/customer/contracts/unlock/${variant === 'first' ? '2002' : '2003'}`), key),
        effects: () => t.sandbox.sandbox.stats().byResource.desbloqueio_confianca ?? 0,
      };
    },
  },
  {
    name: "a Wi-Fi password change of both bands ('Rede unificada')",
    status: 200,
    async ready() {
      const client = await signedIn(t);
      return {
        send: (variant) => (key) =>
          withKey(client.patch(`/api/acs/device/${MARIA_HOME}/wifi`), key).send({
            password: password(variant),
            confirmation: password(variant),
            networks: ['1,1', '1,5'],
          }),
        effects: tasksSent,
      };
    },
  },
  {
    name: 'a Wi-Fi password change of one network',
    status: 200,
    async ready() {
      const client = await signedIn(t);
      return {
        send: (variant) => (key) => withKey(client.patch(`/api/acs/device/${MARIA_HOME}/1,5`), key).send({ password: password(variant) }),
        effects: tasksSent,
      };
    },
  },
  {
    name: "the admin's new ACS record",
    status: 201,
    async ready() {
      const acsRecords = () => t.db.prisma.acsConfig.count({ where: { tenant: { clientId: 'acme' } } });
      await t.db.prisma.acsConfig.deleteMany({ where: { tenant: { clientId: 'acme' } } });
      return {
        send: (variant) => (key) =>
          withKey(admin.post('/api/acs/adm'), key).send({
            client_id: 'acme',
            acs_kind: 'genieacs',
            acs_url: 'https://acs.acme.example.com:7557',
            acs_issuer_id: variant === 'first' ? 'central' : 'central-2',
            acs_private_key: 'senha-do-proxy-da-acme',
          }),
        effects: acsRecords,
      };
    },
  },
]);
