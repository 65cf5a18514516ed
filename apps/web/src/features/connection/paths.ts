/** 'Minha conexão' (docs/product/connection.md), and the pages it leads to. */
export const CONNECTION_PATH = '/panel/connection';
/** The contracts page, where a blocked contract offers the trust unlock. */
export const CONTRACTS_PATH = '/panel/financial/contracts';
export const SPEED_TEST_PATH = '/panel/speed-test';
