/** Atendimentos: the request form, both lists, a request's detail and a new message load as one chunk. */
export { SupportRequestPage } from './SupportRequestPage';
export { SupportsInProgressPage } from './SupportsInProgressPage';
export { ClosedSupportsPage } from './ClosedSupportsPage';
export { SupportDetailPage } from './SupportDetailPage';
export { AddSupportMessagePage } from './AddSupportMessagePage';
