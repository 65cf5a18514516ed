import { DEMO_IDS } from '@central/sandbox';
import { addCard, cardSuite, MASTERCARD, newCard, VISA } from './support/cards';
import { provesIdempotent, withKey } from './support/idempotent-routes';
import { adminClient } from './support/staff';
import { signedIn } from './support/subscriber';
import { madeBeforeAll } from './support/suite';

/** Saving a card, paying an invoice with one, and the admin's review of a payment, each repeated under one key. */
const suite = cardSuite();
const admin = madeBeforeAll(() => adminClient(suite.t));

provesIdempotent([
  {
    name: 'Salvar cartão',
    status: 201,
    async ready() {
      const client = await signedIn(suite.t);
      return {
        send: (variant) => (key) => withKey(client.post('/api/payment/card'), key).send(newCard(variant === 'first' ? VISA : MASTERCARD)),
        effects: async () => (await suite.storedCards()).length,
      };
    },
  },
  {
    name: 'Pagar com cartão',
    status: 200,
    async ready() {
      const client = await signedIn(suite.t);
      const cardId = (await addCard(client, newCard(VISA)).expect(201)).body.card.uuid as string;
      const invoiceId = DEMO_IDS.invoices.dueToday;
      return {
        send: (variant) => (key) =>
          withKey(client.post('/api/payment/pay/invoice'), key).send({ cardId, invoiceId, installments: variant === 'first' ? 3 : 1 }),
        effects: () => suite.cielo.sales().length,
      };
    },
  },
  {
    name: "the admin's review of a card payment",
    status: 200,
    async ready() {
      const payment = await suite.t.db.prisma.cardPayment.create({
        data: {
          tenantId: await suite.tenantId('demo'),
          customerId: '1001',
          invoiceId: DEMO_IDS.invoices.dueToday,
          installments: 1,
          amountCents: 9990,
          totalCents: 9990,
          state: 'needs_review',
          reviewReason: 'A fatura foi paga por outro meio depois da cobrança no cartão: estorne o valor na Cielo.',
        },
      });
      return {
        send: (variant) => (key) =>
          withKey(admin.post(`/api/payment/customer/demo/card-payments/${payment.id}/review`), key).send(
            variant === 'first' ? { outcome: 'done', note: 'Baixa manual no IXC' } : { outcome: 'voided', note: 'Estornado na Cielo' },
          ),
        effects: () => suite.t.db.prisma.adminAuditEvent.count({ where: { clientId: 'demo', action: 'card_payment_review' } }),
      };
    },
  },
]);
