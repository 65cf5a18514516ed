import { brazilianDate } from '../calendar';
import { drawInterleaved2of5 } from './barcode-drawing';
import { brazilianAmount } from './format';
import type { Party } from './parties';
import { PAGE_MARGIN, createPdf, type Canvas } from './pdf-canvas';
import { drawCellRow } from './pdf-cells';

/** What one boleto page shows; `barcode` must be the 44 digits `linhaDigitavel` stands for. */
export interface BoletoPage {
  bank: { code: string; name: string };
  linhaDigitavel: string;
  barcode: string;
  beneficiary: Party;
  /** "Agência / Código do beneficiário", e.g. "3064-3 / 21457-0". */
  beneficiaryAccount: string;
  payer: Party;
  nossoNumero: string;
  documentNumber: string;
  issueDate: string;
  processingDate: string;
  dueDate: string;
  amount: string;
  carteira: string;
  instructions: string[];
}

const LOCAL_DE_PAGAMENTO = 'Pagável em qualquer banco até o vencimento. Após o vencimento, somente no banco emissor.';

export async function renderBoletos(pages: BoletoPage[], author: string): Promise<Uint8Array> {
  const pdf = await createPdf({ title: `Boleto ${pages.map((page) => page.documentNumber).join(', ')}`, author });
  for (const page of pages) drawBoleto(pdf.addPage(), page);
  return pdf.save();
}

function drawBoleto(canvas: Canvas, boleto: BoletoPage) {
  const width = canvas.width - 2 * PAGE_MARGIN;
  const x = PAGE_MARGIN;
  let top = drawReceipt(canvas, boleto, canvas.height - PAGE_MARGIN, width);
  top -= 22;
  canvas.line([x, top], [x + width, top], { dashed: true });
  canvas.text('Corte na linha pontilhada', x + width, top + 3, { size: 6, align: 'right', color: 'gray' });
  top = drawPaymentSlip(canvas, boleto, top - 18, width);
  drawInterleaved2of5(canvas, boleto.barcode, x + 10, top - 50);
}

/** The upper part the payer keeps: "Recibo do Pagador". */
function drawReceipt(canvas: Canvas, boleto: BoletoPage, top: number, width: number): number {
  const x = PAGE_MARGIN;
  canvas.text('Recibo do Pagador', x, top - 10, { size: 10, bold: true });
  top = drawBankHeader(canvas, boleto, top - 16, width);
  top = drawCellRow(canvas, x, top, width, 24, [
    { label: 'Beneficiário', value: `${boleto.beneficiary.name} - ${boleto.beneficiary.document}`, width: 320 },
    { label: 'Agência / Código do Beneficiário', value: boleto.beneficiaryAccount, width: 120 },
    { label: 'Vencimento', value: brazilianDate(boleto.dueDate), align: 'right', bold: true },
  ]);
  top = drawCellRow(canvas, x, top, width, 24, [
    { label: 'Pagador', value: `${boleto.payer.name} - ${boleto.payer.document}`, width: 320 },
    { label: 'Nosso Número', value: boleto.nossoNumero, width: 120 },
    { label: '(=) Valor do Documento', value: brazilianAmount(boleto.amount), align: 'right', bold: true },
  ]);
  top = drawCellRow(canvas, x, top, width, 24, [
    { label: 'Nº do Documento', value: boleto.documentNumber, width: 120 },
    { label: 'Data do Documento', value: brazilianDate(boleto.issueDate), width: 100 },
    { label: 'Data de Processamento', value: brazilianDate(boleto.processingDate), width: 100 },
    { label: 'Carteira', value: boleto.carteira, width: 120 },
    { label: 'Espécie', value: 'R$' },
  ]);
  canvas.text('Autenticação mecânica', x + width, top - 10, { size: 6, align: 'right', color: 'gray' });
  return top - 20;
}

/** The lower part the bank reads: "Ficha de Compensação". */
function drawPaymentSlip(canvas: Canvas, boleto: BoletoPage, top: number, width: number): number {
  const x = PAGE_MARGIN;
  const right = 140;
  top = drawBankHeader(canvas, boleto, top, width);
  top = drawCellRow(canvas, x, top, width, 24, [
    { label: 'Local de Pagamento', value: LOCAL_DE_PAGAMENTO, width: width - right },
    { label: 'Vencimento', value: brazilianDate(boleto.dueDate), align: 'right', bold: true },
  ]);
  top = drawCellRow(canvas, x, top, width, 24, [
    { label: 'Beneficiário', value: `${boleto.beneficiary.name} - ${boleto.beneficiary.document}`, width: width - right },
    { label: 'Agência / Código do Beneficiário', value: boleto.beneficiaryAccount, align: 'right' },
  ]);
  top = drawCellRow(canvas, x, top, width, 24, [
    { label: 'Data do Documento', value: brazilianDate(boleto.issueDate), width: 80 },
    { label: 'Nº do Documento', value: boleto.documentNumber, width: 90 },
    { label: 'Espécie Doc.', value: 'DS', width: 60 },
    { label: 'Aceite', value: 'N', width: 40 },
    { label: 'Data de Processamento', value: brazilianDate(boleto.processingDate), width: width - right - 270 },
    { label: 'Nosso Número', value: boleto.nossoNumero, align: 'right' },
  ]);
  top = drawCellRow(canvas, x, top, width, 24, [
    { label: 'Uso do Banco', width: 80 },
    { label: 'Carteira', value: boleto.carteira, width: 60 },
    { label: 'Espécie', value: 'R$', width: 50 },
    { label: 'Quantidade', width: 80 },
    { label: 'Valor', width: width - right - 270 },
    { label: '(=) Valor do Documento', value: brazilianAmount(boleto.amount), align: 'right', bold: true },
  ]);
  top = drawInstructions(canvas, boleto, top, width, right);
  top = drawCellRow(canvas, x, top, width, 44, [{ label: 'Pagador', value: payerLines(boleto.payer), size: 8 }]);
  canvas.text('Sacador/Avalista:', x, top - 8, { size: 6, color: 'gray' });
  canvas.text('Autenticação mecânica - Ficha de Compensação', x + width, top - 8, { size: 6, align: 'right', color: 'gray' });
  return top - 12;
}

function drawInstructions(canvas: Canvas, boleto: BoletoPage, top: number, width: number, right: number): number {
  const x = PAGE_MARGIN;
  const adjustments = [
    '(-) Desconto / Abatimento',
    '(-) Outras Deduções',
    '(+) Mora / Multa',
    '(+) Outros Acréscimos',
    '(=) Valor Cobrado',
  ];
  const rowHeight = 20;
  drawCellRow(canvas, x, top, width - right, rowHeight * adjustments.length, [
    { label: 'Instruções (texto de responsabilidade do beneficiário)', value: boleto.instructions, size: 8 },
  ]);
  let rowTop = top;
  for (const label of adjustments) rowTop = drawCellRow(canvas, x + width - right, rowTop, right, rowHeight, [{ label }]);
  return rowTop;
}

function drawBankHeader(canvas: Canvas, boleto: BoletoPage, top: number, width: number): number {
  const x = PAGE_MARGIN;
  const bottom = top - 22;
  canvas.text(boleto.bank.name, x, bottom + 6, { size: 11, bold: true, maxWidth: 150 });
  canvas.line([x + 155, bottom], [x + 155, top], { thickness: 1.2 });
  canvas.text(boleto.bank.code, x + 187, bottom + 5, { size: 14, bold: true, align: 'center' });
  canvas.line([x + 219, bottom], [x + 219, top], { thickness: 1.2 });
  canvas.text(boleto.linhaDigitavel, x + width, bottom + 6, { size: 10.5, bold: true, align: 'right' });
  canvas.line([x, bottom], [x + width, bottom], { thickness: 1.2 });
  return bottom;
}

function payerLines(payer: Party): string[] {
  return [`${payer.name} - ${payer.document}`, ...payer.addressLines];
}
