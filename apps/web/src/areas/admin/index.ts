/**
 * The admin back office: its own chunk, loaded only when an /adm address is opened. The sign-in page is a chunk of its
 * own (app/staff-routes.tsx), so signing in does not wait for the whole back office.
 */
export { AdminShell } from './AdminShell';
export { adminLoader, adminShouldRevalidate } from './session';
export { CustomersPage } from './CustomersPage';
export { NewCustomerPage } from './NewCustomerPage';
export { EditCustomerPage } from './EditCustomerPage';
export { AddAppPage, EditAppPage } from './AppFormPage';
export { AdminNotFound } from './AdminNotFound';
