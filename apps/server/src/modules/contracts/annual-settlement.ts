import { MESSAGES, todayIn } from '@central/domain';
import type { AnnualSettlementDocument, Invoice } from '@central/domain/api';
import type { Account } from '../../lib/account-cache';
import { AppError, badRequest } from '../../lib/app-error';
import { createCustomerGateway } from '../../integrations/ixc/customers';
import { createInvoiceGateway } from '../../integrations/ixc/invoices';
import { toInvoice } from '../invoices/invoice-rules';
import type { IxcRow } from '../../integrations/ixc/wire';
import type { ActiveTenant } from '../tenants/tenant-directory';
import { descriptionOf, settlementYears } from './contract-rules';
import { renderAnnualSettlement } from './annual-settlement-pdf';

/** One of the subscriber's contracts, or 404 (contract-service.ts). */
interface OwnContracts {
  own(tenant: ActiveTenant, account: Account, contractId: string): Promise<IxcRow>;
}

/**
 * IXC has no endpoint for the statement, so Central writes it from the contract's bills of that year. A
 * statement of settlement cannot be issued while a bill of that year is overdue (409, with why).
 */
export async function annualSettlement(
  contracts: OwnContracts,
  tenant: ActiveTenant,
  account: Account,
  contractId: string,
  yearText: string | undefined,
): Promise<AnnualSettlementDocument> {
  const today = todayIn(tenant.timezone);
  const year = Number(yearText);
  if (!settlementYears(today).includes(year)) throw badRequest('YEAR_INVALID', MESSAGES.yearInvalid);
  if (!tenant.contractDocumentsEnabled) throw new AppError('DOCUMENT_UNAVAILABLE', 403, MESSAGES.contractDocumentsUnavailable);
  // One round trip: the ownership check, the year's bills and the customer's name are read together.
  const [contract, rows, customer] = await Promise.all([
    contracts.own(tenant, account, contractId),
    createInvoiceGateway(tenant.ixc).listDueBetween(account.customerId, `${year}-01-01`, `${year}-12-31`),
    createCustomerGateway(tenant.ixc).findById(account.customerId),
  ]);
  const bills = rows
    .map((row) => toInvoice(row, today))
    .filter((invoice): invoice is Invoice => invoice !== null && invoice.contractId === contractId);
  if (bills.some((bill) => bill.status === 'overdue' || bill.status === 'partial')) {
    throw new AppError('OPEN_INVOICES_IN_YEAR', 409, MESSAGES.annualSettlementOpenInvoices);
  }
  const pdf = await renderAnnualSettlement({
    year,
    issuedOn: today,
    provider: tenant.theme.legal,
    customer: { name: customer?.name ?? '', document: customer?.document ?? '' },
    contract: { id: contractId, description: descriptionOf(contract) },
    paid: bills.filter((bill) => bill.status === 'received'),
  });
  return { fileName: `Quitacao-Anual-${year} Contrato-${contractId}.pdf`, annualDebtSettlement: Buffer.from(pdf).toString('base64') };
}
