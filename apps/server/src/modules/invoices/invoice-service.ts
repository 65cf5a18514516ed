import { MESSAGES, todayIn } from '@central/domain';
import type { Invoice, InvoiceDetail } from '@central/domain/api';
import type { Account, AccountCache } from '../../lib/account-cache';
import { notFound } from '../../lib/app-error';
import { createInvoiceGateway } from '../../integrations/ixc/invoices';
import { addressOf, descriptionOf } from '../contracts/contract-rules';
import type { ContractService } from '../contracts/contract-service';
import type { ActiveTenant } from '../tenants/tenant-directory';
import { openInvoices, PAID_LIST_LIMIT, paidInvoices, toInvoice } from './invoice-rules';

/** Bills change when they are paid: their ERP reads are kept one minute at most. */
const INVOICES_TTL_MS = 60_000;

export interface InvoiceService {
  open(tenant: ActiveTenant, account: Account): Promise<Invoice[]>;
  paid(tenant: ActiveTenant, account: Account): Promise<Invoice[]>;
  /** One of the subscriber's bills, or 404 'Fatura não encontrada.' (also for another subscriber's id). */
  own(tenant: ActiveTenant, account: Account, invoiceId: string): Promise<Invoice>;
  /** The detail screen: the bill and its contract, read from the ERP in parallel (one round trip). */
  detail(tenant: ActiveTenant, account: Account, invoiceId: string): Promise<InvoiceDetail>;
}

export function createInvoiceService(deps: { cache: AccountCache; contracts: ContractService }): InvoiceService {
  const today = (tenant: ActiveTenant) => todayIn(tenant.timezone);
  const mapped = (rows: Array<Record<string, string>>, tenant: ActiveTenant) =>
    rows.map((row) => toInvoice(row, today(tenant))).filter((invoice): invoice is Invoice => invoice !== null);

  const service: InvoiceService = {
    async open(tenant, account) {
      const rows = await deps.cache.read(account, 'invoices:open', INVOICES_TTL_MS, () =>
        createInvoiceGateway(tenant.ixc).listOpen(account.customerId),
      );
      return openInvoices(mapped(rows, tenant), today(tenant), tenant.invoiceWindow);
    },
    async paid(tenant, account) {
      const rows = await deps.cache.read(account, 'invoices:paid', INVOICES_TTL_MS, () =>
        createInvoiceGateway(tenant.ixc).listPaid(account.customerId, PAID_LIST_LIMIT),
      );
      return paidInvoices(mapped(rows, tenant));
    },
    async own(tenant, account, invoiceId) {
      const row = await deps.cache.read(account, `invoice:${invoiceId}`, INVOICES_TTL_MS, () =>
        createInvoiceGateway(tenant.ixc).findOwn(account.customerId, invoiceId),
      );
      const invoice = row ? toInvoice(row, today(tenant)) : null;
      if (!invoice) throw notFound('INVOICE_NOT_FOUND', MESSAGES.invoiceNotFound);
      return invoice;
    },
    async detail(tenant, account, invoiceId) {
      const [invoice, contracts, customer, places] = await Promise.all([
        service.own(tenant, account, invoiceId),
        deps.contracts.rows(tenant, account),
        deps.contracts.customerRow(tenant, account),
        deps.contracts.places(tenant),
      ]);
      const contract = contracts.find((row) => row.id === invoice.contractId);
      return {
        invoice,
        contract: contract
          ? { id: contract.id ?? '', description: descriptionOf(contract), address: addressOf(contract, customer, places) }
          : null,
      };
    },
  };
  return service;
}
