import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_TOKENS } from '../fixtures/datasets';
import { createIxcSandbox } from '../sandbox';
import { FIXED_TODAY, send } from '../testing/ixc-client';
import { readPdf, type ReadPdf } from '../testing/pdf-reader';

const app = createIxcSandbox({ today: FIXED_TODAY });
afterAll(() => app.close());

const printContract = (id: string, token: string = SANDBOX_TOKENS.demo) =>
  send(app, { method: 'POST', url: '/webservice/v1/cliente_contrato_imprimir_contrato_17678', token, body: { id } });
const allText = (pdf: ReadPdf) => pdf.pages.flatMap((page) => page.texts).join('\n');
const contractText = async (id: string, token?: string) =>
  allText(await readPdf(Buffer.from((await printContract(id, token)).body, 'base64')));

describe('cliente_contrato_imprimir_contrato_17678', () => {
  it('answers the raw base64 text of a PDF, with no JSON around it', async () => {
    const response = await printContract('2001');
    expect([response.statusCode, response.contentType]).toEqual([200, 'text/html; charset=ISO-8859-1']);
    expect(response.body).toMatch(/^JVBER[A-Za-z0-9+/=]+$/);
    const pdf = await readPdf(Buffer.from(response.body, 'base64'));
    expect(pdf.pages.length).toBeGreaterThanOrEqual(1);
    expect(pdf.title).toBe('Contrato 2001');
  });

  it('names contratada and contratante, the plan and services, activation, installation address and clauses', async () => {
    const text = await contractText('2002');
    for (const expected of [
      'Provedor Demo Telecomunicações Ltda, inscrito(a) no CNPJ 11.444.777/0001-61.',
      'Maria Aparecida da Silva, inscrito(a) no CPF 529.982.247-25.',
      'Plano: Fibra 300 Mega.',
      'Olé TV - Pacote Essencial: R$ 15,00 por mês',
      'Valor mensal: R$ 79,90.',
      'Data de ativação: 18/12/2022.',
      'Rua 30, Quadra 12, 8 - Casa, Parque Esplanada III, Valparaíso de Goiás - GO, CEP 72876-300',
      'Cláusula 1ª - DO OBJETO.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('installs at the customer’s address when the contract uses it (endereco_padrao_cliente S)', async () => {
    expect(await contractText('2007')).toContain('Rua 37 Sul, 15 - Apto 1202, Águas Claras, Brasília - DF, CEP 71931-540');
  });

  it('refuses an unknown contract with {"type":"error","message":"Contrato não encontrado"} and HTTP 200', async () => {
    const response = await printContract('9999');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'error', message: 'Contrato não encontrado' });
  });

  it('prints from the token’s dataset: alt 2001 is Mariana’s Turbo 200 Mega with Acme; 2002 is not in alt', async () => {
    const text = await contractText('2001', SANDBOX_TOKENS.alt);
    expect(text).toContain('Mariana Alves Teixeira, inscrito(a) no CPF 529.982.247-25.');
    expect(text).toContain('Acme Telecom S.A., inscrito(a) no CNPJ 45.678.901/0001-75.');
    expect(text).toContain('Plano: Turbo 200 Mega.');
    expect(text).not.toContain('Maria Aparecida');
    expect((await printContract('2002', SANDBOX_TOKENS.alt)).json()).toEqual({ type: 'error', message: 'Contrato não encontrado' });
  });
});
