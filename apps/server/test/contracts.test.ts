import { MESSAGES, todayIn } from '@central/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANA, PADARIA, signedIn } from './support/subscriber';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    tenants: (records) => [
      ...records,
      { ...records[0]!, client_id: 'cliente', alias: 'Cliente Telecom' },
      // Texts the PDF's font (WinAnsi) cannot draw, as an admin may type them.
      {
        ...records[0]!,
        client_id: 'unicode',
        alias: 'Unicode Telecom',
        legal_name: UNICODE_LEGAL_NAME,
        address: 'Rua 東京 👍🏽,\n100 - Centro',
      },
    ],
  });
});
afterAll(() => t.close());
beforeEach(() => t.fresh());

const YEAR = Number(todayIn('America/Sao_Paulo').slice(0, 4));
const UNICODE_LEGAL_NAME = 'Fibra 🚀 光纤 Telecomunicações Ltda';

describe('Contratos', () => {
  it('lists the contracts with status, activation date, address and services', async () => {
    const { status, body } = await (await signedIn(t)).get('/api/central/customer/list/contracts');
    expect(status).toBe(200);
    expect(body.documentsAvailable).toBe(true);
    expect(
      body.contracts.map((c: { id: string; status: { text: string; active: boolean; blocked: boolean } }) => [
        c.id,
        c.status.text,
        c.status.active,
        c.status.blocked,
      ]),
    ).toEqual([
      ['2001', 'Ativo', true, false],
      ['2002', 'Bloqueado', false, true],
      ['2003', 'Financeiro Pendente', false, true],
      ['2004', 'Contrato desativado', false, false],
    ]);
    const active = body.contracts[0];
    expect(active.activationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(active.address).toMatchObject({ cidade: expect.any(String), estado: expect.stringMatching(/^[A-Z]{2}$/) });
    expect(active.address.rua).not.toBe('');
    expect(active.services.length).toBeGreaterThan(0);
  });

  it("uses the customer's address for a contract installed there", async () => {
    const { body } = await (await signedIn(t, ANA)).get('/api/central/customer/list/contracts');
    expect(body.contracts[0].address.rua).not.toBe('');
  });

  it('gives the short list for selects', async () => {
    const { body } = await (await signedIn(t)).get('/api/central/customer/list/contracts/short');
    expect(body.contracts.map((c: { id: string }) => c.id)).toEqual(['2001', '2002', '2003', '2004']);
    expect(body.contracts[0].description).not.toBe('');
  });

  it('says documents are unavailable for the provider cliente, and refuses them', async () => {
    const client = await signedIn(t, { cpfOrCnpj: '529.982.247-25', password: 'demo123' }, 'cliente.localhost');
    expect((await client.get('/api/central/customer/list/contracts')).body.documentsAvailable).toBe(false);
    expect((await client.get('/api/central/customer/download/contract/2001')).status).toBe(403);
    expect((await client.get(`/api/central/customer/contract/2001/annual-debt-settlement?year=${YEAR - 1}`)).status).toBe(403);
  });
});

describe('trust unlock', () => {
  it('says on each contract whether IXC would accept a trust unlock, and why not', async () => {
    const { body } = await (await signedIn(t)).get('/api/central/customer/list/contracts');
    const today = todayIn('America/Sao_Paulo');
    const daysAgo = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
    expect(body.contracts.map((c: { id: string; trustUnlock: unknown }) => [c.id, c.trustUnlock])).toEqual([
      ['2001', { available: false, reason: 'already_active', lastUsedOn: null, payBy: null }],
      ['2002', { available: true, reason: null, lastUsedOn: null, payBy: null }],
      ['2003', { available: false, reason: 'used_unpaid', lastUsedOn: daysAgo(12), payBy: daysAgo(9) }],
      ['2004', { available: false, reason: 'inactive', lastUsedOn: null, payBy: null }],
    ]);
  });

  it("unlocks a blocked contract with IXC's message, and the list shows it active at once", async () => {
    const client = await signedIn(t);
    await client.get('/api/central/customer/list/contracts').expect(200);
    const { status, body } = await client.post('/api/central/customer/contracts/unlock/2002');
    expect(status).toBe(200);
    expect(body.type).toBe('success');
    expect(body.message).toMatch(/^Desbloqueio de confiança realizado com sucesso!/);
    const after = await client.get('/api/central/customer/list/contracts');
    const unlocked = after.body.contracts.find((c: { id: string }) => c.id === '2002');
    expect(unlocked.status.text).toBe('Ativo');
    expect(unlocked.trustUnlock).toMatchObject({ available: false, reason: 'already_active' });
  });

  it.each([
    ['2003', /foi usado no dia/],
    ['2001', /^O contrato já encontra-se ativo/],
  ])("relays IXC's refusal for contract %s", async (id, message) => {
    const { status, body } = await (await signedIn(t)).post(`/api/central/customer/contracts/unlock/${id}`);
    expect(status).toBe(200);
    expect(body.type).toBe('error');
    expect(body.message).toMatch(message);
  });

  it("refuses another subscriber's contract and GET", async () => {
    const client = await signedIn(t);
    const response = await client.post('/api/central/customer/contracts/unlock/2005');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(MESSAGES.contractNotFound);
    expect((await client.get('/api/central/customer/contracts/unlock/2002')).status).toBe(404);
    expect(t.sandbox.sandbox.table('demo', 'cliente_contrato').find((c) => c.id === '2002')?.status_internet).toBe('CM');
  });
});

describe('annual debt settlement', () => {
  it('is a PDF declaring the paid bills of that year for that contract', async () => {
    const { status, body } = await (await signedIn(t)).get(`/api/central/customer/contract/2001/annual-debt-settlement?year=${YEAR - 1}`);
    expect(status).toBe(200);
    expect(body.fileName).toBe(`Quitacao-Anual-${YEAR - 1} Contrato-2001.pdf`);
    const pdf = await PDFDocument.load(Buffer.from(body.annualDebtSettlement, 'base64'));
    expect(pdf.getTitle()).toBe(`Declaração anual de quitação de débitos ${YEAR - 1} - Contrato 2001`);
    expect(pdf.getAuthor()).toBe('Provedor Demo Telecomunicações Ltda');
  });

  it("is a PDF when the provider's legal name and address hold an emoji and CJK text, drawn as '?'", async () => {
    const client = await signedIn(t, { cpfOrCnpj: '529.982.247-25', password: 'demo123' }, 'unicode.localhost');
    const { status, body } = await client.get(`/api/central/customer/contract/2001/annual-debt-settlement?year=${YEAR - 1}`);
    expect(status).toBe(200);
    const bytes = Buffer.from(body.annualDebtSettlement, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    // The metadata is UTF-16 and keeps the name as typed; the page draws 'Fibra ? ?? Telecomunicações Ltda'.
    expect(pdf.getAuthor()).toBe(UNICODE_LEGAL_NAME);
    expect(pdf.getPageCount()).toBe(1);
  });

  it('is refused, saying why, while a bill of that year is overdue', async () => {
    const response = await (await signedIn(t)).get(`/api/central/customer/contract/2003/annual-debt-settlement?year=${YEAR}`);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(MESSAGES.annualSettlementOpenInvoices);
  });

  it.each([String(YEAR - 3), String(YEAR + 1), 'abc', ''])('refuses the year %s', async (year) => {
    const response = await (await signedIn(t)).get(`/api/central/customer/contract/2001/annual-debt-settlement?year=${year}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.yearInvalid);
  });

  it("refuses another subscriber's contract", async () => {
    const response = await (await signedIn(t, PADARIA)).get(`/api/central/customer/contract/2001/annual-debt-settlement?year=${YEAR - 1}`);
    expect(response.status).toBe(404);
  });
});
