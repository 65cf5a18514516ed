import { useMemo, useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { DeleteRegular } from '@fluentui/react-icons';
import { useNavigate, useSearchParams } from 'react-router';
import { CLOUD_STORAGE_MESSAGES as MESSAGES } from '@central/domain';
import type { CloudGroupUsers, CloudUser } from '@central/domain/api';
import { CLOUD_STORAGE_TEXT as TEXT } from '@/strings/cloud-storage.pt-BR';
import { ConfirmMenu } from '@/components/ConfirmMenu';
import { FormMessage, type FormNotice } from '@/components/FormMessage';
import { LoadFailure } from '@/components/LoadFailure';
import { useFormStyles } from '@/components/form-styles';
import { useNotify } from '@/components/toaster';
import { failureText } from '@/lib/failure-text';
import { isApiError } from '@/lib/http';
import { useYupForm } from '@/lib/use-yup-form';
import { useSessionExpiry } from '@/features/auth/useSessionExpiry';
import { useCloudUserActions } from '@/features/cloud-storage/api';
import { CloudUserFields } from '@/features/cloud-storage/CloudUserFields';
import { editUserSchema, gigabytesLeft, serverFieldProblems } from '@/features/cloud-storage/cloud-user-checks';
import { editPlan, formValuesOf, runEditPlan, type CloudUserFormValues } from '@/features/cloud-storage/edit-plan';
import { atpBoxPaths, type AtpBoxAddress } from '@/features/cloud-storage/paths';
import { CloudUserFormPage } from './CloudUserFormPage';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

/**
 * A refused field is a warning in the server's words (docs/product/partners.md#atp-box-cloud-storage); anything else
 * the page's failure text.
 */
const noticeFor = (error: unknown, fallback: string): FormNotice => ({
  intent: isApiError(error) && error.status >= 400 && error.status < 500 ? 'warning' : 'error',
  text: failureText(error, fallback),
});

/**
 * docs/product/partners.md#atp-box-cloud-storage, /panel/app/atp-box/{contract}/{app}/user/edit?id={user}: 'Usuário ATP
 * Box', with Salvar and Remover.
 */
export function EditCloudUserPage() {
  const [search] = useSearchParams();
  const userId = search.get('id') ?? '';
  return (
    <CloudUserFormPage title={TEXT.editTitle}>
      {(list, address) => {
        const user = list.users.find((candidate) => candidate.id === userId);
        if (!user) return <LoadFailure text={MESSAGES.userDataFailure} />;
        return <EditCloudUserForm key={user.id} address={address} list={list} user={user} />;
      }}
    </CloudUserFormPage>
  );
}

type FormProps = { address: AtpBoxAddress; list: CloudGroupUsers; user: CloudUser };

function EditCloudUserForm({ address, list, user }: FormProps) {
  const left = gigabytesLeft(list, user);
  const context = useMemo(() => ({ left }), [left]);
  const form = useYupForm<CloudUserFormValues>(editUserSchema, formValuesOf(user), context);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [removing, setRemoving] = useState(false);
  const actions = useCloudUserActions(address);
  const sessionExpired = useSessionExpiry();
  const navigate = useNavigate();
  const notify = useNotify();
  const f = useFormStyles();
  const s = useStyles();
  const backToList = () => navigate(atpBoxPaths(address).list);

  const submit = form.handleSubmit(async (values) => {
    setNotice(null);
    const plan = editPlan(user, values);
    if (plan.length === 0) return setNotice({ intent: 'info', text: TEXT.nothingChanged });
    const outcome = await runEditPlan(user, plan, (call) => actions.edit(user.id, call));
    await actions.refreshLists();
    if (outcome.ok) {
      notify.success(MESSAGES.updated);
      return backToList();
    }
    if (sessionExpired(outcome.error)) return;
    if (isApiError(outcome.error)) form.setServerErrors(serverFieldProblems(outcome.error.fields, outcome.failed.key));
    setNotice(noticeFor(outcome.error, MESSAGES.updateFailure));
  });

  async function remove() {
    setNotice(null);
    setRemoving(true);
    try {
      await actions.remove(user.id);
      notify.success(MESSAGES.deleted);
      await backToList();
    } catch (error) {
      if (!sessionExpired(error)) setNotice(noticeFor(error, MESSAGES.deleteFailure));
      setRemoving(false);
    }
  }

  const busy = form.submitting || removing;
  return (
    <form className={f.form} onSubmit={submit} noValidate>
      <FormMessage notice={notice} />
      <CloudUserFields form={form} mode="edit" left={left} />
      <div className={s.actions}>
        <Button type="submit" appearance="primary" disabled={busy}>
          {TEXT.save}
        </Button>
        <ConfirmMenu
          label={TEXT.remove}
          icon={<DeleteRegular />}
          question={TEXT.removeQuestion(user.displayname)}
          confirmLabel={TEXT.confirmRemove}
          cancelLabel={TEXT.cancel}
          onConfirm={() => void remove()}
          disabled={busy}
        />
      </div>
    </form>
  );
}
