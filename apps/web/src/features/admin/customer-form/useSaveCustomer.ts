import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { MESSAGES } from '@central/domain';
import type { AcsRecord, AdminCardSettings } from '@central/domain/api';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { useNotify } from '@/components/toaster';
import { isApiError } from '@/lib/http';
import { acsKey, runAcsStep } from '@/features/admin/acs-api';
import { cardSettingsKey, runCardSettingsStep } from '@/features/admin/card-settings-api';
import { createCustomer, editCustomer, useRefreshCustomers } from '@/features/admin/customers-api';
import { ADMIN_PATHS } from '@/features/admin/paths';
import { useAdminAuthFailure } from '@/features/admin/useAdminAuthFailure';
import { acsFailureText, acsStepFor, type AcsStep } from './acs-step';
import { cardFormFields, cardSettingsStepFor, type CardSettingsStep } from './card-settings-step';
import { customerBodyFrom, customerFormFrom, type CustomerFormValues } from './customer-form-values';
import { CLIENT_ID_TAKEN, saveFailure, type SaveOutcome } from '@/features/admin/save-outcome';

type Outcome = SaveOutcome<CustomerFormValues>;

type AcsFailure = { text: string; fields: Record<string, string> };

/** What went wrong with the ACS step (its text, and the fields the server named), or null when it went through. */
async function acsFailure(step: AcsStep, authFailure: (error: unknown) => boolean): Promise<AcsFailure | null> {
  try {
    await runAcsStep(step);
    return null;
  } catch (error) {
    if (authFailure(error)) return null;
    return { text: acsFailureText(step, isApiError(error) ? error.status : 0), fields: isApiError(error) ? { ...error.fields } : {} };
  }
}

/** What went wrong with the card settings step, on the form's fields, or null when it went through. */
async function cardSettingsFailure(
  clientId: string,
  step: CardSettingsStep,
  authFailure: (error: unknown) => boolean,
): Promise<AcsFailure | null> {
  try {
    await runCardSettingsStep(clientId, step);
    return null;
  } catch (error) {
    if (authFailure(error)) return null;
    const text = step.kind === 'delete' ? ADMIN_TEXT.customer.cardSettingsDeleteFailure : ADMIN_TEXT.customer.cardSettingsSaveFailure;
    return { text: isApiError(error, 400) ? error.message : text, fields: isApiError(error) ? cardFormFields({ ...error.fields }) : {} };
  }
}

/** The server names the flags list; the form's input for it is the speed test URL. */
function formFields(fields: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!fields?.feature_flags) return fields;
  const { feature_flags: flags, ...rest } = fields;
  return { ...rest, speed_test_url: flags };
}

/** Cadastrar: create the provider, then its ACS connection and card settings if given, then open its edit page. */
export function useCreateCustomer() {
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useRefreshCustomers();
  const authFailure = useAdminAuthFailure();
  return async (values: CustomerFormValues): Promise<Outcome> => {
    let clientId: string;
    try {
      clientId = (await createCustomer(customerBodyFrom(values))).customer.client_id;
    } catch (error) {
      if (authFailure(error)) return {};
      const outcome = saveFailure<CustomerFormValues>(error, MESSAGES.customerCreateFailure, CLIENT_ID_TAKEN);
      if (outcome.notice) notify.failure(outcome.notice.text);
      return { ...outcome, fields: formFields(outcome.fields) };
    }
    const failures = [
      await acsFailure(acsStepFor(values, null, clientId), authFailure),
      await cardSettingsFailure(clientId, cardSettingsStepFor(values, null), authFailure),
    ];
    notify.success(MESSAGES.customerCreated);
    for (const failure of failures) if (failure) notify.failure(failure.text);
    void refresh(clientId);
    await navigate(ADMIN_PATHS.editCustomer(clientId), { replace: true });
    return {};
  };
}

/**
 * Salvar: PUT the provider, then apply the ACS rule (docs/product/admin.md#customer-form) and the card settings; each
 * failure in its own words.
 */
export function useEditCustomer(clientId: string, acs: AcsRecord | null, cardSettings: AdminCardSettings | null) {
  const notify = useNotify();
  const refresh = useRefreshCustomers();
  const authFailure = useAdminAuthFailure();
  const { mutate } = useSWRConfig();
  return async (values: CustomerFormValues): Promise<Outcome> => {
    let saved;
    try {
      saved = (await editCustomer(clientId, customerBodyFrom(values))).customer;
    } catch (error) {
      if (authFailure(error)) return {};
      const outcome = saveFailure<CustomerFormValues>(error, MESSAGES.customerEditFailure);
      if (outcome.notice) notify.failure(outcome.notice.text);
      return { ...outcome, fields: formFields(outcome.fields) };
    }
    const failures = [
      await acsFailure(acsStepFor(values, acs, clientId), authFailure),
      await cardSettingsFailure(clientId, cardSettingsStepFor(values, cardSettings), authFailure),
    ].filter((failure) => failure !== null);
    const freshAcs = await mutate<AcsRecord | null>(acsKey(clientId)).catch(() => undefined);
    const freshCards = await mutate<AdminCardSettings | null>(cardSettingsKey(clientId)).catch(() => undefined);
    void refresh(clientId);
    if (failures.length > 0) {
      for (const failure of failures) notify.failure(failure.text);
      const fields = Object.assign({}, ...failures.map((failure) => failure.fields)) as Record<string, string>;
      return { notice: { intent: 'error', text: failures[0]!.text }, fields };
    }
    notify.success(MESSAGES.customerEdited);
    return { reset: customerFormFrom(saved, freshAcs ?? null, freshCards ?? null) };
  };
}
