export { CIELO_SANDBOX_MERCHANT, createCieloSimulator, type CieloSimulator, type CieloSimulatorOptions } from './cielo-simulator';
export type { StoredCardView as CieloStoredCard } from './card-vault';
export type { CieloFault, CieloRoute } from './faults';
export type { Sale as CieloSale } from './sales-store';
export type { CieloLoggedRequest, CieloMerchant } from './serve-call';
export { cieloTestCard } from './test-cards';
export { CARD_ENDINGS as CIELO_SANDBOX_CARD_ENDINGS } from './last-digit';
