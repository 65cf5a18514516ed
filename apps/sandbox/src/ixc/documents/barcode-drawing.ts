import {
  beginMarkedContent,
  endMarkedContent,
  fill,
  grayscale,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingColor,
} from 'pdf-lib';
import type { Canvas } from './pdf-canvas';
import { interleaved2of5 } from './interleaved-2-of-5';

/** FEBRABAN's boleto barcode: narrow element 0.254 mm, wide three times as much, 13 mm tall. */
export const BARCODE_NARROW = 0.72;
export const BARCODE_WIDE_RATIO = 3;
export const BARCODE_HEIGHT = 36.85;

/**
 * Draws the barcode as filled rectangles, one per bar, inside a `/Barcode` marked-content section so that
 * a reader (and the tests) can find the bars among the page's other lines.
 */
export function drawInterleaved2of5(canvas: Canvas, digits: string, x: number, y: number): void {
  const operators = [pushGraphicsState(), beginMarkedContent('Barcode'), setFillingColor(grayscale(0))];
  let left = x;
  interleaved2of5(digits, BARCODE_WIDE_RATIO).forEach((units, index) => {
    const width = units * BARCODE_NARROW;
    if (index % 2 === 0) operators.push(rectangle(round(left), y, round(width), BARCODE_HEIGHT));
    left += width;
  });
  canvas.page.pushOperators(...operators, fill(), endMarkedContent(), popGraphicsState());
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
