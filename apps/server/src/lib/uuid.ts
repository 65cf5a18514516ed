const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an id from a URL can be one of our uuid keys. Postgres refuses to cast anything else to uuid (an error,
 * not "no row"), so a malformed id is told apart first and answered like any unknown one.
 */
export const isUuid = (value: string): boolean => UUID.test(value);
