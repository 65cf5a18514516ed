import { MESSAGES } from '@central/domain';
import { DEMO_IDS, pageText, readPdf, SANDBOX_TOKENS } from '@central/sandbox';
import { PDFDocument } from 'pdf-lib';
import type supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { isValidBrCode } from '../src/lib/br-code';
import { adminClient } from './support/staff';
import { PADARIA, signedIn } from './support/subscriber';
import { sharedTestApp } from './support/suite';
import { startTestApp } from './support/test-app';

const t = sharedTestApp();

async function expectPdf(base64: string) {
  const bytes = Buffer.from(base64, 'base64');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(0);
}

describe('boleto download', () => {
  it('gives the PDF of an own open bill by a short-lived token, named Boleto-{id} {due date}', async () => {
    const client = await signedIn(t);
    const { body: detail } = await client.get('/api/central/customer/invoice/5004');
    const { status, body } = await client.post('/api/central/customer/generate/invoice-download-token').send({ invoiceId: '5004' });
    expect(status).toBe(200);
    const file = await client.get(`/api/central/customer/download/invoice/${encodeURIComponent(body.token)}`);
    expect(file.status).toBe(200);
    const [year, month, day] = detail.invoice.dueDate.split('-');
    expect(file.body.fileName).toBe(`Boleto-5004 ${day}-${month}-${year}.pdf`);
    expect(file.body.contentType).toBe('application/pdf');
    await expectPdf(file.body.base64);
  });

  it.each([
    ['5011', 'a bill without a boleto'],
    ['5101', "another subscriber's bill"],
    ['999999', 'an unknown bill'],
    ['abc', 'a malformed id'],
  ])('says the boleto is unavailable for %s (%s)', async (invoiceId) => {
    const response = await (await signedIn(t)).post('/api/central/customer/generate/invoice-download-token').send({ invoiceId });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(MESSAGES.boletoUnavailable);
  });

  it('refuses a token made for another subscriber, or forged', async () => {
    const maria = await signedIn(t);
    const { body } = await maria.post('/api/central/customer/generate/invoice-download-token').send({ invoiceId: '5004' });
    const padaria = await signedIn(t, PADARIA);
    expect((await padaria.get(`/api/central/customer/download/invoice/${encodeURIComponent(body.token)}`)).body.message).toBe(
      MESSAGES.boletoUnavailable,
    );
    expect((await maria.get('/api/central/customer/download/invoice/forged.token')).status).toBe(404);
  });

  it('says the download failed when the ERP does not answer', async () => {
    const client = await signedIn(t);
    const { body } = await client.post('/api/central/customer/generate/invoice-download-token').send({ invoiceId: '5004' });
    t.sandbox.sandbox.setFaults({ down: true });
    const file = await client.get(`/api/central/customer/download/invoice/${encodeURIComponent(body.token)}`);
    expect(file.status).toBe(502);
    expect(file.body.message).toBe(MESSAGES.invoiceDownloadFailure);
  });

  it.each(['html', 'http-500', 'text'] as const)(
    'says the download failed, not that the boleto is unavailable, when IXC answers %s',
    async (errorAnswer) => {
      const client = await signedIn(t);
      const { body } = await client.post('/api/central/customer/generate/invoice-download-token').send({ invoiceId: '5004' });
      t.sandbox.sandbox.setFaults({ errorRate: 1, errorAnswer });
      const file = await client.get(`/api/central/customer/download/invoice/${encodeURIComponent(body.token)}`);
      expect([file.status, file.body]).toEqual([502, { code: 'INVOICE_DOWNLOAD_FAILED', message: MESSAGES.invoiceDownloadFailure }]);
    },
  );

  it('says the boleto is unavailable when IXC answers get_boleto with an empty body (it has none to print)', async () => {
    const client = await signedIn(t);
    const { body } = await client.post('/api/central/customer/generate/invoice-download-token').send({ invoiceId: '5004' });
    // The bill is gone from IXC between the two steps: get_boleto then answers HTTP 200 with nothing (docs/product/ixc.md#calls-used).
    const removed = await t.sandbox.inject({
      method: 'DELETE',
      url: '/webservice/v1/fn_areceber/5004',
      headers: { authorization: `Basic ${Buffer.from(SANDBOX_TOKENS.demo).toString('base64')}` },
    });
    expect(removed.statusCode).toBe(200);
    const file = await client.get(`/api/central/customer/download/invoice/${encodeURIComponent(body.token)}`);
    expect([file.status, file.body]).toEqual([404, { code: 'BOLETO_UNAVAILABLE', message: MESSAGES.boletoUnavailable }]);
  });
});

describe("a late bill's boleto", () => {
  /** The text of the boleto of 5001 (59,90, 40 days late) as the subscriber downloads it. */
  async function lateBoletoText() {
    const client = await signedIn(t);
    const { body } = await client
      .post('/api/central/customer/generate/invoice-download-token')
      .send({ invoiceId: DEMO_IDS.invoices.overdueOld });
    const file = await client.get(`/api/central/customer/download/invoice/${encodeURIComponent(body.token)}`).expect(200);
    return pageText(await readPdf(Buffer.from(file.body.base64, 'base64')));
  }
  const stored = () => t.sandbox.sandbox.table('demo', 'fn_areceber').find((row) => row.id === DEMO_IDS.invoices.overdueOld)!;

  it("carries today's interest and fine by default: the sandbox's 2% and 0,033% a day make 59,90 into 61,89", async () => {
    const text = await lateBoletoText();
    expect(text).toContain('61,89');
    expect(text).toMatch(/Boleto atualizado em .*: multa de R\$ 1,20 e juros de R\$ 0,79\./);
    expect(text).not.toContain(stored().linha_digitavel);
  });

  it('is printed as issued once the admin turns the update off, and updated again once it is back on', async () => {
    const admin = await adminClient(t);
    const turn = async (on: boolean) => {
      const edited = await admin.put('/api/payment/customer/demo/edit').send({ update_late_boleto: on }).expect(200);
      expect(edited.body.customer.update_late_boleto).toBe(on);
    };
    await turn(false);
    try {
      const text = await lateBoletoText();
      expect(text).toContain('59,90');
      expect(text).toContain(stored().linha_digitavel);
      expect(text).not.toContain('Boleto atualizado');
    } finally {
      await turn(true);
    }
    expect(await lateBoletoText()).toContain('61,89');
  });
});

describe('PIX', () => {
  it('gives a valid BR Code for the open amount and a QR image', async () => {
    const { status, body } = await (await signedIn(t)).get('/api/central/customer/read/pix-payment/5007');
    expect(status).toBe(200);
    expect(body.type).toBe('success');
    expect(isValidBrCode(body.copy_paste)).toBe(true);
    expect(body.copy_paste).toContain('540549.90');
    expect(body.pix.qrCode.qrcode).toBe(body.copy_paste);
    expect(body.qr_code.base_64).toMatch(/^data:image\/png;base64,iVBOR/);
  });

  it('is not found for another subscriber, and refused for a paid bill', async () => {
    const client = await signedIn(t);
    const foreign = await client.get('/api/central/customer/read/pix-payment/5101');
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(MESSAGES.invoiceNotFound);
    const paid = (await client.get('/api/central/customer/list/invoices?status=received')).body.invoices[0];
    const refused = await client.get(`/api/central/customer/read/pix-payment/${paid.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MESSAGES.invoiceAlreadyPaid);
  });

  it("says 'Falha ao obter código pix' when the ERP fails", async () => {
    const client = await signedIn(t);
    await client.get('/api/central/customer/invoice/5004').expect(200);
    t.sandbox.sandbox.setFaults({ down: true });
    const response = await client.get('/api/central/customer/read/pix-payment/5004');
    expect(response.status).toBe(502);
    expect(response.body.message).toBe(MESSAGES.pixFailure);
  });
});

describe('fiscal note download', () => {
  /** One of Maria's (customer 1001) fiscal notes, found in its month's list as the page finds it, and its download token. */
  async function mariasNoteToken(client: supertest.Agent) {
    const month = t.sandbox.sandbox
      .table('demo', 'vd_saida')
      .find((row) => row.id_cliente === '1001' && row.status === 'F')!
      .data_emissao!.slice(0, 7);
    const [note] = (await client.get(`/api/central/customer/list/sale-invoices?created_at=${month}`)).body.nfs;
    const { body } = await client
      .post('/api/central/customer/generate/sale-invoice-download-token')
      .send({ saleInvoiceId: note.id, customModel: false, created_at: month });
    return { note, token: body.token as string };
  }

  it('gives the PDF named NF-{number} {type} {date}', async () => {
    const client = await signedIn(t);
    const { note, token } = await mariasNoteToken(client);
    const file = await client.get(`/api/central/customer/download/sale-invoice/${encodeURIComponent(token)}`);
    expect(file.status).toBe(200);
    const [year, mm, dd] = note.dataEmissao.split('-');
    expect(file.body.fileName).toBe(`NF-${note.numero} ${note.tipo} ${dd}-${mm}-${year}.pdf`);
    await expectPdf(file.body.base64);
  });

  it("says 'Falha ao realizar download' when IXC answers its error block", async () => {
    const client = await signedIn(t);
    const { token } = await mariasNoteToken(client);
    t.sandbox.sandbox.setFaults({ errorRate: 1, errorAnswer: 'html' });
    const file = await client.get(`/api/central/customer/download/sale-invoice/${encodeURIComponent(token)}`);
    expect([file.status, file.body.message]).toEqual([502, MESSAGES.downloadFailure]);
  });
});

describe('contract download', () => {
  it('gives the contract PDF of an own contract', async () => {
    const { status, body } = await (await signedIn(t)).get('/api/central/customer/download/contract/2001');
    expect(status).toBe(200);
    expect(body.fileName).toBe('Contrato-2001.pdf');
    await expectPdf(body.contractBase64);
  });

  it("refuses another subscriber's contract, and reports a print failure with its text", async () => {
    const client = await signedIn(t);
    expect((await client.get('/api/central/customer/download/contract/2005')).status).toBe(404);
    const misconfigured = await startTestApp({
      tenants: (records) =>
        records.map((r) => (r.client_id === 'demo' ? { ...r, ixc_contract_print_action: 'cliente_contrato_imprimir_contrato_99999' } : r)),
    });
    try {
      const response = await (await signedIn(misconfigured)).get('/api/central/customer/download/contract/2001');
      expect(response.status).toBe(502);
      expect(response.body.message).toBe(MESSAGES.contractDownloadFailure);
    } finally {
      await misconfigured.close();
    }
    t.sandbox.sandbox.setFaults({ errorRate: 1, errorAnswer: 'html' });
    const overloaded = await client.get('/api/central/customer/download/contract/2001');
    expect([overloaded.status, overloaded.body.message]).toEqual([502, MESSAGES.contractDownloadFailure]);
  });
});
