import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from './support/subscriber';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const GARBAGE_BODIES: unknown[] = [
  {},
  [],
  'texto',
  { cpfOrCnpj: 123, password: ['a'], cpfCnpj: { a: 1 }, mailIndex: { x: 1 }, verificationCode: 9, newPassword: 1 },
  { subject: -1, message: null, contractId: 'abc', phone_number: '9'.repeat(40), supportId: '1e9', invoiceId: '../1', saleInvoiceId: [] },
  { invoiceId: 'x'.repeat(5000) },
];

const ROUTES: Array<['post' | 'put', string]> = [
  ['post', '/api/central/sign-in'],
  ['post', '/api/central/check/cpf-cnpj'],
  ['post', '/api/central/send/verification-code/mail'],
  ['post', '/api/central/check/verification-code'],
  ['put', '/api/central/customer/edit/password'],
  ['post', '/api/central/customer/generate/invoice-download-token'],
  ['post', '/api/central/customer/generate/sale-invoice-download-token'],
  ['post', '/api/central/customer/create/support'],
  ['post', '/api/central/customer/create/support/message'],
  ['post', '/api/central/customer/contracts/unlock/abc'],
  ['post', '/api/payment/card'],
];

const PATHS = [
  '/api/central/customer/invoice/%00',
  '/api/central/customer/list/invoices?status=tudo',
  '/api/central/customer/list/invoices?invoice_id=1%27%20OR%201=1',
  '/api/central/customer/read/pix-payment/99999999999999999999',
  '/api/central/customer/download/invoice/' + 'a'.repeat(3000),
  '/api/central/customer/download/sale-invoice/a.b',
  '/api/central/customer/list/sale-invoices?created_at=9999-99',
  '/api/central/customer/contract/1/annual-debt-settlement?year=%20',
  '/api/central/customer/list/supports?status=x&page=1',
  '/api/central/customer/support/-1',
  '/api/payment/card?x=%00',
  '/pwa/%2e%2e/config.json',
];

describe('garbage input', () => {
  it('never reaches a 500: every malformed body gets a 4xx with a pt-BR message', async () => {
    const client = await signedIn(t);
    for (const [method, path] of ROUTES) {
      for (const body of GARBAGE_BODIES) {
        const response = await client[method](path).set('content-type', 'application/json').send(JSON.stringify(body));
        expect(response.status, `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(500);
        expect(typeof response.body.message).toBe('string');
      }
    }
  });

  it('never reaches a 500 on malformed paths and queries', async () => {
    const client = await signedIn(t);
    for (const path of PATHS) {
      const response = await client.get(path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
  });
});
