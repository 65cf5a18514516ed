import { MESSAGES, isSpeedTestUrl, validateAdminCustomer } from '@central/domain';
import type { AcsRecord, AdminCardSettings } from '@central/domain/api';
import { formRuleSchema } from '@/lib/yup-fields';
import { acsProblems } from './acs-step';
import { cardSettingsProblems } from './card-settings-step';
import { customerBodyFrom, type CustomerFormValues } from './customer-form-values';

export type CustomerFormContext = {
  creating: boolean;
  /** Whether the provider already has an ERP token (then an empty one keeps it, while ixc_domain keeps its origin). */
  tokenStored: boolean;
  /** The stored ixc_domain, the origin the token is bound to (null on the new page). */
  storedIxcDomain?: string | null;
  acs: AcsRecord | null;
  /** The stored card settings (null or absent: none yet). */
  cardSettings?: AdminCardSettings | null;
};

/**
 * The problems the server would find (validateAdminCustomer, the same texts), plus the speed test URL, ACS and cards;
 * useYupForm's context is the CustomerFormContext.
 */
export const customerFormSchema = formRuleSchema('customer-form', (values: CustomerFormValues, context: CustomerFormContext) => {
  const problems: Partial<Record<keyof CustomerFormValues, string>> = {
    ...validateAdminCustomer(customerBodyFrom(values), {
      creating: context.creating,
      storedSecrets: { ixc_access_token: context.tokenStored },
      storedIxcDomain: context.storedIxcDomain,
    }),
    ...acsProblems(values, context.acs),
    ...cardSettingsProblems(values, context.cardSettings ?? null),
  };
  const speedTest = values.speed_test_url.trim();
  // The rule the panel embeds by: https, or http to loopback (the demo's speed test).
  if (speedTest && !isSpeedTestUrl(speedTest)) problems.speed_test_url = MESSAGES.urlInvalid;
  return problems;
});

const SUPPORT_FIELDS = new Set([
  'support_type',
  'subjects',
  'department_id',
  'process_id',
  'whatsapp_number',
  'phone_number',
  'contact_email',
  'faq_url',
]);

/** The tab that shows a field: Suporte for the support settings, Principal for everything else. */
export function tabOfField(field: string): 'principal' | 'support' {
  return SUPPORT_FIELDS.has(field) ? 'support' : 'principal';
}

/** The tab of the first field in error, in the order the tabs come. */
export function firstTabInError(problems: Record<string, string | undefined>): 'principal' | 'support' | null {
  const fields = Object.keys(problems).filter((field) => problems[field]);
  if (fields.length === 0) return null;
  return fields.some((field) => tabOfField(field) === 'principal') ? 'principal' : 'support';
}
