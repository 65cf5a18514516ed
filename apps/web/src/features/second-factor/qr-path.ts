/**
 * A QR code's dark modules as one SVG path, a module per unit: each row's runs of dark modules become one rectangle,
 * so a 33 × 33 code is a path of a few hundred commands instead of a thousand elements.
 */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const commands: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      commands.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return commands.join('');
}
