/** The subscriber panel loads as one chunk once a /panel address is opened. */
export { PanelShell } from './PanelShell';
export { HomePage } from './HomePage';
export { SecurityPage } from './SecurityPage';
export { PanelNotFound } from './PanelNotFound';
