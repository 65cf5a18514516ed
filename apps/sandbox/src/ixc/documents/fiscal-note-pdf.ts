import { brazilianDate } from '../calendar';
import { brazilianAmount, reais } from './format';
import type { Party } from './parties';
import { PAGE_MARGIN, createPdf, type Canvas } from './pdf-canvas';
import { drawCellRow } from './pdf-cells';

export interface FiscalNoteItem {
  code: string;
  description: string;
  quantity: string;
  unitValue: string;
  totalValue: string;
}

/** What the printed note shows; `layoutTitle` tells the standard print from a custom layout. */
export interface FiscalNotePage {
  layoutTitle: string;
  documentType: string;
  number: string;
  series: string;
  model: string;
  issuedAt: string;
  issuer: Party & { stateRegistration: string };
  recipient: Party;
  items: FiscalNoteItem[];
  servicesValue: string;
  discount: string;
  total: string;
  notes: string[];
  /** "NOTA FISCAL CANCELADA" and the like, stamped across the page. */
  stamp?: string;
}

export async function renderFiscalNote(note: FiscalNotePage): Promise<Uint8Array> {
  const pdf = await createPdf({ title: `${note.documentType} ${note.number}`, author: note.issuer.name });
  const canvas = pdf.addPage();
  const x = PAGE_MARGIN;
  const width = canvas.width - 2 * PAGE_MARGIN;
  let top = canvas.height - PAGE_MARGIN;
  canvas.text(note.layoutTitle, x, top - 14, { size: 13, bold: true });
  canvas.text(note.documentType, x, top - 28, { size: 9 });
  top = drawCellRow(canvas, x, top - 36, width, 26, [
    { label: 'Número', value: note.number, width: 110, bold: true },
    { label: 'Série', value: note.series || '-', width: 60 },
    { label: 'Modelo', value: note.model || '-', width: 60 },
    { label: 'Data de emissão', value: note.issuedAt, width: 130 },
    { label: 'Valor total da nota', value: reais(note.total), align: 'right', bold: true },
  ]);
  top = drawParty(canvas, 'Emitente', note.issuer, [`Inscrição estadual: ${note.issuer.stateRegistration || 'isento'}`], top - 8, width);
  top = drawParty(canvas, 'Destinatário / Tomador', note.recipient, [], top - 8, width);
  top = drawItems(canvas, note.items, top - 8, width);
  top = drawCellRow(canvas, x, top - 8, width, 24, [
    { label: 'Valor dos serviços', value: reais(note.servicesValue), align: 'right' },
    { label: 'Desconto', value: reais(note.discount), align: 'right' },
    { label: 'Valor total da nota', value: reais(note.total), align: 'right', bold: true },
  ]);
  const notes = note.notes.flatMap((line) => canvas.wrap(line, width - 8, { size: 8 }));
  drawCellRow(canvas, x, top - 8, width, 16 + 10 * Math.max(notes.length, 1), [
    { label: 'Informações complementares', value: notes, size: 8 },
  ]);
  if (note.stamp) canvas.text(note.stamp, canvas.width / 2, canvas.height / 2, { size: 30, bold: true, color: 'red', align: 'center' });
  return pdf.save();
}

function drawParty(canvas: Canvas, title: string, party: Party, extra: string[], top: number, width: number): number {
  const lines = [`${party.name} - ${party.document}`, ...party.addressLines, ...extra];
  return drawCellRow(canvas, PAGE_MARGIN, top, width, 14 + 10 * lines.length, [{ label: title, value: lines, size: 8.5 }]);
}

function drawItems(canvas: Canvas, items: FiscalNoteItem[], top: number, width: number): number {
  const columns = [
    { label: 'Código', width: 60 },
    { label: 'Descrição do serviço', width: width - 270 },
    { label: 'Qtde.', width: 50, align: 'right' as const },
    { label: 'Valor unitário', width: 80, align: 'right' as const },
    { label: 'Valor total', width: 80, align: 'right' as const },
  ];
  top = drawCellRow(canvas, PAGE_MARGIN, top, width, 12, columns);
  for (const item of items) {
    const values = [item.code, item.description, item.quantity, brazilianAmount(item.unitValue), brazilianAmount(item.totalValue)];
    top = drawCellRow(
      canvas,
      PAGE_MARGIN,
      top,
      width,
      16,
      columns.map((column, index) => ({ ...column, label: '', value: values[index] })),
    );
  }
  return top;
}

export function issuedAtLabel(date: string, time: string): string {
  return `${brazilianDate(date)} ${time}`.trim();
}
