import { object, string, type ObjectSchema } from 'yup';
import { characterCount, MESSAGES } from '@central/domain';

/** docs/product/subscriber.md#support-requests: a support message has at most 1000 characters. */
export const SUPPORT_MESSAGE_MAX = 1000;

/** A message with text (the server refuses a blank one with the same words) of at most 1000 characters. */
export const supportMessageField = () =>
  string()
    .defined()
    .test('required', MESSAGES.supportMessageRequired, (value) => Boolean(value?.trim()))
    .test('max', MESSAGES.supportMessageTooLong, (value) => characterCount(value ?? '') <= SUPPORT_MESSAGE_MAX);

export type SupportMessageValues = { message: string };

export const supportMessageSchema: ObjectSchema<SupportMessageValues> = object({
  message: supportMessageField(),
});
