import { useMemo, useState } from 'react';
import { Button } from '@fluentui/react-button';
import { useNavigate } from 'react-router';
import { CLOUD_QUOTA_UNIT, CLOUD_STORAGE_MESSAGES as MESSAGES, readQuotaGigabytes } from '@central/domain';
import type { CloudGroupUsers } from '@central/domain/api';
import { CLOUD_STORAGE_TEXT as TEXT } from '@/strings/cloud-storage.pt-BR';
import { FormMessage, type FormNotice } from '@/components/FormMessage';
import { useFormStyles } from '@/components/form-styles';
import { useNotify } from '@/components/toaster';
import { failureText } from '@/lib/failure-text';
import { isApiError } from '@/lib/http';
import { useYupForm } from '@/lib/use-yup-form';
import { useSessionExpiry } from '@/features/auth/useSessionExpiry';
import { useCloudUserActions } from '@/features/cloud-storage/api';
import { CloudUserFields } from '@/features/cloud-storage/CloudUserFields';
import { gigabytesLeft, newUserSchema, serverFieldProblems } from '@/features/cloud-storage/cloud-user-checks';
import type { CloudUserFormValues } from '@/features/cloud-storage/edit-plan';
import { atpBoxPaths, type AtpBoxAddress } from '@/features/cloud-storage/paths';
import { CloudUserFormPage } from './CloudUserFormPage';

/** docs/product/partners.md#atp-box-cloud-storage, /panel/app/atp-box/{contract}/{app}/user: 'Adicionar Usuário ATP Box'. */
export function AddCloudUserPage() {
  return (
    <CloudUserFormPage title={TEXT.addTitle}>{(list, address) => <AddCloudUserForm address={address} list={list} />}</CloudUserFormPage>
  );
}

const EMPTY: CloudUserFormValues = { displayname: '', email: '', password: '', quota: '' };

function AddCloudUserForm({ address, list }: { address: AtpBoxAddress; list: CloudGroupUsers }) {
  const left = gigabytesLeft(list);
  const context = useMemo(() => ({ left }), [left]);
  const form = useYupForm<CloudUserFormValues>(newUserSchema, EMPTY, context);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const actions = useCloudUserActions(address);
  const sessionExpired = useSessionExpiry();
  const navigate = useNavigate();
  const notify = useNotify();
  const f = useFormStyles();

  const submit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      const saved = await actions.create({
        displayName: values.displayname.trim(),
        email: values.email.trim(),
        password: values.password,
        quota: readQuotaGigabytes(values.quota) ?? values.quota,
        quotaUnitType: CLOUD_QUOTA_UNIT,
      });
      notify.success(saved.message);
      await navigate(atpBoxPaths(address).list);
    } catch (error) {
      if (sessionExpired(error)) return;
      if (isApiError(error)) form.setServerErrors(serverFieldProblems(error.fields));
      const refused = isApiError(error) && error.status >= 400 && error.status < 500;
      setNotice({ intent: refused ? 'warning' : 'error', text: failureText(error, MESSAGES.createUserFailure) });
    }
  });

  return (
    <form className={f.form} onSubmit={submit} noValidate>
      <FormMessage notice={notice} />
      <CloudUserFields form={form} mode="add" left={left} />
      <div>
        <Button type="submit" appearance="primary" disabled={form.submitting}>
          {TEXT.add}
        </Button>
      </div>
    </form>
  );
}
