/**
 * The addresses of the home's three reads, in one place: their SWR hooks (useInvoices, useCustomerApps,
 * useCustomerDetails) read them, and the panel's loader starts them early (areas/panel/session.ts). A module of
 * its own, with no imports, so the boot chunk can name them without taking the features' code.
 */
export const CUSTOMER_API = '/api/central/customer';
export type InvoiceListStatus = 'to_pay' | 'received';
export const INVOICE_LISTS_PATH = `${CUSTOMER_API}/list/invoices`;
export const invoiceListPath = (status: InvoiceListStatus) => `${INVOICE_LISTS_PATH}?status=${status}`;
export const CUSTOMER_APPS_PATH = `${CUSTOMER_API}/apps`;
export const CUSTOMER_DETAILS_PATH = `${CUSTOMER_API}/list`;

export const HOME_READS = [invoiceListPath('to_pay'), CUSTOMER_APPS_PATH, CUSTOMER_DETAILS_PATH];
