import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { crc16CcittFalse } from '../documents/pix-br-code';
import { SANDBOX_TOKENS } from '../fixtures/datasets';
import { createIxcSandbox } from '../sandbox';
import { parseEmv } from '../testing/emv';
import { FIXED_TODAY, send } from '../testing/ixc-client';

const app = createIxcSandbox({ today: FIXED_TODAY });
afterAll(() => app.close());
beforeEach(() => app.sandbox.reset());

const getPix = (id: string, token: string = SANDBOX_TOKENS.demo) =>
  send(app, { method: 'POST', url: '/webservice/v1/get_pix', token, body: { id_areceber: id } });
const invoice = (dataset: string, id: string) => app.sandbox.table(dataset, 'fn_areceber').find((row) => row.id === id)!;

describe('get_pix', () => {
  it('answers the charge of an open invoice in IXC’s shape', async () => {
    const response = await getPix('5001');
    expect([response.statusCode, response.contentType]).toEqual([200, 'text/html; charset=ISO-8859-1']);
    const answer = response.json();
    expect(answer).toMatchObject({
      type: 'success',
      gateway: { gatewayNome: 'MB' },
      pix: {
        dadosPix: {
          txid: 'CTRLSBX000000000000005001',
          status: 'ATIVA',
          valor: { original: '59.90' },
          calendario: { dataDeVencimento: '2025-05-06' },
          devedor: { cpf: '52998224725', nome: 'Maria Aparecida da Silva' },
          expiracaoPix: '04/08/2025 00:00:00',
        },
        qrCode: { imagemSrc: expect.stringMatching(/^https:\/\//) },
      },
    });
    expect(answer.pix.qrCode.qrcode).toBe(answer.pix.dadosPix.pixCopiaECola);
  });

  it('gives a valid BR Code: every tag in order, the amount open, the txid, and a CRC that checks', async () => {
    const { dadosPix } = (await getPix('5007')).json().pix;
    const code: string = dadosPix.pixCopiaECola;
    const fields = parseEmv(code);
    expect([...fields.keys()]).toEqual(['00', '01', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    expect(Object.fromEntries(fields)).toMatchObject({
      '00': '01',
      '01': '12',
      '52': '0000',
      '53': '986',
      '54': invoice('demo', '5007').valor_aberto,
      '58': 'BR',
      '59': 'PROVEDOR DEMO',
      '60': 'BRASILIA',
    });
    expect(fields.get('54')).toBe('49.90');
    expect(Object.fromEntries(parseEmv(fields.get('26')!))).toEqual({ '00': 'br.gov.bcb.pix', '01': '11444777000161' });
    expect(Object.fromEntries(parseEmv(fields.get('62')!))).toEqual({ '05': dadosPix.txid });
    expect(dadosPix.txid).toMatch(/^[A-Za-z0-9]{1,25}$/);
    expect(fields.get('63')).toBe(crc16CcittFalse(code.slice(0, -4)));
    expect(code).toMatch(/^[\x20-\x7e]+$/);
  });

  it('sends a PNG whose QR code reads back as the same BR Code', async () => {
    const { qrCode } = (await getPix('5004')).json().pix;
    const png = PNG.sync.read(Buffer.from(qrCode.imagemQrcode, 'base64'));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(qrCode.qrcode);
  });

  it('creates the charge on first request and stores its txid on the invoice; later requests reuse it', async () => {
    expect(invoice('demo', '5002').pix_txid).toBe('');
    const first = (await getPix('5002')).json().pix.dadosPix.txid;
    expect(invoice('demo', '5002')).toMatchObject({ pix_txid: first, pix_status: 'A' });
    expect((await getPix('5002')).json().pix.dadosPix.txid).toBe(first);
    expect((await getPix('5003')).json().pix.dadosPix.txid).toBe(invoice('demo', '5003').pix_txid);
  });

  it('answers HTTP 500 for an unknown invoice', async () => {
    expect((await getPix('9999')).statusCode).toBe(500);
  });

  it('refuses a paid and a canceled invoice with an error message', async () => {
    expect((await getPix('4001')).json()).toEqual({ type: 'error', message: 'Não é possível gerar o Pix: o título 4001 já foi recebido.' });
    expect((await getPix('5009')).json()).toEqual({ type: 'error', message: 'Não é possível gerar o Pix: o título 5009 está cancelado.' });
    expect(invoice('demo', '5009').pix_txid).toBe('');
  });

  it('answers from the token’s dataset: alt 5005 is Mariana’s charge to Acme, and it stays in alt', async () => {
    const { dadosPix } = (await getPix('5005', SANDBOX_TOKENS.alt)).json().pix;
    expect(dadosPix.devedor.nome).toBe('Mariana Alves Teixeira');
    expect(dadosPix.valor.original).toBe('89.90');
    expect(Object.fromEntries(parseEmv(dadosPix.pixCopiaECola))).toMatchObject({ '59': 'ACME TELECOM', '60': 'BELO HORIZONTE' });
    expect(invoice('alt', '5005').pix_txid).toBe(dadosPix.txid);
    expect(invoice('demo', '5005').pix_txid).toBe('');
    expect((await getPix('5006', SANDBOX_TOKENS.alt)).statusCode).toBe(500);
  });
});
