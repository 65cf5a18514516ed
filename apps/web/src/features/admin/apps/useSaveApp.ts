import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { MESSAGES } from '@central/domain';
import type { FormNotice } from '@/components/FormMessage';
import { useNotify } from '@/components/toaster';
import type { YupForm } from '@/lib/use-yup-form';
import { appKey, appsKey, createApp, editApp } from '@/features/admin/apps-api';
import { ADMIN_KEYS } from '@/features/admin/customers-api';
import { ADMIN_PATHS } from '@/features/admin/paths';
import { saveFailure } from '@/features/admin/save-outcome';
import { useAdminAuthFailure } from '@/features/admin/useAdminAuthFailure';
import { appBodyFrom, type AppFormValues } from './app-form-values';

/** Salvar: create or edit the app, then back to the provider's Aplicativos tab. */
export function useSaveApp(clientId: string, appId: string | null, form: YupForm<AppFormValues>) {
  const notify = useNotify();
  const navigate = useNavigate();
  const authFailure = useAdminAuthFailure();
  const { mutate } = useSWRConfig();
  const [notice, setNotice] = useState<FormNotice | null>(null);

  async function submit(values: AppFormValues) {
    setNotice(null);
    try {
      const body = appBodyFrom(values);
      if (appId) await editApp(clientId, appId, body);
      else await createApp(clientId, body);
    } catch (error) {
      if (authFailure(error)) return;
      const outcome = saveFailure<AppFormValues>(error, MESSAGES.appSaveFailure);
      if (outcome.fields) form.setServerErrors(outcome.fields);
      setNotice(outcome.notice ?? null);
      if (outcome.notice) notify.failure(outcome.notice.text);
      return;
    }
    notify.success(MESSAGES.appSaved);
    void mutate(appsKey(clientId));
    if (appId) void mutate(appKey(clientId, appId), undefined, { revalidate: false });
    void mutate(ADMIN_KEYS.history(clientId));
    await navigate(ADMIN_PATHS.editCustomer(clientId, 'apps'));
  }

  return { submit, notice };
}
