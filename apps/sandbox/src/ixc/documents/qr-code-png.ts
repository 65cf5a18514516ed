import QRCode from 'qrcode';

/** A PNG of the QR code for a text, with the four-module quiet zone readers need. */
export function qrCodePng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: 300 });
}
