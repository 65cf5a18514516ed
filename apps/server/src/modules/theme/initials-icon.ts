import sharp from 'sharp';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const NEUTRAL = '#5B5F63';

/** The icon of a provider whose logo cannot be had: its initials on its primary colour, as a PNG. */
export async function renderInitialsIcon(alias: string, primaryColor: string, size: number, maskable: boolean): Promise<Buffer> {
  const background = HEX_COLOR.test(primaryColor) ? primaryColor : NEUTRAL;
  // A maskable icon is a full square (the platform cuts its shape) whose content keeps inside the safe zone.
  const fontSize = maskable ? 30 : 42;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" rx="${maskable ? 0 : 18}" fill="${background}"/>` +
    `<text x="50" y="${50 + fontSize * 0.36}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="${fontSize}" ` +
    `font-weight="700" fill="${readableOn(background)}" text-anchor="middle">${escapeXml(initialsOf(alias))}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export function initialsOf(alias: string): string {
  const words = alias.split(/\s+/).filter((word) => /\p{L}|\p{N}/u.test(word));
  const letters = words.slice(0, 2).map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '');
  return letters.join('').toLocaleUpperCase('pt-BR') || '?';
}

/** White on dark colours, near-black on light ones (relative luminance, WCAG). */
function readableOn(hex: string): string {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.4 ? '#1B1B1B' : '#FFFFFF';
}

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
