import { object, string, type ObjectSchema } from 'yup';
import { formatBrazilianPhone, isValidBrazilianPhone, MESSAGES } from '@central/domain';
import { supportMessageField } from './support-message-schema';

export type SupportRequestValues = { subject: string; contractId: string; phone: string; message: string };

export const supportRequestSchema: ObjectSchema<SupportRequestValues> = object({
  subject: string().required(MESSAGES.supportSubjectRequired),
  contractId: string().required(MESSAGES.supportContractRequired),
  phone: string()
    .defined()
    .test('brazilian-phone', MESSAGES.phoneInvalid, (value) => isValidBrazilianPhone(value ?? '')),
  message: supportMessageField(),
});

/**
 * The subscriber's registered phone as the form's starting value: '(61) 99304-0271' for a national number (with or
 * without +55 or the trunk 0), '' when it is not a phone the form would accept, so the person types one instead.
 */
export function contactPhoneFrom(registered: string | null | undefined): string {
  return isValidBrazilianPhone(registered ?? '') ? formatBrazilianPhone(registered ?? '') : '';
}
