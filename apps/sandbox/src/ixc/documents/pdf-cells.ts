import type { Canvas } from './pdf-canvas';

/** A bordered field of a form-like document: a small label at the top and its value below. */
export interface Cell {
  label: string;
  /** One line, or several drawn from the top down. */
  value?: string | string[];
  /** Points; the last cell without a width takes what is left of the row. */
  width?: number;
  align?: 'left' | 'right';
  bold?: boolean;
  size?: number;
}

const LABEL_SIZE = 5.5;
const PADDING = 2.5;

/** Draws a row of cells whose top edge is at `top`; returns the row's bottom edge. */
export function drawCellRow(canvas: Canvas, x: number, top: number, width: number, height: number, cells: Cell[]): number {
  const fixed = cells.reduce((sum, cell) => sum + (cell.width ?? 0), 0);
  const flexible = cells.filter((cell) => cell.width === undefined).length;
  const bottom = top - height;
  let left = x;
  for (const cell of cells) {
    const cellWidth = cell.width ?? (width - fixed) / Math.max(flexible, 1);
    canvas.box(left, bottom, cellWidth, height);
    canvas.text(cell.label, left + PADDING, top - PADDING - LABEL_SIZE, {
      size: LABEL_SIZE,
      color: 'gray',
      maxWidth: cellWidth - 2 * PADDING,
    });
    drawValue(canvas, cell, left, top, cellWidth, height);
    left += cellWidth;
  }
  return bottom;
}

function drawValue(canvas: Canvas, cell: Cell, left: number, top: number, width: number, height: number) {
  const size = cell.size ?? 8.5;
  const style = { size, bold: cell.bold, maxWidth: width - 2 * PADDING };
  if (Array.isArray(cell.value)) {
    cell.value.forEach((line, index) => canvas.text(line, left + PADDING, top - PADDING - LABEL_SIZE - (index + 1) * (size + 1.5), style));
    return;
  }
  const y = top - height + PADDING + 1;
  if (cell.align === 'right') canvas.text(cell.value ?? '', left + width - PADDING, y, { ...style, align: 'right' });
  else canvas.text(cell.value ?? '', left + PADDING, y, style);
}
