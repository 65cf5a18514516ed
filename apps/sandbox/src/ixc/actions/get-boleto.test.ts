import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { barcode } from '../fixtures/boleto';
import { SANDBOX_TOKENS } from '../fixtures/datasets';
import { createIxcSandbox } from '../sandbox';
import { readDrawnBarcode } from '../testing/barcode-reader';
import { FIXED_TODAY, send } from '../testing/ixc-client';
import { pageText, readPdf } from '../testing/pdf-reader';

const app = createIxcSandbox({ today: FIXED_TODAY });
afterAll(() => app.close());
beforeEach(() => app.sandbox.reset());

const getBoleto = (boletos: string, extra: Record<string, string> = {}, token: string = SANDBOX_TOKENS.demo) =>
  send(app, {
    method: 'POST',
    url: '/webservice/v1/get_boleto',
    token,
    body: { boletos, juro: 'N', multa: 'N', atualiza_boleto: 'N', tipo_boleto: 'arquivo', base64: 'S', layout_impressao: '', ...extra },
  });
const pdfOf = async (boletos: string, token?: string) => readPdf(Buffer.from((await getBoleto(boletos, {}, token)).body, 'base64'));
const invoice = (dataset: string, id: string) => app.sandbox.table(dataset, 'fn_areceber').find((row) => row.id === id)!;

/** Check digits computed here, independently of the fixture code. */
const modulo10 = (digits: string) => {
  const sum = [...digits].reverse().reduce((total, digit, index) => {
    const product = Number(digit) * (index % 2 === 0 ? 2 : 1);
    return total + Math.floor(product / 10) + (product % 10);
  }, 0);
  return String((10 - (sum % 10)) % 10);
};
const modulo11 = (digits: string) => {
  const sum = [...digits].reverse().reduce((total, digit, index) => total + Number(digit) * (2 + (index % 8)), 0);
  const result = 11 - (sum % 11);
  return String(result === 0 || result >= 10 ? 1 : result);
};

describe('get_boleto', () => {
  it('answers base64 text of a one-page PDF as text/html, with no JSON around it', async () => {
    const response = await getBoleto('5001');
    expect([response.statusCode, response.contentType]).toEqual([200, 'text/html; charset=ISO-8859-1']);
    expect(response.body).toMatch(/^JVBER[A-Za-z0-9+/=]+$/);
    const bytes = Buffer.from(response.body, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await readPdf(bytes)).pages).toHaveLength(1);
  });

  it('prints beneficiário, pagador, nosso número, documento, dates, value, instructions and the line', async () => {
    const text = pageText(await pdfOf('5001'));
    for (const expected of [
      'Provedor Demo Telecomunicações Ltda - CNPJ 11.444.777/0001-61',
      'Maria Aparecida da Silva - CPF 529.982.247-25',
      'SQN 210 Bloco C, 304, Asa Norte',
      'Brasília - DF, CEP 70862-030',
      invoice('demo', '5001').nn_boleto,
      invoice('demo', '5001').linha_digitavel,
      '06/05/2025',
      '15/06/2025',
      '59,90',
      'Local de Pagamento',
      'Referente à fatura 5001 do contrato 2003.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('draws the 44-digit barcode of the linha digitável as Interleaved 2 of 5 bars, check digits valid', async () => {
    const { linha_digitavel = '', data_vencimento = '', valor = '', nn_boleto = '' } = invoice('demo', '5004');
    const drawn = readDrawnBarcode((await pdfOf('5004')).pages[0]!.content);
    const line = linha_digitavel.replace(/\D/g, '');
    expect(drawn?.wideRatio).toBe(3);
    const code = drawn!.digits;
    expect(code).toBe(barcode({ bank: '001', dueDate: data_vencimento, amount: valor, campoLivre: `000000${nn_boleto}17` }));
    expect(code[4]).toBe(modulo11(code.slice(0, 4) + code.slice(5)));
    expect(line[32]).toBe(code[4]);
    expect(line.slice(33)).toBe(code.slice(5, 19));
    for (const [start, end] of [
      [0, 9],
      [10, 20],
      [21, 31],
    ] as const)
      expect(line[end]).toBe(modulo10(line.slice(start, end)));
    expect(code.slice(0, 4) + code.slice(19)).toBe(line.slice(0, 4) + line.slice(4, 9) + line.slice(10, 20) + line.slice(21, 31));
  });

  it('prints one page per id and leaves out the ids it cannot print', async () => {
    expect((await pdfOf('5001,5002,9999,5009')).pages).toHaveLength(2);
  });

  it('answers the binary PDF as application/pdf with base64 N', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/webservice/v1/get_boleto',
      headers: { authorization: `Basic ${Buffer.from(SANDBOX_TOKENS.demo).toString('base64')}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ boletos: '5003', tipo_boleto: 'arquivo', base64: 'N' }),
    });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await readPdf(response.rawPayload)).pages).toHaveLength(1);
  });

  describe('a late bill with atualiza_boleto', () => {
    const updated = { juro: 'S', multa: 'S', atualiza_boleto: 'S' };
    // 5001 is 59,90, due 06/05/2025: 40 days late on 15/06/2025. The sandbox's rule: 2% fine (1,20) and 0,033% a day
    // (5990 × 0.00033 × 40 = 79.07 cents → 0,79): 61,89, due today.
    it("S: prints today's amount, due today, under a new line and barcode that carry them", async () => {
      const text = pageText(await readPdf(Buffer.from((await getBoleto('5001', updated)).body, 'base64')));
      expect(text).toContain('61,89');
      expect(text).toContain('Boleto atualizado em 15/06/2025 (vencimento original 06/05/2025): multa de R$ 1,20 e juros de R$ 0,79.');
      expect(text).not.toContain(invoice('demo', '5001').linha_digitavel);
      const drawn = readDrawnBarcode(
        (await readPdf(Buffer.from((await getBoleto('5001', updated)).body, 'base64'))).pages[0]!.content,
      )!.digits;
      const { nn_boleto = '' } = invoice('demo', '5001');
      expect(drawn).toBe(barcode({ bank: '001', dueDate: FIXED_TODAY, amount: '61.89', campoLivre: `000000${nn_boleto}17` }));
      // The invoice itself is left as IXC stored it.
      expect(invoice('demo', '5001')).toMatchObject({ valor: '59.90', data_vencimento: '2025-05-06' });
    });

    it('N: prints the bill as issued, its own amount, due date and line', async () => {
      const text = pageText(await readPdf(Buffer.from((await getBoleto('5001', { ...updated, atualiza_boleto: 'N' })).body, 'base64')));
      expect(text).toContain('59,90');
      expect(text).toContain(invoice('demo', '5001').linha_digitavel);
      expect(text).not.toContain('61,89');
      expect(text).not.toContain('Boleto atualizado');
    });

    it('S with multa alone adds the fine only; a bill not yet due stays as issued', async () => {
      expect(pageText(await readPdf(Buffer.from((await getBoleto('5001', { ...updated, juro: 'N' })).body, 'base64')))).toContain('61,10');
      const notDue = pageText(await readPdf(Buffer.from((await getBoleto('5004', updated)).body, 'base64')));
      expect(notDue).toContain(invoice('demo', '5004').linha_digitavel);
      expect(notDue).not.toContain('Boleto atualizado');
    });
  });

  it('answers HTTP 200 with an empty body for an unknown id, no boleto, a canceled and a paid invoice', async () => {
    for (const id of ['9999', '5011', '5009', '4001']) {
      const response = await getBoleto(id);
      expect([id, response.statusCode, response.body]).toEqual([id, 200, '']);
    }
  });

  it('answers mail and sms with {"registros":[{"sucesso":true}]} as text/html', async () => {
    for (const kind of ['mail', 'sms']) {
      const response = await getBoleto('5001', { tipo_boleto: kind });
      expect(response.contentType).toBe('text/html; charset=ISO-8859-1');
      expect(response.body).toBe('{"registros":[{"sucesso":true}]}');
    }
  });

  it('prints from the dataset of the token: alt 5005 is Mariana’s boleto of Acme', async () => {
    const text = pageText(await pdfOf('5005', SANDBOX_TOKENS.alt));
    expect(text).toContain('Mariana Alves Teixeira - CPF 529.982.247-25');
    expect(text).toContain('Acme Telecom S.A. - CNPJ 45.678.901/0001-75');
    expect(text).toContain(invoice('alt', '5005').linha_digitavel);
    expect(text).not.toContain('Maria Aparecida');
    expect(text).not.toContain('Provedor Demo');
  });

  it('answers alt from alt’s rows: 5001 is paid there (empty) though open in demo, 5006 exists only in demo', async () => {
    expect((await getBoleto('5001', {}, SANDBOX_TOKENS.alt)).body).toBe('');
    expect((await getBoleto('5006', {}, SANDBOX_TOKENS.alt)).body).toBe('');
    expect(pageText(await pdfOf('5001'))).toContain('Maria Aparecida da Silva');
  });
});
