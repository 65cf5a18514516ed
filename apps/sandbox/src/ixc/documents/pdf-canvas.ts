import { PDFDocument, PageSizes, StandardFonts, grayscale, rgb, type Color, type PDFFont, type PDFPage } from 'pdf-lib';

export const PAGE_MARGIN = 28;

const COLORS = { black: grayscale(0), gray: grayscale(0.35), red: rgb(0.75, 0.1, 0.1) } satisfies Record<string, Color>;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: keyof typeof COLORS;
  align?: 'left' | 'right' | 'center';
  /** Text wider than this is cut and ends with an ellipsis. */
  maxWidth?: number;
}

/** One A4 page with Helvetica, in points from the bottom-left corner. */
export interface Canvas {
  readonly page: PDFPage;
  readonly width: number;
  readonly height: number;
  text(value: string, x: number, y: number, style?: TextStyle): void;
  /** Splits a text into lines that fit `width`, breaking between words. */
  wrap(value: string, width: number, style?: TextStyle): string[];
  line(from: [number, number], to: [number, number], options?: { thickness?: number; dashed?: boolean }): void;
  box(x: number, y: number, width: number, height: number, thickness?: number): void;
}

export interface PdfDocumentWriter {
  addPage(): Canvas;
  save(): Promise<Uint8Array>;
}

export async function createPdf(metadata: { title: string; author: string }): Promise<PdfDocumentWriter> {
  const document = await PDFDocument.create();
  document.setTitle(metadata.title);
  document.setAuthor(metadata.author);
  document.setCreator('IXC Provedor (sandbox)');
  const fonts = { regular: await document.embedFont(StandardFonts.Helvetica), bold: await document.embedFont(StandardFonts.HelveticaBold) };
  return {
    addPage: () => canvasOf(document.addPage(PageSizes.A4), fonts),
    save: () => document.save(),
  };
}

function canvasOf(page: PDFPage, fonts: { regular: PDFFont; bold: PDFFont }): Canvas {
  const fontOf = (style: TextStyle) => (style.bold ? fonts.bold : fonts.regular);
  const supported = new Set(fonts.regular.getCharacterSet());
  const printable = (value: string) => [...value].map((char) => printableChar(char, supported)).join('');
  const widthOf = (value: string, style: TextStyle) => fontOf(style).widthOfTextAtSize(value, style.size ?? 9);
  const fit = (value: string, style: TextStyle) => {
    if (style.maxWidth === undefined || widthOf(value, style) <= style.maxWidth) return value;
    let cut = value;
    while (cut.length > 0 && widthOf(`${cut}…`, style) > style.maxWidth) cut = cut.slice(0, -1);
    return `${cut.trimEnd()}…`;
  };
  return {
    page,
    width: page.getWidth(),
    height: page.getHeight(),
    text(value, x, y, style = {}) {
      const content = fit(printable(value), style);
      const width = widthOf(content, style);
      const left = style.align === 'right' ? x - width : style.align === 'center' ? x - width / 2 : x;
      page.drawText(content, { x: left, y, size: style.size ?? 9, font: fontOf(style), color: COLORS[style.color ?? 'black'] });
    },
    wrap(value, width, style = {}) {
      const lines: string[] = [];
      for (const word of printable(value).split(/\s+/).filter(Boolean)) {
        const last = lines.at(-1);
        if (last !== undefined && widthOf(`${last} ${word}`, style) <= width) lines[lines.length - 1] = `${last} ${word}`;
        else lines.push(word);
      }
      return lines;
    },
    line(from, to, options = {}) {
      const dashArray = options.dashed ? [3, 2] : undefined;
      page.drawLine({ start: { x: from[0], y: from[1] }, end: { x: to[0], y: to[1] }, thickness: options.thickness ?? 0.5, dashArray });
    },
    box(x, y, width, height, thickness = 0.5) {
      page.drawRectangle({ x, y, width, height, borderWidth: thickness, borderColor: COLORS.black });
    },
  };
}

/** Helvetica covers WinAnsi only: other letters lose their accents, anything else becomes "?". */
function printableChar(char: string, supported: ReadonlySet<number>): string {
  if (/\s/.test(char)) return ' ';
  if (supported.has(char.codePointAt(0) ?? 0)) return char;
  const plain = char.normalize('NFD').replace(/\p{M}/gu, '');
  return plain.length > 0 && [...plain].every((part) => supported.has(part.codePointAt(0) ?? 0)) ? plain : '?';
}
