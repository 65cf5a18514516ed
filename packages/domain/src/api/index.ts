export * from './common';
export * from './theme';
export * from './auth';
export * from './recovery';
