/** A Pix charge as a BR Code (EMV QRCPS-MPM) carries it. */
export interface PixCharge {
  key: string;
  merchantName: string;
  merchantCity: string;
  /** Dot decimal, e.g. "99.90"; left out for an open amount. */
  amount?: string;
  /** Letters and digits, at most 25; "***" when the charge has none. */
  txid: string;
  /** Tag 01 "12": the code is meant to be paid once. */
  singleUse?: boolean;
}

const MERCHANT_NAME_LENGTH = 25;
const MERCHANT_CITY_LENGTH = 15;

/** The "copia e cola" text: TLV fields in tag order, closed by tag 63 with the CRC of everything before it. */
export function pixBrCode(charge: PixCharge): string {
  const account = field('00', 'br.gov.bcb.pix') + field('01', charge.key);
  const payload =
    field('00', '01') +
    (charge.singleUse ? field('01', '12') : '') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    (charge.amount ? field('54', charge.amount) : '') +
    field('58', 'BR') +
    field('59', emvText(charge.merchantName, MERCHANT_NAME_LENGTH)) +
    field('60', emvText(charge.merchantCity, MERCHANT_CITY_LENGTH)) +
    field('62', field('05', charge.txid)) +
    '6304';
  return payload + crc16CcittFalse(payload);
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as 4 uppercase hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Names and cities travel as plain ASCII: accents dropped, anything else removed, cut to the field's limit. */
export function emvText(value: string, maxLength: number): string {
  const ascii = value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '');
  return ascii.replace(/\s+/g, ' ').trim().slice(0, maxLength).trimEnd();
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`BR Code field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}
