import { isPaid } from './invoice-status';

/**
 * The reads a panel page makes first, in one place: their SWR hooks (useInvoices, useInvoiceDetail, useCustomerApps,
 * useCustomerDetails) read these addresses, and the panel's loader starts them beside the session check when the page
 * is opened directly (areas/panel/session.ts). A module of its own, importing only the import-free invoice-status.ts,
 * so the boot chunk can name them without taking the features' code.
 */
export const CUSTOMER_API = '/api/central/customer';
export type InvoiceListStatus = 'to_pay' | 'received';
export const INVOICE_LISTS_PATH = `${CUSTOMER_API}/list/invoices`;
export const invoiceListPath = (status: InvoiceListStatus) => `${INVOICE_LISTS_PATH}?status=${status}`;
export const invoiceDetailPath = (invoiceId: string) => `${CUSTOMER_API}/invoice/${encodeURIComponent(invoiceId)}`;
export const pixPaymentPath = (invoiceId: string) => `${CUSTOMER_API}/read/pix-payment/${encodeURIComponent(invoiceId)}`;
export const CUSTOMER_APPS_PATH = `${CUSTOMER_API}/apps`;
export const CUSTOMER_DETAILS_PATH = `${CUSTOMER_API}/list`;

/** Whether the provider manages the subscriber's devices: the panel's menu reads it on every page (its Wi-Fi entry). */
export const ACS_CHECK_PATH = '/api/acs/customer/check';

const HOME_READS = [invoiceListPath('to_pay'), CUSTOMER_APPS_PATH, CUSTOMER_DETAILS_PATH];
const LIST_STATUS: Record<string, InvoiceListStatus> = { 'to-pay': 'to_pay', received: 'received' };

/**
 * What the panel page at this address reads first: the menu's device check on every page, and the page's own: the
 * home its three, a list of bills that list, and an invoice (opened from a reminder, say) that invoice. Other pages
 * read after the session check as before.
 */
export function firstReadsOf(pathname: string): string[] {
  const path = pathname.replace(/\/$/, '');
  if (path !== '/panel' && !path.startsWith('/panel/')) return [];
  return [...pageReadsOf(path), ACS_CHECK_PATH];
}

function pageReadsOf(path: string): string[] {
  if (path === '/panel') return HOME_READS;
  const list = /^\/panel\/financial\/invoices\/([^/]+)$/.exec(path)?.[1];
  if (list && LIST_STATUS[list]) return [invoiceListPath(LIST_STATUS[list])];
  const invoice = invoiceOfPage(path);
  return invoice === null ? [] : [invoiceDetailPath(invoice)];
}

/** The invoice an invoice's page shows (/panel/financial/invoice/:id), or null for another page or a malformed escape. */
export function invoiceOfPage(pathname: string): string | null {
  const invoice = /^\/panel\/financial\/invoice\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!invoice) return null;
  try {
    return decodeURIComponent(invoice);
  } catch {
    return null; // the page shows its own error
  }
}

/**
 * What a first read's answer leads to, started as soon as that answer is in instead of once the page has drawn it: an
 * unpaid invoice's PIX, whose QR code is the invoice page's largest picture (a paid one has none, and its PIX read is
 * refused). Any other answer leads to nothing.
 */
export function readsAfter(path: string, answer: unknown): string[] {
  if (!path.startsWith(`${CUSTOMER_API}/invoice/`)) return [];
  const invoice = (answer as { invoice?: { id?: unknown; status?: unknown } } | null)?.invoice;
  if (typeof invoice?.id !== 'string' || typeof invoice.status !== 'string' || isPaid({ status: invoice.status })) return [];
  return [pixPaymentPath(invoice.id)];
}

export const ADMIN_API = '/api/payment';
/** One page of the providers' list, as the admin's list page asks for it. */
export const adminCustomerListPath = (search: string, page: number) =>
  `${ADMIN_API}/customers?search=${encodeURIComponent(search)}&page=${page}`;

/** The ?page= of an address as a page number: a positive integer, else 1. */
export function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** An address's query, as `URLSearchParams` reads it. */
export interface AddressQuery {
  get(name: string): string | null;
}

/** Which page of the providers' list an /adm/customers address shows: its ?search= as typed, and its ?page=. */
export function adminCustomerListOf(query: AddressQuery): { search: string; page: number } {
  return { search: query.get('search') ?? '', page: pageFromParam(query.get('page')) };
}

/**
 * What an admin page opened from the address bar reads first: the page of the providers' list its address shows
 * (/adm opens the list's first page, whatever its query). Other pages: nothing.
 */
export function adminFirstReadsOf(pathname: string, query: AddressQuery): string[] {
  const path = pathname.replace(/\/$/, '');
  if (path === '/adm') return [adminCustomerListPath('', 1)];
  if (path !== '/adm/customers') return [];
  const { search, page } = adminCustomerListOf(query);
  return [adminCustomerListPath(search, page)];
}
