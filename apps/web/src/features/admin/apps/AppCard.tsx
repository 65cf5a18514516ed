import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Caption1 } from '@fluentui/react-text';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { MESSAGES } from '@central/domain';
import type { AdminCustomerApp, WatchConnectionView } from '@central/domain/api';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { ConfirmMenu } from '@/components/ConfirmMenu';
import { LinkButton } from '@/components/LinkButton';
import { useCardStyles } from '@/components/card-styles';
import { useNotify } from '@/components/toaster';
import { appsKey, deleteApp } from '@/features/admin/apps-api';
import { ADMIN_KEYS } from '@/features/admin/customers-api';
import { ADMIN_PATHS } from '@/features/admin/paths';
import { previewableImage } from '@/features/admin/image-preview';
import { formatDateTimeInline } from '@/features/admin/date-time';
import { useAdminAuthFailure } from '@/features/admin/useAdminAuthFailure';
import { integrationMethodLabel } from './integration-method-labels';

const text = ADMIN_TEXT.apps;

/** A Watch app's connection in a few words ('Watch: conectado até …', 'Watch: reconectar'). */
function watchStatus({ state, expires_at }: WatchConnectionView): string {
  if (state === 'connected' && expires_at) return text.watch.card.connected(formatDateTimeInline(expires_at));
  return state === 'none' ? text.watch.card.none : text.watch.card.ended;
}

const useStyles = makeStyles({
  image: { width: '48px', height: '48px', objectFit: 'contain', borderRadius: tokens.borderRadiusMedium },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, marginTop: 'auto' },
});

/** One partner app of the provider: its image, name, how it is activated and integrated, and its actions. */
export function AppCard({ app }: { app: AdminCustomerApp }) {
  const s = useStyles();
  const cards = useCardStyles();
  const notify = useNotify();
  const authFailure = useAdminAuthFailure();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);
  const image = previewableImage(app.image);

  async function remove() {
    setPending(true);
    try {
      await deleteApp(app.client_id, app.id);
      notify.success(MESSAGES.appDeleted);
    } catch (error) {
      if (!authFailure(error)) notify.failure(MESSAGES.appDeleteFailure);
    } finally {
      setPending(false);
      void mutate(appsKey(app.client_id));
      void mutate(ADMIN_KEYS.history(app.client_id));
    }
  }

  return (
    <article className={cards.card} aria-label={app.name}>
      <div className={cards.header}>
        <span className={cards.title}>{app.name}</span>
        {image && <img className={s.image} src={image} alt="" />}
      </div>
      <Body1>{text.criteria[app.activation_criteria]}</Body1>
      <Caption1 className={cards.muted}>{integrationMethodLabel(app.integration_method)}</Caption1>
      {app.connection && <Caption1>{watchStatus(app.connection)}</Caption1>}
      {!app.active && <Caption1>{text.switchedOff}</Caption1>}
      <div className={s.actions}>
        <LinkButton size="small" appearance="subtle" icon={<EditRegular />} to={ADMIN_PATHS.editApp(app.client_id, app.id)}>
          {text.edit}
        </LinkButton>
        <ConfirmMenu
          label={text.delete}
          icon={<DeleteRegular />}
          question={text.confirmDelete(app.name)}
          confirmLabel={text.delete}
          cancelLabel={ADMIN_TEXT.list.cancel}
          disabled={pending}
          onConfirm={() => void remove()}
        />
      </div>
    </article>
  );
}
