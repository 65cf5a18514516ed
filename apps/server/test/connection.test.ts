import { CONNECTION_MESSAGES, CONNECTION_VERDICTS, MESSAGES } from '@central/domain';
import { describe, expect, it } from 'vitest';
import { ANA, PADARIA, signedIn } from './support/subscriber';
import { sharedTestApp } from './support/suite';

/** 'Minha conexão' for a provider without an ACS: the facts IXC has, and 'Reconectar'. */
const t = sharedTestApp({ connectionFactTimeoutMs: 1500 });

const CONNECTION = '/api/central/customer/connection';
const reconnect = (contractId: string) => `${CONNECTION}/${contractId}/reconnect`;
const contractOf = (body: { contracts: Array<{ contract_id: string }> }, id: string) => body.contracts.find((c) => c.contract_id === id);
const reconnectAudits = () => t.db.prisma.auditEvent.findMany({ where: { action: 'connection-reconnect' }, orderBy: { createdAt: 'asc' } });

describe("a subscriber's connection, as IXC knows it", () => {
  it('answers each live contract with its session, signal and plan, and leaves the ended ones out', async () => {
    const { body } = await (await signedIn(t)).get(CONNECTION).expect(200);
    expect(body.contracts.map((contract: { contract_id: string }) => contract.contract_id)).toEqual(['2001', '2002', '2003']);
    expect(contractOf(body, '2001')).toEqual({
      contract_id: '2001',
      description: expect.any(String),
      plan_speed: '500 Mega',
      blocked: false,
      online: true,
      last_connection: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T08:12:40$/),
      signal_dbm: -19.52,
      signal: 'good',
      router: null,
      can_reconnect: true,
      unchecked: [],
      verdict: CONNECTION_VERDICTS.good,
      verdict_kind: 'good',
    });
    expect(body.checked_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('tells a blocked contract first, and an ONU without a reading as no signal', async () => {
    const { body } = await (await signedIn(t)).get(CONNECTION).expect(200);
    expect(contractOf(body, '2002')).toMatchObject({ blocked: true, online: false, verdict: CONNECTION_VERDICTS.blocked });
    expect(contractOf(body, '2003')).toMatchObject({ blocked: true, signal_dbm: null, signal: null, unchecked: [] });
  });

  it('tells a bad signal and a signal at the limit', async () => {
    const ana = (await (await signedIn(t, ANA)).get(CONNECTION).expect(200)).body;
    expect(ana.contracts[0]).toMatchObject({ signal_dbm: -29.31, signal: 'bad', verdict: CONNECTION_VERDICTS.noLight });
    const padaria = (await (await signedIn(t, PADARIA)).get(CONNECTION).expect(200)).body;
    expect(padaria.contracts[0]).toMatchObject({ signal_dbm: -26.4, signal: 'attention', verdict_kind: 'attention' });
  });

  it('reads IXC again only after a while: a reload within it costs no ERP call', async () => {
    const client = await signedIn(t);
    await client.get(CONNECTION).expect(200);
    const before = t.sandbox.sandbox.stats().total;
    await client.get(CONNECTION).expect(200);
    expect(t.sandbox.sandbox.stats().total).toBe(before);
  });

  it('says which fact it could not read in time, and still tells the rest', async () => {
    const client = await signedIn(t);
    await client.get('/api/central/customer/list/contracts').expect(200);
    t.sandbox.sandbox.setFaults({ latencyMs: 2500 });
    const { body } = await client.get(CONNECTION).expect(200);
    expect(contractOf(body, '2001')).toMatchObject({
      online: null,
      signal: null,
      unchecked: ['connection', 'signal'],
      verdict: CONNECTION_VERDICTS.unknown,
    });
  });

  it('still answers while the ERP is down, saying what it could not check', async () => {
    const client = await signedIn(t);
    await client.get('/api/central/customer/list/contracts').expect(200);
    t.sandbox.sandbox.setFaults({ down: true });
    const { body } = await client.get(CONNECTION).expect(200);
    expect(contractOf(body, '2001')).toMatchObject({ online: null, unchecked: ['connection', 'signal'], verdict_kind: 'unknown' });
  });

  it("is the subscriber's own only", async () => {
    const { body } = await (await signedIn(t, ANA)).get(CONNECTION).expect(200);
    expect(body.contracts.map((contract: { contract_id: string }) => contract.contract_id)).toEqual(['2007']);
    await t.client().get(CONNECTION).expect(401);
  });
});

describe("'Reconectar'", () => {
  it('drops the PPPoE session in IXC, says so, and the page reads the session down, then up once the router dials', async () => {
    const client = await signedIn(t);
    await client.get(CONNECTION).expect(200);
    const sent = await client.post(reconnect('2001')).send({}).expect(202);
    expect(sent.body).toEqual({ message: CONNECTION_MESSAGES.reconnectSent });
    expect(t.sandbox.sandbox.disconnects()).toEqual([expect.objectContaining({ loginId: '3001', wasOnline: true })]);

    const down = (await client.get(CONNECTION).expect(200)).body;
    expect(contractOf(down, '2001')).toMatchObject({ online: false, verdict_kind: 'offline' });
    expect(t.sandbox.sandbox.reconnectNow()).toBe(1);
    await client.post(reconnect('2001')).send({}).expect(202);
    t.sandbox.sandbox.reconnectNow();
    expect(contractOf((await client.get(CONNECTION).expect(200)).body, '2001')).toMatchObject({ online: true, verdict_kind: 'good' });
    expect((await reconnectAudits()).map((event) => event.outcome)).toEqual(['sent', 'sent']);
  });

  it('is asked at most 3 times per contract per hour; another contract keeps its own count', async () => {
    const client = await signedIn(t);
    for (let i = 0; i < 3; i += 1) await client.post(reconnect('2001')).send({}).expect(202);
    const limited = await client.post(reconnect('2001')).send({});
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(CONNECTION_MESSAGES.reconnectLimited);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(t.sandbox.sandbox.disconnects()).toHaveLength(3);
    await client.post(reconnect('2002')).send({}).expect(202);
    expect((await reconnectAudits()).map((event) => event.outcome)).toContain('limited');
  });

  it("refuses another subscriber's contract, an ended one and a malformed id, disconnecting nothing", async () => {
    const client = await signedIn(t);
    for (const contractId of ['2007', '2004']) {
      const refused = await client.post(reconnect(contractId)).send({});
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(MESSAGES.contractNotFound);
    }
    expect((await client.post(reconnect('abc')).send({})).status).toBe(400);
    expect(t.sandbox.sandbox.disconnects()).toHaveLength(0);
  });

  it('does one disconnect for one Idempotency-Key', async () => {
    const client = await signedIn(t, ANA);
    const send = () => client.post(reconnect('2007')).set('idempotency-key', '4a0d4a43-6a61-4f6f-9a38-3c1e0f1d2b7a').send({});
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(t.sandbox.sandbox.disconnects()).toHaveLength(1);
  });

  it('does not count a try the ERP never took', async () => {
    const client = await signedIn(t);
    await client.get(CONNECTION).expect(200);
    t.sandbox.sandbox.setFaults({ errorRate: 1 });
    expect((await client.post(reconnect('2001')).send({})).status).toBeGreaterThanOrEqual(500);
    t.sandbox.sandbox.setFaults({ errorRate: 0 });
    for (let i = 0; i < 3; i += 1) await client.post(reconnect('2001')).send({}).expect(202);
  });
});
