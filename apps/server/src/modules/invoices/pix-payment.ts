import { isPaid, MESSAGES } from '@central/domain';
import type { Invoice, PixPayment } from '@central/domain/api';
import QRCode from 'qrcode';
import { AppError } from '../../lib/app-error';
import { isValidBrCode } from '../../lib/br-code';
import type { Account } from '../../lib/account-cache';
import { featureFailure } from '../../integrations/ixc/errors';
import { readPixCharge } from '../../integrations/ixc/pix';
import type { ActiveTenant } from '../tenants/tenant-directory';

export interface PixPaymentDeps {
  /** One of the subscriber's bills, or 404 (invoices-service.ts `own`). */
  invoices: { own(tenant: ActiveTenant, account: Account, invoiceId: string): Promise<Invoice> };
}

const pixFailure = (status: number) => new AppError('PIX_FAILED', status, MESSAGES.pixFailure);
/** As long as the bill it is for is kept (invoices-service.ts): a PIX is read again no later than its bill's paid state. */
export const PIX_TTL_MS = 60_000;

/**
 * The PIX of an unpaid bill: IXC makes the charge (get_pix), the server checks its BR Code and draws the QR
 * image itself, so a provider whose IXC sends no image still gets one. ERP failures keep the PIX text.
 */
export async function pixPayment(deps: PixPaymentDeps, tenant: ActiveTenant, account: Account, invoiceId: string): Promise<PixPayment> {
  const invoice = await deps.invoices.own(tenant, account, invoiceId);
  if (isPaid(invoice)) throw new AppError('INVOICE_ALREADY_PAID', 409, MESSAGES.invoiceAlreadyPaid);
  const charge = await readPixCharge(tenant.ixc, invoice.id).catch((error: unknown) => {
    throw featureFailure(error, pixFailure(502));
  });
  if (!charge || !isValidBrCode(charge.brCode)) throw pixFailure(502);
  const image = await QRCode.toDataURL(charge.brCode, { errorCorrectionLevel: 'M', margin: 1, width: 400 });
  return {
    type: 'success',
    qr_code: { base_64: image },
    copy_paste: charge.brCode,
    pix: { qrCode: { qrcode: charge.brCode, imagemQrcode: charge.image || image.replace(/^data:image\/png;base64,/, '') } },
  };
}
