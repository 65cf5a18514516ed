import { ErrorBody } from '@central/domain/api';

/** Every route also answers the one error shape; listing it keeps the response allow-list complete. */
export const errorResponses = { '4xx': ErrorBody, '5xx': ErrorBody } as const;
