import { addMonths, MESSAGES, todayIn } from '@central/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PADARIA, signedIn } from './support/subscriber';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const TODAY = todayIn('America/Sao_Paulo');
const monthsAgo = (months: number) => addMonths(`${TODAY.slice(0, 7)}-01`, -months).slice(0, 7);

describe('Notas Fiscais', () => {
  it("lists the month's notes with number, type, value and issue date", async () => {
    const { status, body } = await (await signedIn(t)).get(`/api/central/customer/list/sale-invoices?created_at=${monthsAgo(1)}`);
    expect(status).toBe(200);
    expect(body.nfs.length).toBeGreaterThanOrEqual(3);
    for (const nf of body.nfs) {
      expect(Object.keys(nf).sort()).toEqual(['dataEmissao', 'id', 'numero', 'tipo', 'valor']);
      expect(['SVA', 'SCM', 'NFS-e']).toContain(nf.tipo);
      expect(nf.dataEmissao.slice(0, 7)).toBe(monthsAgo(1));
    }
    expect(new Set(body.nfs.map((nf: { tipo: string }) => nf.tipo))).toEqual(new Set(['SVA', 'SCM', 'NFS-e']));
  });

  it('leaves out canceled and denied notes', async () => {
    const client = await signedIn(t);
    const rows = t.sandbox.sandbox.table('demo', 'vd_saida').filter((row) => row.id_cliente === '1001');
    const dropped = rows.filter((row) => row.status === 'C' || row.status === 'D');
    expect(dropped).toHaveLength(2);
    for (const note of dropped) {
      const { body } = await client.get(`/api/central/customer/list/sale-invoices?created_at=${note.data_emissao!.slice(0, 7)}`);
      expect(body.nfs.map((nf: { id: string }) => nf.id)).not.toContain(note.id);
    }
  });

  it('answers an empty list for a month without notes', async () => {
    const { body } = await (await signedIn(t)).get('/api/central/customer/list/sale-invoices?created_at=2014-02');
    expect(body).toEqual({ nfs: [] });
  });

  it.each(['2014-01', monthsAgo(-1), '2026-13', 'ontem', ''])('refuses the month %s', async (month) => {
    const response = await (await signedIn(t)).get(`/api/central/customer/list/sale-invoices?created_at=${month}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.monthInvalid);
  });

  it("will not make a download token for another subscriber's note", async () => {
    const padariaNote = t.sandbox.sandbox.table('demo', 'vd_saida').find((row) => row.id_cliente === '1002')!;
    const response = await (
      await signedIn(t)
    )
      .post('/api/central/customer/generate/sale-invoice-download-token')
      .send({ saleInvoiceId: padariaNote.id });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(MESSAGES.downloadFailure);
    const own = await (
      await signedIn(t, PADARIA)
    )
      .post('/api/central/customer/generate/sale-invoice-download-token')
      .send({ saleInvoiceId: padariaNote.id });
    expect(own.status).toBe(200);
  });
});
