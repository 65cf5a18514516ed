/**
 * Cielo writes dates in Brasília time without a zone (UTC−3; Brazil has had no summer time since 2019), in two
 * shapes: `2022-07-29 17:16:21` in a sale (`ReceivedDate`, `CapturedDate`, `VoidedDate`) and
 * `2020-10-02T20:46:22.033` in the list by MerchantOrderId (`ReceveidDate`, sic).
 */
const BRASILIA_OFFSET_MS = -3 * 60 * 60 * 1000;

const brasilia = (date: Date) => new Date(date.getTime() + BRASILIA_OFFSET_MS).toISOString();

export const saleDate = (date: Date) => brasilia(date).slice(0, 19).replace('T', ' ');

export const listDate = (date: Date) => brasilia(date).slice(0, 23);
