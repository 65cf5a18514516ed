export { createCieloGateway, type CieloGateway, type CieloGatewayOptions } from './gateway';
export type { CieloSale, SaleUpdate, ZeroAuthResult } from './answers';
export { CieloError, isCieloFailure, type CieloApiError, type CieloFailure } from './errors';
export type { CardToTokenize, OpenCard, SaleRequest, ZeroAuthInput } from './requests';
export type { SaleOutcome, UnknownSaleReason } from './sale-outcome';
export { CIELO_STATUS, cieloStatusName, verdictOfStatus, type CieloStatusName, type StatusVerdict } from './status';
