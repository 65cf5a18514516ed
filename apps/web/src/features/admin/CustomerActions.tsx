import { DeleteRegular, EditRegular, PauseCircleRegular, PlayCircleRegular } from '@fluentui/react-icons';
import type { AdminCustomerSummary } from '@central/domain/api';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { ConfirmMenu } from '@/components/ConfirmMenu';
import { LinkButton } from '@/components/LinkButton';
import { ADMIN_PATHS } from './paths';
import type { useCustomerActions } from './useCustomerActions';

const text = ADMIN_TEXT.list;

type Props = {
  customer: Pick<AdminCustomerSummary, 'client_id' | 'alias' | 'status'>;
  actions: ReturnType<typeof useCustomerActions>;
  /** Left out on the edit page, which is where it leads. */
  withEdit?: boolean;
  onDeleted?: () => void;
};

/** Editar, Suspender or Reativar, and Excluir, each of the last two through a confirm menu naming the provider. */
export function CustomerActions({ customer, actions, withEdit = true, onDeleted }: Props) {
  const active = customer.status === 'active';
  const busy = actions.pending === customer.client_id;
  return (
    <>
      {withEdit && (
        <LinkButton size="small" appearance="subtle" icon={<EditRegular />} to={ADMIN_PATHS.editCustomer(customer.client_id)}>
          {text.edit}
        </LinkButton>
      )}
      <ConfirmMenu
        label={active ? text.suspend : text.reactivate}
        icon={active ? <PauseCircleRegular /> : <PlayCircleRegular />}
        question={active ? text.confirmSuspend(customer.alias) : text.confirmReactivate(customer.alias)}
        confirmLabel={active ? text.suspend : text.reactivate}
        cancelLabel={text.cancel}
        disabled={busy}
        onConfirm={() => void actions.toggleSuspension(customer)}
      />
      <ConfirmMenu
        label={text.delete}
        icon={<DeleteRegular />}
        question={text.confirmDelete(customer.alias)}
        confirmLabel={text.confirmDeleteButton}
        cancelLabel={text.cancel}
        disabled={busy}
        onConfirm={() => void actions.remove(customer).then((deleted) => deleted && onDeleted?.())}
      />
    </>
  );
}
