import { MESSAGES, todayIn } from '@central/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MARIA, PADARIA, signedIn } from './support/subscriber';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.fresh());

const TODAY = todayIn('America/Sao_Paulo');

describe('Faturas Abertas', () => {
  it("holds the overdue, partial and next-15-days bills, most urgent first, with the server's statuses", async () => {
    const { status, body } = await (await signedIn(t)).get('/api/central/customer/list/invoices?status=to_pay');
    expect(status).toBe(200);
    expect(body.invoices.map((i: { id: string; status: string }) => `${i.id}:${i.status}`)).toEqual([
      '5001:overdue',
      '5002:overdue',
      '5007:partial',
      '5003:to_receive',
      '5004:to_receive',
      '5011:to_receive',
      '5008:to_receive',
      '5012:to_receive',
    ]);
  });

  it('shows each bill with exactly the display fields', async () => {
    const { body } = await (await signedIn(t)).get('/api/central/customer/list/invoices?status=to_pay');
    const standalone = body.invoices.find((i: { id: string }) => i.id === '5012');
    expect(Object.keys(standalone).sort()).toEqual([
      'amountDue',
      'contractId',
      'dueDate',
      'id',
      'linhaDigitavel',
      'paymentDate',
      'paymentType',
      'status',
      'value',
    ]);
    expect(standalone).toMatchObject({ contractId: '2001', value: 80, amountDue: 80, paymentDate: null, paymentType: null });
    expect(standalone.linhaDigitavel).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(body.invoices.find((i: { id: string }) => i.id === '5003').dueDate).toBe(TODAY);
    expect(body.invoices.find((i: { id: string }) => i.id === '5011').linhaDigitavel).toBeNull();
  });

  it('costs one ERP call, and a second look within a minute costs none', async () => {
    const client = await signedIn(t, PADARIA);
    t.sandbox.sandbox.resetStats();
    await client.get('/api/central/customer/list/invoices?status=to_pay').expect(200);
    await client.get('/api/central/customer/list/invoices?status=to_pay').expect(200);
    expect(t.sandbox.sandbox.stats().byResource).toEqual({ fn_areceber: 1 });
  });

  it('answers the generic text, fast, when the ERP is down', async () => {
    const client = await signedIn(t, { cpfOrCnpj: '390.533.447-05', password: 'demo789' });
    t.sandbox.sandbox.setFaults({ down: true });
    const response = await client.get('/api/central/customer/list/invoices?status=to_pay');
    expect(response.status).toBe(503);
    expect(response.body.message).toBe(MESSAGES.serverFailure);
  });
});

describe('Faturas Pagas', () => {
  it('holds the latest 12 paid bills, newest first, with payment date and type', async () => {
    const { body } = await (await signedIn(t)).get('/api/central/customer/list/invoices?status=received');
    expect(body.invoices).toHaveLength(12);
    const dueDates = body.invoices.map((i: { dueDate: string }) => i.dueDate);
    expect([...dueDates].sort().reverse()).toEqual(dueDates);
    for (const invoice of body.invoices) {
      expect(invoice.status).toBe('received');
      expect(invoice.paymentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(invoice.linhaDigitavel).toBeNull();
    }
    expect(new Set(body.invoices.map((i: { paymentType: string }) => i.paymentType)).size).toBeGreaterThan(1);
  });
});

describe('one bill', () => {
  it('is found by id, with its contract and the contract address', async () => {
    const { status, body } = await (await signedIn(t)).get('/api/central/customer/invoice/5004');
    expect(status).toBe(200);
    expect(body.invoice).toMatchObject({ id: '5004', contractId: '2002', status: 'to_receive' });
    expect(body.contract.id).toBe('2002');
    expect(body.contract.address.cidade).not.toBe('');
    expect(body.contract.address.estado).toMatch(/^[A-Z]{2}$/);
  });

  it.each([
    ['5101', "another subscriber's bill"],
    ['5009', 'a canceled bill'],
    ['5010', 'a hidden bill'],
    ['999999', 'a bill that does not exist'],
  ])('%s (%s) is not found, with the exact text', async (id) => {
    const client = await signedIn(t);
    for (const path of [`/api/central/customer/invoice/${id}`, `/api/central/customer/list/invoices?invoice_id=${id}`]) {
      const response = await client.get(path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).toEqual({ code: 'INVOICE_NOT_FOUND', message: MESSAGES.invoiceNotFound });
    }
  });

  it("of one provider is never reachable from another's host, even with the same ids", async () => {
    const mariana = await signedIn(t, { cpfOrCnpj: '529.982.247-25', password: 'alt12345' }, 'acme.localhost');
    const { body } = await mariana.get('/api/central/customer/invoice/5001');
    const maria = await (await signedIn(t)).get('/api/central/customer/invoice/5001');
    expect(body.invoice.value).not.toBe(maria.body.invoice.value);
  });

  it('answers an id that is not a number as not found, and asks for a session', async () => {
    const client = await signedIn(t);
    for (const path of [
      '/api/central/customer/invoice/abc',
      '/api/central/customer/read/pix-payment/abc',
      '/api/central/customer/invoice/5001x',
    ]) {
      const response = await client.get(path);
      expect([response.status, response.body], path).toEqual([404, { code: 'INVOICE_NOT_FOUND', message: MESSAGES.invoiceNotFound }]);
    }
    expect((await t.client().get('/api/central/customer/invoice/5003')).status).toBe(401);
  });
});

describe('the invoice window', () => {
  it('reaches one month ahead for a provider configured so', async () => {
    const monthly = await startTestApp({
      tenants: (records) =>
        records.map((record) => (record.client_id === 'demo' ? { ...record, invoice_window: '1_month' as const } : record)),
    });
    try {
      const { body } = await (await signedIn(monthly, MARIA)).get('/api/central/customer/list/invoices?status=to_pay');
      const ids = body.invoices.map((i: { id: string }) => i.id);
      expect(ids).toContain('5005');
      expect(ids).not.toContain('5006');
    } finally {
      await monthly.close();
    }
  });
});

describe('prefetch after sign-in', () => {
  it('reads open bills and contracts in the background, so the first pages cost no ERP call', async () => {
    const prefetching = await startTestApp({ prefetchOnSignIn: true });
    try {
      const client = await signedIn(prefetching, MARIA);
      await expect.poll(() => prefetching.sandbox.sandbox.stats().byResource.vd_contratos_produtos ?? 0).toBe(1);
      prefetching.sandbox.sandbox.resetStats();
      await client.get('/api/central/customer/list/invoices?status=to_pay').expect(200);
      await client.get('/api/central/customer/list/contracts').expect(200);
      expect(prefetching.sandbox.sandbox.stats().total).toBe(0);
    } finally {
      await prefetching.close();
    }
  });
});
