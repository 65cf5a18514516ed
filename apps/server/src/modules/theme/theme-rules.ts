/** Logs say where a logo was, not the whole address (an inline logo is kilobytes long). */
export function logoOrigin(url: string): string {
  if (url.startsWith('data:')) return 'inline data: URL';
  try {
    return new URL(url).origin;
  } catch {
    return 'invalid URL';
  }
}
