/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as the PIX BR Code uses it (docs/product/subscriber.md#pix-and-boleto). */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A BR Code whose CRC (the last tag, 6304XXXX, computed over everything before XXXX) checks. */
export function isValidBrCode(code: string): boolean {
  const match = /^(.*6304)([0-9A-F]{4})$/.exec(code);
  return match !== null && code.startsWith('000201') && crc16(match[1]!) === match[2];
}
