/** 'Meus dados', under Segurança, and the provider's public privacy notice (packages/domain web-routes.ts). */
export const MY_DATA_PAGE_PATH = '/panel/security/my-data';
export const PRIVACY_NOTICE_PATH = '/aviso-de-privacidade';
