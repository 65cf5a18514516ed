import { isPaid, MESSAGES } from '@central/domain';
import type { PixPayment } from '@central/domain/api';
import QRCode from 'qrcode';
import { AppError } from '../../lib/app-error';
import { isValidBrCode } from '../../lib/br-code';
import type { Account, AccountCache } from '../../lib/account-cache';
import { featureFailure } from '../../integrations/ixc/errors';
import { readPixCharge } from '../../integrations/ixc/pix';
import type { ActiveTenant } from '../tenants/tenant-directory';
import type { InvoiceService } from './invoice-service';

const pixFailure = (status: number) => new AppError('PIX_FAILED', status, MESSAGES.pixFailure);
/** As long as the bill it is for is kept (invoice-service.ts): a PIX is read again no later than its bill's paid state. */
const PIX_TTL_MS = 60_000;

export interface PixPayments {
  /** The PIX of one of the subscriber's unpaid bills, kept a minute: what its page and its PIX page show. */
  read(tenant: ActiveTenant, account: Account, invoiceId: string): Promise<PixPayment>;
}

/**
 * An unpaid bill's PIX, kept per account as its ERP reads are (a failure is not kept). Opening an invoice's page
 * starts it (modules/auth/page-session.ts), so the QR code is ready when the app asks for it.
 */
export function createPixPayments(deps: { cache: AccountCache; invoices: InvoiceService }): PixPayments {
  return {
    read: (tenant, account, invoiceId) =>
      deps.cache.read(account, `pix:${invoiceId}`, PIX_TTL_MS, () => pixPayment(deps.invoices, tenant, account, invoiceId)),
  };
}

/**
 * The PIX of an unpaid bill: IXC makes the charge (get_pix), the server checks its BR Code and draws the QR
 * image itself, so a provider whose IXC sends no image still gets one. ERP failures keep the PIX text.
 */
export async function pixPayment(invoices: InvoiceService, tenant: ActiveTenant, account: Account, invoiceId: string): Promise<PixPayment> {
  const invoice = await invoices.own(tenant, account, invoiceId);
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
