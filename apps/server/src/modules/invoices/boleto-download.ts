import { MESSAGES } from '@central/domain';
import type { DownloadedFile, Invoice } from '@central/domain/api';
import { AppError, notFound } from '../../lib/app-error';
import type { Account } from '../../lib/account-cache';
import type { TokenSigner } from '../../lib/signed-token';
import { createDocumentGateway } from '../../integrations/ixc/documents';
import { featureFailure } from '../../integrations/ixc/errors';
import { fileDate, issueDownloadToken, readDownloadToken } from '../documents/download-tokens';
import type { ActiveTenant } from '../tenants/tenant-directory';

export interface BoletoDownloadDeps {
  /** One of the subscriber's bills, or 404 (invoices-service.ts `own`). */
  invoices: { own(tenant: ActiveTenant, account: Account, invoiceId: string): Promise<Invoice> };
  /** Signs the boleto's download token. */
  signer: TokenSigner;
}

const unavailable = () => notFound('BOLETO_UNAVAILABLE', MESSAGES.boletoUnavailable);

/** First step: the bill must be the subscriber's, unpaid, with a boleto; the token names it for two minutes. */
export async function boletoDownloadToken(
  deps: BoletoDownloadDeps,
  tenant: ActiveTenant,
  account: Account,
  invoiceId: unknown,
): Promise<string> {
  const id = typeof invoiceId === 'string' || typeof invoiceId === 'number' ? String(invoiceId) : '';
  if (!/^\d{1,12}$/.test(id)) throw unavailable();
  const invoice = await deps.invoices.own(tenant, account, id).catch((error: unknown) => {
    throw error instanceof AppError && error.statusCode === 404 ? unavailable() : error;
  });
  if (!invoice.linhaDigitavel) throw unavailable();
  return issueDownloadToken(deps.signer, {
    tid: tenant.clientId,
    cid: account.customerId,
    kind: 'boleto',
    ref: invoice.id,
    fileName: `Boleto-${invoice.id} ${fileDate(invoice.dueDate)}.pdf`,
  });
}

/** Second step: the PDF from IXC's get_boleto, a late bill updated to today's amount unless the provider turned that off. */
export async function downloadBoleto(
  deps: Pick<BoletoDownloadDeps, 'signer'>,
  tenant: ActiveTenant,
  account: Account,
  token: string,
): Promise<DownloadedFile> {
  const claims = readDownloadToken(deps.signer, token, { tid: tenant.clientId, cid: account.customerId, kind: 'boleto' });
  if (!claims) throw unavailable();
  let base64: string | null;
  try {
    base64 = await createDocumentGateway(tenant.ixc).boleto(claims.ref, { updateLate: tenant.updateLateBoleto });
  } catch (error) {
    throw featureFailure(error, new AppError('INVOICE_DOWNLOAD_FAILED', 502, MESSAGES.invoiceDownloadFailure));
  }
  // Only IXC's empty answer means there is no boleto (docs/product/ixc.md#calls-used); its failures and refusals throw above.
  if (!base64) throw unavailable();
  return { fileName: claims.fileName, contentType: 'application/pdf', base64 };
}
