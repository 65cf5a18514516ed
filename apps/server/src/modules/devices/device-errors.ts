import { WIFI_MESSAGES } from '@central/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AcsError } from '../../integrations/acs-client';
import { featureFailure } from '../../integrations/ixc/errors';
import { AppError, notFound } from '../../lib/app-error';

export const deviceNotFound = () => notFound('DEVICE_NOT_FOUND', WIFI_MESSAGES.deviceNotFound);
/** The provider has no ACS: the Wi-Fi pages are not offered (GET /customer/check says so first). */
export const acsNotConfigured = () => notFound('ACS_NOT_CONFIGURED', WIFI_MESSAGES.deviceNotFound);

/**
 * An ACS or ERP failure as the route's text: 504 when the ACS did not answer in time, 502 otherwise; an open ERP
 * circuit passes through as the shared 503. Logged with the ACS's operation and failure, never a password.
 */
export function deviceFailure(error: unknown, text: string, log: Pick<FastifyBaseLogger, 'warn'>): Error {
  if (error instanceof AppError) return error;
  if (error instanceof AcsError) {
    log.warn({ acs: { failure: error.failure, operation: error.operation, status: error.httpStatus } }, 'ACS call failed');
    return new AppError(`ACS_${error.failure.toUpperCase()}`, error.failure === 'timeout' ? 504 : 502, text);
  }
  log.warn({ err: error }, 'devices: the ERP could not be read');
  return featureFailure(error, new AppError('DEVICES_ERP_FAILED', 502, text));
}
