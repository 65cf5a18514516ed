/** The admin's form pages: a provider's data and its apps (loaded by index.ts when one is opened). */
export { NewCustomerPage } from './NewCustomerPage';
export { EditCustomerPage } from './EditCustomerPage';
export { AddAppPage, EditAppPage } from './AppFormPage';
