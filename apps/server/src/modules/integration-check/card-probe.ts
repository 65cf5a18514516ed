import { randomBytes } from 'node:crypto';
import { CHECK_TEXTS, type CheckLine } from '@central/domain';
import { CieloError, createCieloGateway, type CieloGatewayOptions } from '../../integrations/cielo';
import { line, transportDetail } from './check-lines';

const TITLE = CHECK_TEXTS.card.title;

/**
 * The card gateway: a query of an order that cannot exist. Cielo answers 404 to a merchant whose keys it accepts and
 * 401 to one it does not; nothing is charged or stored.
 */
export async function probeCardGateway(options: CieloGatewayOptions): Promise<CheckLine[]> {
  const order = `CENTRALCHECK${randomBytes(8).toString('hex').toUpperCase()}`;
  try {
    await createCieloGateway(options).findSalesByOrder(order);
    return [line('card', TITLE, 'ok', CHECK_TEXTS.card.ok)];
  } catch (error) {
    if (!(error instanceof CieloError)) throw error;
    if (error.failure === 'configuration') return [line('card', TITLE, 'failed', CHECK_TEXTS.card.refused(error.httpStatus))];
    if (error.failure === 'timeout' || error.failure === 'unavailable') {
      return [line('card', TITLE, 'failed', transportDetail(error.failure, 'servidor da Cielo', options.timeoutMs, error.httpStatus))];
    }
    return [line('card', TITLE, 'failed', CHECK_TEXTS.notItsProtocol('servidor da Cielo'))];
  }
}
