export * from './digits';
export * from './cpf-cnpj';
export * from './masks';
export * from './email';
export * from './phone';
export * from './password';
export * from './verification-code';
export * from './messages';
