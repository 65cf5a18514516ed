import { formatBrl, formatDateBr } from '@central/domain';
import type { Invoice } from '@central/domain/api';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { drawableText } from '../../lib/pdf-text';

export interface AnnualSettlementContent {
  year: number;
  issuedOn: string;
  provider: { name: string; document: string; address: string };
  customer: { name: string; document: string };
  contract: { id: string; description: string };
  paid: Invoice[];
}

const MARGIN = 56;
const LINE = 15;

/**
 * The annual debt-settlement statement (declaração anual de quitação de débitos, Lei nº 12.007/2009) for one
 * contract and year: who declares, to whom, which bills of the year were paid, and the legal wording.
 */
export async function renderAnnualSettlement(content: AnnualSettlementContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Declaração anual de quitação de débitos ${content.year} - Contrato ${content.contract.id}`);
  pdf.setAuthor(content.provider.name);
  pdf.setLanguage('pt-BR');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const writer = pageWriter(pdf, regular);

  writer.text('DECLARAÇÃO ANUAL DE QUITAÇÃO DE DÉBITOS', { font: bold, size: 14 });
  writer.text(`Exercício de ${content.year} - Lei nº 12.007, de 29 de julho de 2009`, { size: 10 });
  writer.gap();
  writer.paragraph(
    `${content.provider.name}, inscrita no CNPJ sob o nº ${content.provider.document || 'não informado'}, com sede em ` +
      `${content.provider.address || 'endereço não informado'}, declara, para os fins da Lei nº 12.007/2009, que ` +
      `${content.customer.name}, CPF/CNPJ ${content.customer.document}, titular do contrato nº ${content.contract.id} ` +
      `(${content.contract.description}), quitou os débitos com vencimento no ano de ${content.year} relacionados abaixo.`,
  );
  writer.gap();
  writer.row(['Fatura', 'Vencimento', 'Pagamento', 'Valor'], bold);
  for (const invoice of content.paid) {
    writer.row([
      invoice.id,
      formatDateBr(invoice.dueDate),
      invoice.paymentDate ? formatDateBr(invoice.paymentDate) : '-',
      formatBrl(invoice.value),
    ]);
  }
  if (content.paid.length === 0) writer.text(`Não há faturas com vencimento em ${content.year} para este contrato.`, { size: 10 });
  const total = content.paid.reduce((sum, invoice) => sum + invoice.value, 0);
  writer.row(['Total', '', '', formatBrl(total)], bold);
  writer.gap();
  writer.paragraph(
    'Esta declaração substitui, para a comprovação do cumprimento das obrigações do consumidor, as quitações dos ' +
      'faturamentos mensais dos débitos do ano a que se refere (art. 4º da Lei nº 12.007/2009). ' +
      (content.year === Number(content.issuedOn.slice(0, 4)) ? `Abrange as faturas vencidas até ${formatDateBr(content.issuedOn)}.` : ''),
  );
  writer.gap();
  writer.text(`Emitida em ${formatDateBr(content.issuedOn)} pela Central do Assinante.`, { size: 10 });
  writer.text(content.provider.name, { font: bold, size: 10 });
  return pdf.save();
}

function pageWriter(pdf: PDFDocument, regular: PDFFont) {
  let page: PDFPage = pdf.addPage([595.28, 841.89]);
  let y = page.getHeight() - MARGIN;
  const width = page.getWidth() - 2 * MARGIN;
  const room = () => {
    if (y >= MARGIN + LINE) return;
    page = pdf.addPage([595.28, 841.89]);
    y = page.getHeight() - MARGIN;
  };
  // Every text drawn or measured goes through drawableText: names and addresses come from the admin and the ERP.
  const text = (value: string, options: { font?: PDFFont; size?: number; x?: number } = {}) => {
    room();
    const font = options.font ?? regular;
    page.drawText(drawableText(value, font), { x: options.x ?? MARGIN, y, size: options.size ?? 11, font, color: rgb(0.1, 0.1, 0.1) });
  };
  return {
    text(value: string, options: { font?: PDFFont; size?: number } = {}) {
      text(value, options);
      y -= (options.size ?? 11) + 6;
    },
    paragraph(value: string) {
      for (const line of wrap(drawableText(value, regular), regular, 11, width)) {
        text(line);
        y -= LINE;
      }
    },
    row(cells: string[], font: PDFFont = regular) {
      const columns = [0, 0.25, 0.5, 0.75];
      cells.forEach((cell, index) => text(cell, { font, size: 10, x: MARGIN + columns[index]! * width }));
      y -= LINE;
    },
    gap() {
      y -= LINE / 2;
    },
  };
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && current) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}
