import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_TOKENS } from '../fixtures/datasets';
import { createIxcSandbox } from '../sandbox';
import { FIXED_TODAY, send } from '../testing/ixc-client';
import { pageText, readPdf } from '../testing/pdf-reader';

const app = createIxcSandbox({ today: FIXED_TODAY });
afterAll(() => app.close());

const printNote = (action: string, id: string, token: string = SANDBOX_TOKENS.demo) =>
  send(app, { method: 'POST', url: `/webservice/v1/${action}`, token, body: { id, base64: 'S' } });
const noteText = async (action: string, id: string, token?: string) => {
  const response = await printNote(action, id, token);
  return pageText(await readPdf(Buffer.from(response.body, 'base64')));
};
const SVA_NOTE = '6005';

describe.each(['imprimir_nota', 'vd_saida_25738'])('%s', (action) => {
  it('answers the plain base64 text of a PDF of the note as text/html', async () => {
    const response = await printNote(action, SVA_NOTE);
    expect([response.statusCode, response.contentType]).toEqual([200, 'text/html; charset=ISO-8859-1']);
    expect(response.body).toMatch(/^JVBER[A-Za-z0-9+/=]+$/);
    expect(Buffer.from(response.body, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect((await readPdf(Buffer.from(response.body, 'base64'))).pages).toHaveLength(1);
  });

  it('prints emitente, destinatário, number, series, date, type, items and total', async () => {
    const text = await noteText(action, SVA_NOTE);
    for (const expected of [
      'Provedor Demo Telecomunicações Ltda - CNPJ 11.444.777/0001-61',
      'Maria Aparecida da Silva - CPF 529.982.247-25',
      '23005',
      'U',
      '01/11/2024 08:00:00',
      'Nota de Débito de Serviço de Valor Adicionado (SVA)',
      'Watch Brasil',
      'Tocalivros - Audiobooks',
      'R$ 30,00',
      'Contrato nº 2001.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('refuses an unknown note with {"type":"error","message":"Nota fiscal não encontrada"} and HTTP 200', async () => {
    const response = await printNote(action, '9999');
    expect([response.statusCode, response.contentType]).toEqual([200, 'text/html; charset=ISO-8859-1']);
    expect(response.json()).toEqual({ type: 'error', message: 'Nota fiscal não encontrada' });
  });

  it('prints from the token’s dataset: alt 6001 is Mariana’s note; demo-only 6002 is not found in alt', async () => {
    const alt = await noteText(action, '6001', SANDBOX_TOKENS.alt);
    expect(alt).toContain('Mariana Alves Teixeira');
    expect(alt).toContain('Acme Telecom S.A.');
    expect(alt).not.toContain('Maria Aparecida');
    expect(await noteText(action, '6001')).toContain('Maria Aparecida da Silva');
    expect((await printNote(action, '6002', SANDBOX_TOKENS.alt)).json()).toEqual({ type: 'error', message: 'Nota fiscal não encontrada' });
  });
});

describe('fiscal note layouts', () => {
  it('gives the custom layout its own title', async () => {
    expect(await noteText('imprimir_nota', SVA_NOTE)).toContain('Documento Auxiliar da Nota Fiscal');
    expect(await noteText('vd_saida_25738', SVA_NOTE)).toContain('Nota Fiscal Fatura de Serviços (layout personalizado)');
  });

  it('stamps a canceled note and names the SCM and NFS-e types', async () => {
    const canceled = app.sandbox.table('demo', 'vd_saida').find((row) => row.status === 'C')!;
    expect(await noteText('imprimir_nota', canceled.id!)).toContain('NOTA FISCAL CANCELADA');
    expect(await noteText('imprimir_nota', canceled.id!)).toContain('Nota Fiscal de Serviço de Comunicação Multimídia (SCM) - modelo 21');
    const nfse = app.sandbox.table('demo', 'vd_saida').find((row) => row.id_tipo_documento === '13')!;
    expect(await noteText('imprimir_nota', nfse.id!)).toContain('Nota Fiscal de Serviços Eletrônica (NFS-e)');
  });

  it('answers the binary PDF with base64 N', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/webservice/v1/imprimir_nota',
      headers: { authorization: `Basic ${Buffer.from(SANDBOX_TOKENS.demo).toString('base64')}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: SVA_NOTE, base64: 'N' }),
    });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
