/** The admin back office: its own chunk, loaded only when an /adm or /auth/adm address is opened. */
export { AdminShell } from './AdminShell';
export { adminLoader, adminShouldRevalidate } from './session';
export { AdminSignInPage } from './AdminSignInPage';
export { CustomersPage } from './CustomersPage';
export { NewCustomerPage } from './NewCustomerPage';
export { EditCustomerPage } from './EditCustomerPage';
export { AddAppPage, EditAppPage } from './AppFormPage';
export { AdminNotFound } from './AdminNotFound';
