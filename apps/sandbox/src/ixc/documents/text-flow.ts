import { PAGE_MARGIN, type Canvas, type PdfDocumentWriter, type TextStyle } from './pdf-canvas';

/** Running text down the page, starting a new page when the current one is full. */
export interface TextFlow {
  heading(text: string): void;
  paragraph(text: string, style?: TextStyle): void;
  space(points: number): void;
  /** Keeps `points` of height for a drawing (on a new page when they do not fit); returns its canvas and top. */
  reserve(points: number): { canvas: Canvas; top: number };
}

export function createTextFlow(pdf: PdfDocumentWriter): TextFlow {
  let canvas = pdf.addPage();
  let y = canvas.height - PAGE_MARGIN;
  const width = canvas.width - 2 * PAGE_MARGIN;
  const makeRoom = (points: number) => {
    if (y - points >= PAGE_MARGIN) return;
    canvas = pdf.addPage();
    y = canvas.height - PAGE_MARGIN;
  };
  const writeLine = (line: string, style: TextStyle) => {
    const size = style.size ?? 9;
    makeRoom(size + 3);
    y -= size + 3;
    canvas.text(line, style.align === 'center' ? canvas.width / 2 : PAGE_MARGIN, y, style);
  };
  return {
    heading(text) {
      y -= 6;
      writeLine(text, { size: 10, bold: true });
    },
    paragraph(text, style = {}) {
      for (const line of canvas.wrap(text, width, style)) writeLine(line, style);
    },
    space(points) {
      y -= points;
    },
    reserve(points) {
      makeRoom(points);
      const top = y;
      y -= points;
      return { canvas, top };
    },
  };
}
