import { MESSAGES, todayIn } from '@central/domain';
import { INVOICE_ID, type DownloadedFile, type Invoice, type InvoiceDetail, type PixPayment } from '@central/domain/api';
import type { Account, AccountCache } from '../../lib/account-cache';
import { notFound } from '../../lib/app-error';
import { createInvoiceGateway } from '../../integrations/ixc/invoices';
import { addressOf, descriptionOf } from '../contracts/contract-rules';
import type { ContractService } from '../contracts/contracts-service';
import type { ActiveTenant } from '../tenants/tenant-directory';
import { boletoDownloadToken, downloadBoleto, type BoletoDownloadDeps } from './boleto-download';
import { invoiceCardPayment, openInvoices, PAID_LIST_LIMIT, paidInvoices, toInvoice } from './invoice-rules';
import { PIX_TTL_MS, pixPayment } from './pix-payment';
import type { PaymentsStore } from '../cards/payments/payments-store';

/** Bills change when they are paid: their ERP reads are kept one minute at most. */
const INVOICES_TTL_MS = 60_000;

/** The boleto's signer (the bill lookups the use cases need are this service's own), the cache and the contracts. */
export type InvoicesPorts = Pick<BoletoDownloadDeps, 'signer'> & {
  cache: Pick<AccountCache, 'read'>;
  contracts: Pick<ContractService, 'rows' | 'customerRow' | 'places'>;
  /** The portal's card payments, for 'Pago com cartão' on a paid invoice. */
  cardPayments?: Pick<PaymentsStore, 'paidWith'>;
};

export interface InvoicesService {
  open(tenant: ActiveTenant, account: Account): Promise<Invoice[]>;
  paid(tenant: ActiveTenant, account: Account): Promise<Invoice[]>;
  /** One of the subscriber's bills, or 404 'Fatura não encontrada.' (also for another subscriber's id). */
  own(tenant: ActiveTenant, account: Account, invoiceId: string): Promise<Invoice>;
  /** The detail screen: the bill and its contract, read from the ERP in parallel (one round trip). */
  detail(tenant: ActiveTenant, account: Account, invoiceId: string): Promise<InvoiceDetail>;
  /**
   * The PIX of one of the subscriber's unpaid bills, kept a minute per account as its ERP reads are (a failure is not
   * kept): what its page and its PIX page show. Opening an invoice's page starts it (modules/auth/page-session.ts), so
   * the QR code is ready when the app asks for it.
   */
  pix(tenant: ActiveTenant, account: Account, invoiceId: string): Promise<PixPayment>;
  /** First step of the boleto's PDF: a token naming the bill for two minutes. */
  boletoDownloadToken(tenant: ActiveTenant, account: Account, invoiceId: unknown): Promise<string>;
  /** Second step: the PDF the token names. */
  downloadBoleto(tenant: ActiveTenant, account: Account, token: string): Promise<DownloadedFile>;
}

export function createInvoicesService(ports: InvoicesPorts): InvoicesService {
  const today = (tenant: ActiveTenant) => todayIn(tenant.timezone);
  const mapped = (rows: Array<Record<string, string>>, tenant: ActiveTenant) =>
    rows.map((row) => toInvoice(row, today(tenant))).filter((invoice): invoice is Invoice => invoice !== null);

  const service: InvoicesService = {
    async open(tenant, account) {
      const rows = await ports.cache.read(account, 'invoices:open', INVOICES_TTL_MS, () =>
        createInvoiceGateway(tenant.ixc).listOpen(account.customerId),
      );
      return openInvoices(mapped(rows, tenant), today(tenant), tenant.invoiceWindow);
    },
    async paid(tenant, account) {
      const rows = await ports.cache.read(account, 'invoices:paid', INVOICES_TTL_MS, () =>
        createInvoiceGateway(tenant.ixc).listPaid(account.customerId, PAID_LIST_LIMIT),
      );
      return paidInvoices(mapped(rows, tenant));
    },
    async own(tenant, account, invoiceId) {
      if (!INVOICE_ID.test(invoiceId)) throw notFound('INVOICE_NOT_FOUND', MESSAGES.invoiceNotFound);
      const row = await ports.cache.read(account, `invoice:${invoiceId}`, INVOICES_TTL_MS, () =>
        createInvoiceGateway(tenant.ixc).findOwn(account.customerId, invoiceId),
      );
      const invoice = row ? toInvoice(row, today(tenant)) : null;
      if (!invoice) throw notFound('INVOICE_NOT_FOUND', MESSAGES.invoiceNotFound);
      return invoice;
    },
    async detail(tenant, account, invoiceId) {
      const [invoice, contracts, customer, places, paidWith] = await Promise.all([
        service.own(tenant, account, invoiceId),
        ports.contracts.rows(tenant, account),
        ports.contracts.customerRow(tenant, account),
        ports.contracts.places(tenant),
        ports.cardPayments?.paidWith(tenant.id, account.customerId, invoiceId) ?? null,
      ]);
      const contract = contracts.find((row) => row.id === invoice.contractId);
      return {
        invoice,
        cardPayment: invoice.status === 'received' && paidWith ? invoiceCardPayment(paidWith) : null,
        contract: contract
          ? { id: contract.id ?? '', description: descriptionOf(contract), address: addressOf(contract, customer, places) }
          : null,
      };
    },
    pix: (tenant, account, invoiceId) =>
      ports.cache.read(account, `pix:${invoiceId}`, PIX_TTL_MS, () => pixPayment({ invoices: service }, tenant, account, invoiceId)),
    boletoDownloadToken: (tenant, account, invoiceId) =>
      boletoDownloadToken({ invoices: service, signer: ports.signer }, tenant, account, invoiceId),
    downloadBoleto: (tenant, account, token) => downloadBoleto(ports, tenant, account, token),
  };
  return service;
}
