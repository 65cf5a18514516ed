import { MESSAGES } from '@central/domain';
import { describe, expect, it } from 'vitest';
import { adminAppsSuite } from './support/admin-apps';
import { adminClient } from './support/staff';

/** The admin's lookups of a product, a plan or a subject in a provider's IXC, for the app form. */
const { t } = adminAppsSuite({ ixcTimeoutMs: 800 });

/** A lookup, as an admin. */
const lookup = async (path: string) => (await adminClient(t)).get(path);

/** Each lookup path answers `status` with its text. */
async function expectAnswers(cases: ReadonlyArray<readonly [string, string]>, status: number) {
  for (const [path, message] of cases) {
    const response = await lookup(path);
    expect([path, response.status, response.body.message]).toEqual([path, status, message]);
  }
}

describe("the lookups in the provider's IXC", () => {
  it("finds a product, a plan (by its nome, answered as grupo) and a subject in that provider's ERP", async () => {
    expect((await lookup('/api/payment/product/880?client_id=demo')).body).toEqual({ product: { id: '880', descricao: 'Watch Brasil' } });
    expect((await lookup('/api/payment/product/880?client_id=acme')).body).toEqual({
      product: { id: '880', descricao: 'Acme Nuvem 50 GB' },
    });
    expect((await lookup('/api/payment/plan/12?client_id=demo')).body).toEqual({ plan: { id: '12', grupo: 'Fibra 500 Mega' } });
    expect((await lookup('/api/payment/plan/31?client_id=acme')).body).toEqual({ plan: { id: '31', grupo: 'Turbo 200 Mega' } });
    expect((await lookup('/api/payment/subject/1?client_id=demo')).body).toEqual({
      subject: { id: '1', assunto: 'Sem conexão com a internet' },
    });
  });

  it("answers 404 'não encontrado' for an id the ERP does not have", async () => {
    const cases = [
      ['/api/payment/product/99999?client_id=demo', 'Produto não encontrado'],
      ['/api/payment/plan/31?client_id=demo', 'Plano não encontrado'],
      ['/api/payment/subject/999?client_id=demo', 'Assunto não encontrado'],
    ] as const;
    await expectAnswers(cases, 404);
  });

  it('answers 400 for an id that is not digits, before calling the ERP', async () => {
    t.sandbox.sandbox.resetStats();
    const cases = [
      ['/api/payment/product/88a?client_id=demo', 'O ID deve conter apenas números'],
      ['/api/payment/plan/-1?client_id=demo', 'O ID deve conter apenas números'],
      ['/api/payment/subject/1%20or%201?client_id=demo', 'ID do assunto inválido'],
    ] as const;
    await expectAnswers(cases, 400);
    expect(t.sandbox.sandbox.stats().total).toBe(0);
  });

  it("answers 404 'Cliente não encontrado' without a client_id or with an unknown one", async () => {
    for (const path of ['/api/payment/product/880', '/api/payment/plan/12?client_id=nobody', '/api/payment/subject/1?client_id=']) {
      const response = await lookup(path);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 'CUSTOMER_NOT_FOUND', message: 'Cliente não encontrado' });
    }
  });

  it('looks up in the ERP of a suspended provider', async () => {
    await t.db.prisma.tenant.update({ where: { clientId: 'acme' }, data: { status: 'suspended' } });
    expect((await lookup('/api/payment/product/880?client_id=acme')).body).toEqual({
      product: { id: '880', descricao: 'Acme Nuvem 50 GB' },
    });
  });

  it('answers 503 with its own text when the ERP is down, and soon when it is slow', async () => {
    t.sandbox.sandbox.setFaults({ down: true });
    const down = await lookup('/api/payment/product/880?client_id=demo');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ code: 'LOOKUP_UNAVAILABLE', message: MESSAGES.lookupUnavailable });

    t.sandbox.sandbox.setFaults({ down: false, latencyMs: 5_000 });
    const started = Date.now();
    const slow = await lookup('/api/payment/subject/1?client_id=demo');
    expect(slow.status).toBe(503);
    expect(slow.body.message).toBe(MESSAGES.lookupUnavailable);
    expect(Date.now() - started).toBeLessThan(2_000);

    t.sandbox.sandbox.setFaults({ latencyMs: 0, errorRate: 1 });
    expect((await lookup('/api/payment/plan/12?client_id=demo')).body.message).toBe(MESSAGES.lookupUnavailable);
  });
});
