import { MESSAGES } from '@central/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordCalls } from './support/recorded-calls';
import { PADARIA, signedIn } from './support/subscriber';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.fresh());

const ticketsWith = (message: string) =>
  t.sandbox.sandbox.table('demo', 'su_ticket').filter((row) => row.menssagem?.startsWith(`${message}\n`));
const newRequest = { subject: '2', contractId: '2001', phone_number: '(61) 99304-0271', message: 'A internet cai toda noite.' };

describe('support subjects', () => {
  it("offers the provider's configured subjects that IXC has, in the provider's words", async () => {
    const { status, body } = await (await signedIn(t)).get('/api/central/customer/support/subjects');
    expect(status).toBe(200);
    expect(body.subjects.map((s: { id: string; value: string }) => [s.id, s.value])).toEqual([
      ['1', 'Sem conexão'],
      ['2', 'Internet lenta'],
      ['3', 'Financeiro'],
    ]);
  });
});

describe('support lists', () => {
  it('lists the requests in progress, newest first, with protocol, subject and status text', async () => {
    const { body } = await (await signedIn(t)).get('/api/central/customer/list/supports?status=in_progress');
    expect(body.supports.map((s: { id: string }) => s.id).sort()).toEqual(['7001', '7002', '7003', '7004']);
    for (const support of body.supports) {
      expect(support).toMatchObject({ status: 'in_progress', statusText: 'Em andamento' });
      expect(support.protocolo).not.toBe('');
      expect(support.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    }
  });

  it('pages the closed requests by 5 from page 1, including one closed only by status F', async () => {
    const client = await signedIn(t);
    const pages = await Promise.all([1, 2, 3].map((page) => client.get(`/api/central/customer/list/supports?status=closed&page=${page}`)));
    expect(pages.map((page) => page.body.supports.length)).toEqual([5, 5, 0]);
    const ids = pages.flatMap((page) => page.body.supports.map((s: { id: string; statusText: string }) => s.id));
    expect(ids.sort()).toEqual(['7005', '7006', '7007', '7008', '7009', '7010', '7011', '7012', '7013', '7014']);
    expect(pages[0]!.body.supports.every((s: { statusText: string }) => s.statusText === 'Fechado')).toBe(true);
  });

  it.each(['0', '-1', 'a', '1.5'])('refuses page %s', async (page) => {
    const response = await (await signedIn(t)).get(`/api/central/customer/list/supports?status=closed&page=${page}`);
    expect(response.status).toBe(400);
  });

  it('answers the generic text when the ERP is down', async () => {
    const client = await signedIn(t, PADARIA);
    t.sandbox.sandbox.setFaults({ down: true });
    const response = await client.get('/api/central/customer/list/supports?status=in_progress');
    expect(response.status).toBe(503);
    expect(response.body.message).toBe(MESSAGES.serverFailure);
  });
});

describe('support details', () => {
  it('shows the request and its public messages with attendant names, never internal notes', async () => {
    const { status, body } = await (await signedIn(t)).get('/api/central/customer/support/7004');
    expect(status).toBe(200);
    expect(body.support).toMatchObject({ id: '7004', status: 'in_progress' });
    const publicIds = t.sandbox.sandbox
      .table('demo', 'su_mensagens')
      .filter((row) => row.id_ticket === '7004' && row.visibilidade_mensagens !== 'PR')
      .map((row) => row.id);
    expect(body.messages.map((m: { id: string }) => m.id).sort()).toEqual(publicIds.sort());
    expect(body.messages.map((m: { id: string }) => m.id)).not.toContain('9020');
    expect(body.messages.some((m: { ATTENDANT: { nome: string } | null }) => m.ATTENDANT?.nome)).toBe(true);
  });

  it("is not found for another subscriber's request", async () => {
    const client = await signedIn(t);
    for (const path of ['/api/central/customer/support/7015', '/api/central/customer/list/support/messages/7015']) {
      const response = await client.get(path);
      expect(response.status, path).toBe(404);
      expect(response.body.message).toBe(MESSAGES.supportNotFound);
    }
  });
});

describe('opening a request (atendimento)', () => {
  it('creates a su_ticket with subject, contract, message and phone, and lists it in progress', async () => {
    const client = await signedIn(t);
    const { status, body } = await client.post('/api/central/customer/create/support').send(newRequest);
    expect(status).toBe(200);
    expect(body.message).toBe(MESSAGES.supportRequested);
    expect(body.protocolo).not.toBe('');
    const ticket = t.sandbox.sandbox.table('demo', 'su_ticket').find((row) => row.id === body.id)!;
    // id_ticket_setor is the demo provider's department_id.
    expect(ticket).toMatchObject({
      id_cliente: '1001',
      id_contrato: '2001',
      id_assunto: '2',
      titulo: 'Internet lenta',
      su_status: 'N',
      id_ticket_setor: '1',
    });
    expect(ticket.menssagem).toBe('A internet cai toda noite.\n\nTelefone para contato: (61) 99304-0271');
    const list = await client.get('/api/central/customer/list/supports?status=in_progress');
    expect(list.body.supports[0].id).toBe(body.id);
  });

  it.each([
    [{ ...newRequest, subject: '' }, MESSAGES.supportSubjectRequired],
    [{ ...newRequest, message: '   ' }, MESSAGES.supportMessageRequired],
    [{ ...newRequest, message: 'x'.repeat(1001) }, MESSAGES.supportMessageTooLong],
    [{ ...newRequest, phone_number: '(61) 89304-0271' }, MESSAGES.phoneInvalid],
    [{ ...newRequest, phone_number: '(20) 3304-0271' }, MESSAGES.phoneInvalid],
    [{ ...newRequest, contractId: '' }, MESSAGES.supportContractRequired],
    [{ ...newRequest, subject: '6' }, MESSAGES.supportSubjectInvalid],
  ])('refuses %j with the exact text', async (body, message) => {
    const response = await (await signedIn(t)).post('/api/central/customer/create/support').send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it("refuses another subscriber's contract", async () => {
    const response = await (await signedIn(t)).post('/api/central/customer/create/support').send({ ...newRequest, contractId: '2005' });
    expect(response.status).toBe(404);
  });

  it("says 'Falha ao solicitar atendimento' when IXC answers the insert with its error block", async () => {
    const client = await signedIn(t);
    await client.get('/api/central/customer/support/subjects').expect(200);
    await client.get('/api/central/customer/list/contracts/short').expect(200);
    t.sandbox.sandbox.setFaults({ errorRate: 1, errorAnswer: 'html' });
    const response = await client.post('/api/central/customer/create/support').send(newRequest);
    expect(response.status).toBe(502);
    expect(response.body.message).toBe(MESSAGES.supportRequestFailure);
    // Surely not written: the same request may be sent again at once, and opens one.
    t.sandbox.sandbox.setFaults({ errorRate: 0 });
    expect((await client.post('/api/central/customer/create/support').send(newRequest)).status).toBe(200);
    expect(ticketsWith(newRequest.message)).toHaveLength(1);
  });
});

describe('a provider stored without a department (saved before it was required)', () => {
  it.each([
    ['demo', 'atendimentos (su_ticket)', { cpfOrCnpj: '529.982.247-25', password: 'demo123' }, 'id_ticket_setor'],
    ['acme', 'service orders (su_oss_chamado)', { cpfOrCnpj: '529.982.247-25', password: 'alt12345' }, 'setor'],
  ] as const)(
    "%s, with %s: 'Falha ao solicitar atendimento', a warning naming department_id, and IXC not asked",
    async (clientId, _kind, login, ixcField) => {
      const calls = recordCalls();
      const bare = await startTestApp({
        logger: calls.logger,
        tenants: (records) => records.map((r) => (r.client_id === clientId ? { ...r, department_id: null } : r)),
      });
      try {
        const client = await signedIn(bare, login, `${clientId}.localhost`);
        const subject = (await client.get('/api/central/customer/support/subjects')).body.subjects[0].id;
        bare.sandbox.sandbox.resetStats();
        const response = await client.post('/api/central/customer/create/support').send({ ...newRequest, subject });
        expect([response.status, response.body]).toEqual([
          502,
          { code: 'SUPPORT_REQUEST_FAILED', message: MESSAGES.supportRequestFailure },
        ]);
        const stats = bare.sandbox.sandbox.stats().byResource;
        expect([stats.su_ticket, stats.su_oss_chamado]).toEqual([undefined, undefined]);
        const warnings = calls.logLines().map((line) => JSON.parse(line) as { level: number; msg: string; missingSetting?: string });
        expect(warnings.filter((line) => line.level === 40 && line.missingSetting === 'department_id')).toEqual([
          expect.objectContaining({ msg: `support request not opened: the provider has no department_id (IXC's ${ixcField})` }),
        ]);
      } finally {
        await bare.close();
      }
    },
  );
});

describe('a request sent twice (docs/decisions/010)', () => {
  it('opens one atendimento for two identical requests in a row, and answers both with it', async () => {
    const client = await signedIn(t);
    const first = await client.post('/api/central/customer/create/support').send(newRequest);
    const second = await client.post('/api/central/customer/create/support').send(newRequest);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    expect(ticketsWith(newRequest.message).map((row) => row.id)).toEqual([first.body.id]);
  });

  it('opens one atendimento for identical requests that arrive together, also on two replicas', async () => {
    const client = await signedIn(t);
    const replica = await t.replica();
    const other = replica.client();
    await other.post('/api/central/sign-in').send({ cpfOrCnpj: '529.982.247-25', password: 'demo123' }).expect(200);
    const answers = await Promise.all([
      client.post('/api/central/customer/create/support').send(newRequest),
      client.post('/api/central/customer/create/support').send(newRequest),
      other.post('/api/central/customer/create/support').send(newRequest),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(ticketsWith(newRequest.message).map((row) => row.id)).toEqual([answers[0].body.id]);
  });

  it('opens a second atendimento for a different message, subject or contract', async () => {
    const client = await signedIn(t);
    const send = (change: Partial<typeof newRequest>) =>
      client.post('/api/central/customer/create/support').send({ ...newRequest, ...change });
    const ids = [];
    for (const change of [{}, { message: 'A internet cai toda noite, de novo.' }, { subject: '1' }, { contractId: '2002' }]) {
      const response = await send(change);
      expect(response.status, JSON.stringify(change)).toBe(200);
      ids.push(response.body.id);
    }
    expect(new Set(ids).size).toBe(4);
  });

  it('opens one service order for identical requests that arrive together (a provider that works with OS)', async () => {
    const client = await signedIn(t, { cpfOrCnpj: '529.982.247-25', password: 'alt12345' }, 'acme.localhost');
    const subject = (await client.get('/api/central/customer/support/subjects')).body.subjects[0].id;
    const order = { ...newRequest, subject, message: 'Preciso de uma visita técnica.' };
    const answers = await Promise.all([1, 2].map(() => client.post('/api/central/customer/create/support').send(order)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[1]!.body.id).toBe(answers[0]!.body.id);
    const orders = t.sandbox.sandbox.table('alt', 'su_oss_chamado').filter((row) => row.mensagem?.startsWith(order.message));
    expect(orders.map((row) => row.id)).toEqual([answers[0]!.body.id]);
  });
});

describe('new message', () => {
  it('is added to a request in progress, keeping its status, and shows in the details', async () => {
    const client = await signedIn(t);
    const response = await client
      .post('/api/central/customer/create/support/message')
      .send({ supportId: '7003', message: 'Ainda sem sinal.' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: MESSAGES.supportMessageSent });
    const ticket = t.sandbox.sandbox.table('demo', 'su_ticket').find((row) => row.id === '7003')!;
    expect(ticket.su_status).toBe('EP');
    const { body } = await client.get('/api/central/customer/support/7003');
    expect(body.messages.at(-1)).toMatchObject({ mensagem: 'Ainda sem sinal.', ATTENDANT: null });
  });

  it('is refused on a closed request, for another subscriber, and when empty or too long', async () => {
    const client = await signedIn(t);
    const closed = await client.post('/api/central/customer/create/support/message').send({ supportId: '7005', message: 'Oi' });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(MESSAGES.supportClosedNoMessages);
    expect((await client.post('/api/central/customer/create/support/message').send({ supportId: '7015', message: 'Oi' })).status).toBe(404);
    const empty = await client.post('/api/central/customer/create/support/message').send({ supportId: '7003', message: '' });
    expect(empty.body.message).toBe(MESSAGES.supportMessageRequired);
    const long = await client.post('/api/central/customer/create/support/message').send({ supportId: '7003', message: 'x'.repeat(1001) });
    expect(long.body.message).toBe(MESSAGES.supportMessageTooLong);
  });

  it('counts an emoji as one character, as the counter beside the field does', async () => {
    const client = await signedIn(t);
    const send = (message: string) => client.post('/api/central/customer/create/support/message').send({ supportId: '7003', message });
    const over = await send('👍'.repeat(1001));
    expect([over.status, over.body.message]).toEqual([400, MESSAGES.supportMessageTooLong]);
    const full = await send('👍'.repeat(1000));
    expect([full.status, full.body.message]).toEqual([200, MESSAGES.supportMessageSent]);
  });
});

describe('service orders (a provider that works with OS)', () => {
  const acme = { cpfOrCnpj: '529.982.247-25', password: 'alt12345' };

  it('lists and details service orders with attendant names from the staff table', async () => {
    const client = await signedIn(t, acme, 'acme.localhost');
    const open = await client.get('/api/central/customer/list/supports?status=in_progress');
    expect(open.body.supports.map((s: { id: string }) => s.id).sort()).toEqual(['8001', '8002']);
    const closed = await client.get('/api/central/customer/list/supports?status=closed&page=2');
    expect(closed.body.supports).toHaveLength(2);
    const { body } = await client.get('/api/central/customer/support/8002');
    expect(body.messages.length).toBeGreaterThan(0);
    expect(body.messages.map((m: { ATTENDANT: { nome: string } | null }) => m.ATTENDANT?.nome)).toContain('Fernanda Lopes');
  });

  it("opens a su_oss_chamado with the provider's department and process", async () => {
    const os = await startTestApp({
      tenants: (records) => records.map((r) => (r.client_id === 'acme' ? { ...r, department_id: '3', process_id: '12' } : r)),
    });
    try {
      const client = await signedIn(os, acme, 'acme.localhost');
      const subjects = (await client.get('/api/central/customer/support/subjects')).body.subjects;
      expect(subjects.length).toBeGreaterThan(0);
      const { status, body } = await client
        .post('/api/central/customer/create/support')
        .send({ ...newRequest, subject: subjects[0].id, contractId: '2001' });
      expect(status).toBe(200);
      const order = os.sandbox.sandbox.table('alt', 'su_oss_chamado').find((row) => row.id === body.id)!;
      expect(order).toMatchObject({
        id_cliente: '1001',
        id_contrato_kit: '2001',
        id_assunto: subjects[0].id,
        setor: '3',
        id_wfl_processo: '12',
        status: 'A',
      });
      const message = await client
        .post('/api/central/customer/create/support/message')
        .send({ supportId: body.id, message: 'Alguma previsão?' });
      expect(message.status).toBe(200);
      expect(
        os.sandbox.sandbox
          .table('alt', 'su_oss_chamado_mensagem')
          .some((row) => row.id_chamado === body.id && row.mensagem === 'Alguma previsão?'),
      ).toBe(true);
    } finally {
      await os.close();
    }
  });
});
