import { randomUUID } from 'node:crypto';
import { CARD_PAYMENT_REVIEW_MESSAGES as M, MESSAGES } from '@central/domain';
import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prisma } from '../src/generated/prisma/client';
import { adminClient, providerClient, TEST_ADMIN } from './support/staff';
import { recordCalls, type Method } from './support/recorded-calls';
import { startTestApp, type TestApp } from './support/test-app';

/** The card payments the reconciliation flagged, under /api/payment/customer/{client_id}/card-payments. */
const { call } = recordCalls();
const REASON = 'A fatura foi paga por outro meio depois da cobrança no cartão: estorne o valor na Cielo.';

let t: TestApp;
let admin: supertest.Agent;
const rows: Record<'review' | 'done' | 'acme' | 'older', string> = { review: '', done: '', acme: '', older: '' };

const tenantId = async (clientId: string) => (await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId } })).id;
const attempt = async (clientId: string, data: Partial<Prisma.CardPaymentUncheckedCreateInput>) =>
  (
    await t.db.prisma.cardPayment.create({
      data: {
        tenantId: await tenantId(clientId),
        customerId: '1001',
        invoiceId: '5001',
        installments: 2,
        amountCents: 10_000,
        totalCents: 10_353,
        ...data,
      },
    })
  ).id;

beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 12, minutes));
  rows.older = await attempt('demo', { invoiceId: '5000', state: 'needs_review', reviewReason: 'Older', createdAt: at(0) });
  rows.review = await attempt('demo', {
    state: 'needs_review',
    cardBrand: 'visa',
    cardLast4: '0001',
    gatewayPaymentId: 'b1c2d3e4-0000-4000-8000-000000000001',
    gatewayTid: '1123581321',
    returnCode: '6',
    returnMessage: 'Operation Successful',
    erpReceiptId: '77',
    reviewReason: REASON,
    createdAt: at(30),
  });
  rows.done = await attempt('demo', { invoiceId: '5002', state: 'done', createdAt: at(40) });
  rows.acme = await attempt('acme', { state: 'needs_review', reviewReason: REASON, createdAt: at(50) });
});
afterAll(() => t.close());

const url = (clientId: string, path = '') => `/api/payment/customer/${clientId}/card-payments${path}`;
const reviewUrl = (clientId: string, id: string) => url(clientId, `/${id}/review`);
const review = (clientId: string, id: string, body: object) => call(admin, 'post', reviewUrl(clientId, id), body);
const listed = async (query = '') =>
  ((await call(admin, 'get', url('demo', query))).body.card_payments as Array<{ id: string }>).map((row) => row.id);
const stateOf = async (id: string) => (await t.db.prisma.cardPayment.findUniqueOrThrow({ where: { id } })).state;
const invalid = (fields: Record<string, string>) => ({ code: 'CARD_PAYMENT_REVIEW_INVALID', message: Object.values(fields)[0], fields });

describe('who may see and review card payments', () => {
  it('answers 401 without a session and 403 to a provider, and changes nothing', async () => {
    const provider = await providerClient(t, 'demo');
    const routes: Array<[Method, string, object?]> = [
      ['get', url('demo')],
      ['post', reviewUrl('demo', rows.review), { outcome: 'done', note: 'Baixa manual' }],
    ];
    for (const [method, path, body] of routes) {
      expect([path, (await call(t.client('admin.localhost'), method, path, body)).status]).toEqual([path, 401]);
      const asProvider = await call(provider, method, path, body);
      expect([path, asProvider.status, asProvider.body]).toEqual([path, 403, { code: 'NOT_AN_ADMIN', message: MESSAGES.adminForbidden }]);
    }
    expect(await stateOf(rows.review)).toBe('needs_review');
  });
});

describe('the list', () => {
  it("shows the provider's attempts awaiting review, newest first, with brand and last four digits only", async () => {
    const response = await call(admin, 'get', url('demo'));
    expect(response.status).toBe(200);
    expect(response.body.card_payments.map((row: { id: string }) => row.id)).toEqual([rows.review, rows.older]);
    expect(response.body.card_payments[0]).toEqual({
      id: rows.review,
      customer_id: '1001',
      invoice_id: '5001',
      state: 'needs_review',
      installments: 2,
      amount_cents: 10_000,
      total_cents: 10_353,
      card_brand: 'visa',
      card_last4: '0001',
      gateway_payment_id: 'b1c2d3e4-0000-4000-8000-000000000001',
      gateway_tid: '1123581321',
      return_code: '6',
      return_message: 'Operation Successful',
      erp_receipt_id: '77',
      review_reason: REASON,
      reviewed_at: null,
      reviewed_by: null,
      review_note: null,
      created_at: '2026-11-23T12:30:00.000Z',
      updated_at: expect.any(String),
    });
    expect(await listed('?state=needs_review')).toEqual([rows.review, rows.older]);
    expect(await listed('?state=all')).toEqual([rows.done, rows.review, rows.older]);
  });

  it('refuses an unknown state filter and answers 404 for a provider nobody has', async () => {
    expect((await call(admin, 'get', url('demo', '?state=declined'))).status).toBe(400);
    const response = await call(admin, 'get', url('ninguem'));
    expect([response.status, response.body]).toEqual([404, { code: 'CUSTOMER_NOT_FOUND', message: 'Cliente não encontrado' }]);
  });
});

describe('the review', () => {
  it('refuses a bad body, naming each field in pt-BR, and changes nothing', async () => {
    const cases: Array<[object, Record<string, string>]> = [
      [{}, { outcome: M.outcomeInvalid, note: M.noteRequired }],
      [{ outcome: 'captured', note: 'x' }, { outcome: M.outcomeInvalid }],
      [{ outcome: 'done', note: '   ' }, { note: M.noteRequired }],
      [{ outcome: 'voided', note: 'x'.repeat(501) }, { note: M.noteTooLong }],
    ];
    for (const [body, fields] of cases) {
      const response = await review('demo', rows.review, body);
      expect([body, response.status, response.body]).toEqual([body, 400, invalid(fields)]);
    }
    expect(await stateOf(rows.review)).toBe('needs_review');
  });

  it("answers 404 for an unknown id, a malformed one, another provider's, and an unknown provider", async () => {
    const body = { outcome: 'done', note: 'Baixa manual' };
    for (const [clientId, id] of [
      ['demo', randomUUID()],
      ['demo', 'abc'],
      ['demo', rows.acme],
    ]) {
      const response = await review(clientId!, id!, body);
      expect([id, response.status, response.body]).toEqual([id, 404, { code: 'CARD_PAYMENT_NOT_FOUND', message: M.paymentNotFound }]);
    }
    expect((await review('ninguem', rows.review, body)).body.code).toBe('CUSTOMER_NOT_FOUND');
    expect(await stateOf(rows.acme)).toBe('needs_review');
  });

  it('keeps a payment as done, with who, when and why; a second review is 409', async () => {
    const before = Date.now();
    const response = await review('demo', rows.older, { outcome: 'done', note: '  Baixa manual no IXC, recibo 981  ' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      message: M.reviewedDone,
      card_payment: { id: rows.older, state: 'done', reviewed_by: TEST_ADMIN.email, review_note: 'Baixa manual no IXC, recibo 981' },
    });
    expect(Date.parse(response.body.card_payment.reviewed_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(await listed()).toEqual([rows.review]);

    const again = await review('demo', rows.older, { outcome: 'voided', note: 'Estornado' });
    expect([again.status, again.body]).toEqual([409, { code: 'CARD_PAYMENT_NOT_IN_REVIEW', message: M.notInReview }]);
    const notFlagged = await review('demo', rows.done, { outcome: 'voided', note: 'Estornado' });
    expect(notFlagged.status).toBe(409);
    expect(await stateOf(rows.older)).toBe('done');
  });

  it('voids a refunded payment, which frees its invoice for a new attempt', async () => {
    const retry = { invoiceId: '5001' };
    // While the flagged attempt holds the invoice, the one-live-attempt index refuses another.
    await expect(attempt('demo', retry)).rejects.toMatchObject({ code: 'P2002' });

    const response = await review('demo', rows.review, { outcome: 'voided', note: 'Estornado na Cielo em 23/11' });
    expect([response.status, response.body.message, response.body.card_payment.state]).toEqual([200, M.reviewedVoided, 'voided']);
    expect(await listed()).toEqual([]);
    expect(await stateOf(await attempt('demo', retry))).toBe('created');
  });

  it('records each review in the provider history', async () => {
    const events = (await call(admin, 'get', '/api/payment/customer/demo/history')).body.events as Array<{
      action: string;
      actor: string;
      fields: string[];
    }>;
    expect(events.map((event) => [event.action, event.actor])).toEqual([
      ['card_payment_review', TEST_ADMIN.email],
      ['card_payment_review', TEST_ADMIN.email],
    ]);
    const stored = await t.db.prisma.adminAuditEvent.findMany({ where: { clientId: 'demo' }, orderBy: { id: 'asc' } });
    expect(stored.map((event) => event.changes)).toEqual([
      {
        card_payment_id: { from: rows.older, to: rows.older },
        invoice_id: { from: '5000', to: '5000' },
        state: { from: 'needs_review', to: 'done' },
        review_note: { from: null, to: 'Baixa manual no IXC, recibo 981' },
      },
      {
        card_payment_id: { from: rows.review, to: rows.review },
        invoice_id: { from: '5001', to: '5001' },
        state: { from: 'needs_review', to: 'voided' },
        review_note: { from: null, to: 'Estornado na Cielo em 23/11' },
      },
    ]);
    expect(await t.db.prisma.adminAuditEvent.count({ where: { clientId: 'acme' } })).toBe(0);
  });
});
