import { object, string, type ObjectSchema } from 'yup';
import { ACTIVATION_MESSAGES, isValidEmail } from '@central/domain';

export type ActivationValues = { email: string };

/**
 * docs/product/partners.md#the-subscribers-app-pages: the Watch platforms (watch, watchbr, oletv) need a valid e-mail;
 * the domain's rule, the server's texts.
 */
export const emailActivationSchema: ObjectSchema<ActivationValues> = object({
  email: string()
    .trim()
    .required(ACTIVATION_MESSAGES.emailRequired)
    .test('email', ACTIVATION_MESSAGES.emailInvalid, (value) => !value || isValidEmail(value)),
});

/** Apps activated without an e-mail (add_product_in_contract): nothing to check. */
export const plainActivationSchema: ObjectSchema<ActivationValues> = object({ email: string().defined() });
