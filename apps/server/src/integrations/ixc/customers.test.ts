import { createHash } from 'node:crypto';
import { createIxcSandbox, SANDBOX_TOKENS, type IxcSandbox } from '@central/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomerGateway, toCustomer } from './customers';
import { createIxcClient } from './http-client';

let sandbox: IxcSandbox;
let gateway: ReturnType<typeof createCustomerGateway>;
beforeAll(async () => {
  sandbox = createIxcSandbox({ today: '2026-11-22' });
  const url = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  gateway = createCustomerGateway(
    createIxcClient({ baseUrl: `${url}/webservice/v1`, token: SANDBOX_TOKENS.demo, timeoutMs: 2000, listRetries: 0 }),
  );
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.sandbox.reset());

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe('customer gateway', () => {
  it('finds by the masked document and tests passwords in clear or md5, without exposing them', async () => {
    const [maria] = await gateway.findByDocument('529.982.247-25');
    expect(maria).toMatchObject({ id: '1001', name: 'Maria Aparecida da Silva', active: true });
    expect(maria!.passwordMatches('demo123')).toBe(true);
    expect(maria!.passwordMatches('demo12')).toBe(false);
    expect(JSON.stringify(maria)).not.toContain('demo123');
    const [padaria] = await gateway.findByDocument('11.222.333/0001-81');
    expect(padaria!.passwordMatches('demo456')).toBe(true);
    expect(padaria!.passwordMatches(md5('demo456'))).toBe(false);
  });

  it("changes a password by writing the whole record back, in the record's own format", async () => {
    expect(await gateway.changePassword('1002', 'nova-senha', { currentPassword: 'errada' })).toBe('current-password-invalid');
    expect(await gateway.changePassword('1002', 'nova-senha', { currentPassword: 'demo456' })).toBe('changed');
    const row = sandbox.sandbox.table('demo', 'cliente').find((r) => r.id === '1002')!;
    expect(row.senha).toBe(md5('nova-senha'));
    expect(row.razao).toBe('Padaria Pão Quente Ltda');
    expect(await gateway.changePassword('999999', 'x')).toBe('customer-not-found');
  });
});

describe('cliente row mapping', () => {
  it('keeps only the allow-listed fields, names by fantasia or razao, valid distinct e-mails', () => {
    const customer = toCustomer({
      id: '5',
      razao: 'JOSE  DA SILVA',
      fantasia: '',
      cnpj_cpf: '529.982.247-25',
      ativo: 'N',
      senha: 'x',
      email: 'A@B.COM',
      hotsite_email: 'a@b.com',
      telefone_celular: '',
      whatsapp: '(61) 99304-0271',
      fone: '',
    });
    expect(customer).toEqual({
      id: '5',
      name: 'JOSE DA SILVA',
      document: '529.982.247-25',
      active: false,
      emails: ['a@b.com'],
      phone: '(61) 99304-0271',
    });
    expect(toCustomer({ id: '6', razao: 'X', fantasia: 'Loja', email: 'not-an-email' })).toMatchObject({
      name: 'Loja',
      emails: [],
      phone: null,
    });
  });
});
