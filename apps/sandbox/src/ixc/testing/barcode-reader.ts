/** Test support: reads back the Interleaved 2 of 5 bars drawn in a page's `/Barcode` marked-content section. */

/** The Interleaved 2 of 5 patterns, kept apart from the encoder's table on purpose. */
const PATTERNS: Record<string, string> = {
  '00110': '0',
  '10001': '1',
  '01001': '2',
  '11000': '3',
  '00101': '4',
  '10100': '5',
  '01100': '6',
  '00011': '7',
  '10010': '8',
  '01010': '9',
};

export interface DrawnBarcode {
  digits: string;
  /** Widest element over narrowest. */
  wideRatio: number;
}

export function readDrawnBarcode(pageContent: string): DrawnBarcode | undefined {
  const section = /\/Barcode BMC([\s\S]*?)EMC/.exec(pageContent)?.[1];
  if (!section) return undefined;
  const bars = [...section.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re/g)].map((match) => ({
    x: Number(match[1]),
    width: Number(match[3]),
  }));
  const widths = bars.flatMap((bar, index) => {
    const next = bars[index + 1];
    return next ? [bar.width, next.x - bar.x - bar.width] : [bar.width];
  });
  const narrow = Math.min(...widths);
  const units = widths.map((width) => Math.round(width / narrow));
  const wide = Math.max(...units);
  const startOk = units.slice(0, 4).every((unit) => unit === 1);
  const stopOk = units.slice(-3).join() === `${wide},1,1`;
  const body = units.slice(4, -3);
  if (!startOk || !stopOk || body.length % 10 !== 0) return undefined;
  let digits = '';
  for (let group = 0; group < body.length; group += 10) {
    const elements = body.slice(group, group + 10).map((unit) => (unit === wide ? '1' : '0'));
    digits +=
      (PATTERNS[elements.filter((_, index) => index % 2 === 0).join('')] ?? '?') +
      (PATTERNS[elements.filter((_, index) => index % 2 === 1).join('')] ?? '?');
  }
  return { digits, wideRatio: wide };
}
