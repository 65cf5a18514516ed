/** 'Minha conexão' loads as a chunk of its own, once its address is opened. */
export { ConnectionPage } from './ConnectionPage';
