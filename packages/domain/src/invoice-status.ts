/**
 * docs/product/subscriber.md#invoices: an invoice whose status is 'received' is paid (read-only, no way to pay it);
 * anything else is to pay. No imports, so the boot chunk can use it (first-reads.ts).
 */
export const isPaid = (invoice: { status: string }) => invoice.status === 'received';
