import { object, string, type ObjectSchema } from 'yup';
import { MESSAGES } from '@central/domain';

/** The radio value is the e-mail's position in the masked list the server sent. */
export type EmailChoiceValues = { mailIndex: string };

export const emailChoiceSchema: ObjectSchema<EmailChoiceValues> = object({
  mailIndex: string().required(MESSAGES.selectEmailFromList),
});
