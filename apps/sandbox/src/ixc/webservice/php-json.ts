/**
 * JSON as PHP's json_encode writes it by default: non-ASCII characters as \uXXXX escapes and slashes as \/.
 * This is why IXC's error bodies stay readable although they are labelled ISO-8859-1.
 */
export function phpJsonEncode(value: unknown): string {
  return JSON.stringify(value)
    .replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replaceAll('/', '\\/');
}
