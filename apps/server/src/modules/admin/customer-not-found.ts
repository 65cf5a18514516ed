import { MESSAGES } from '@central/domain';
import { notFound } from '../../lib/app-error';

/** 404 'Cliente não encontrado': the provider an admin names does not exist. */
export const customerNotFound = () => notFound('CUSTOMER_NOT_FOUND', MESSAGES.customerNotFoundAdmin);
