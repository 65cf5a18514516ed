export * from './common';
export * from './theme';
export * from './auth';
export * from './recovery';
export * from './invoices';
export * from './fiscal-notes';
export * from './contracts';
export * from './support';
