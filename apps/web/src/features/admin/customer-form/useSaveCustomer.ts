import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { MESSAGES } from '@central/domain';
import type { AcsRecord } from '@central/domain/api';
import { useNotify } from '../../../components/toaster';
import { isApiError } from '../../../lib/http';
import { acsKey, runAcsStep } from '../acs-api';
import { createCustomer, editCustomer, useRefreshCustomers } from '../customers-api';
import { ADMIN_PATHS } from '../paths';
import { useAdminAuthFailure } from '../useAdminAuthFailure';
import { acsFailureText, acsStepFor, type AcsStep } from './acs-step';
import { customerBodyFrom, customerFormFrom, type CustomerFormValues } from './customer-form-values';
import { CLIENT_ID_TAKEN, saveFailure, type SaveOutcome } from '../save-outcome';

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

/** The server names the flags list; the form's input for it is the speed test URL. */
function formFields(fields: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!fields?.feature_flags) return fields;
  const { feature_flags: flags, ...rest } = fields;
  return { ...rest, speed_test_url: flags };
}

/** Cadastrar: create the provider, then its ACS connection if one was given, then open its edit page. */
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
    const failure = await acsFailure(acsStepFor(values, null, clientId), authFailure);
    notify.success(MESSAGES.customerCreated);
    if (failure) notify.failure(failure.text);
    void refresh(clientId);
    await navigate(ADMIN_PATHS.editCustomer(clientId), { replace: true });
    return {};
  };
}

/** Salvar: PUT the provider, then apply the ACS rule (SPEC section 4); each failure in its own words. */
export function useEditCustomer(clientId: string, acs: AcsRecord | null) {
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
    const failure = await acsFailure(acsStepFor(values, acs, clientId), authFailure);
    const freshAcs = await mutate<AcsRecord | null>(acsKey(clientId)).catch(() => undefined);
    void refresh(clientId);
    if (failure) {
      notify.failure(failure.text);
      return { notice: { intent: 'error', text: failure.text }, fields: failure.fields };
    }
    notify.success(MESSAGES.customerEdited);
    return { reset: customerFormFrom(saved, freshAcs ?? null) };
  };
}
