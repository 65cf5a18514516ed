/**
 * The admin back office: its own chunk, loaded only when an /adm address is opened. The sign-in page is a chunk of its
 * own (packages/domain/src/web-routes.ts, app/page-modules.ts), so signing in does not wait for the whole back office; nor does the customer list wait
 * for the forms, which come with the first form page opened.
 */
export { AdminShell } from './AdminShell';
export { adminLoader, adminShouldRevalidate } from './session';
export { CustomersPage } from './CustomersPage';
export { AdminNotFound } from './AdminNotFound';

export const loadFormPages = () => import('./form-pages');
