import { createIxcSandbox, SANDBOX_TOKENS, type IxcSandbox } from '@central/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogLookup, type CatalogLookup } from './catalog';
import { createIxcClient } from './http-client';

let sandbox: IxcSandbox;
let demo: CatalogLookup;
let alt: CatalogLookup;
beforeAll(async () => {
  sandbox = createIxcSandbox({ today: '2026-11-22' });
  const url = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const lookup = (token: string) =>
    createCatalogLookup(createIxcClient({ baseUrl: `${url}/webservice/v1`, token, timeoutMs: 2000, listRetries: 0 }));
  demo = lookup(SANDBOX_TOKENS.demo);
  alt = lookup(SANDBOX_TOKENS.alt);
});
afterAll(() => sandbox.close());

describe('catalogue lookups', () => {
  it("finds a product by id with its descricao, in the provider's own ERP", async () => {
    expect(await demo.product('880')).toEqual({ id: '880', descricao: 'Watch Brasil' });
    expect(await alt.product('880')).toEqual({ id: '880', descricao: 'Acme Nuvem 50 GB' });
    expect(await demo.product('8')).toBeNull();
  });

  it('finds a plan by id with its nome', async () => {
    expect(await demo.plan('12')).toEqual({ id: '12', nome: 'Fibra 500 Mega' });
    expect(await alt.plan('31')).toEqual({ id: '31', nome: 'Turbo 200 Mega' });
    expect(await alt.plan('12')).toBeNull();
  });

  it('finds a subject by id with its assunto', async () => {
    expect(await demo.subject('1')).toEqual({ id: '1', assunto: 'Sem conexão com a internet' });
    expect(await demo.subject('999')).toBeNull();
  });
});
