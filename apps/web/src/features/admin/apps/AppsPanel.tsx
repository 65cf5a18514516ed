import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1 } from '@fluentui/react-text';
import { AddRegular } from '@fluentui/react-icons';
import { MESSAGES } from '@central/domain';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { LinkButton } from '@/components/LinkButton';
import { LoadFailure } from '@/components/LoadFailure';
import { CardGrid } from '@/components/CardGrid';
import { useCustomerApps } from '@/features/admin/apps-api';
import { ADMIN_PATHS } from '@/features/admin/paths';
import { isAuthFailure } from '@/features/admin/useAdminAuthFailure';
import { AppCard } from './AppCard';
import { readFailed } from '@/lib/read-failed';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, alignItems: 'flex-start' },
  grid: { width: '100%' },
});

/** Aplicativos: the provider's partner apps, each editable and removable, and 'Adicionar aplicativo'. */
export function AppsPanel({ clientId }: { clientId: string }) {
  const s = useStyles();
  const read = useCustomerApps(clientId);
  const { data, error, mutate } = read;

  let content;
  if (error && isAuthFailure(error)) content = <CardListSkeleton />;
  else if (readFailed(read)) content = <LoadFailure text={MESSAGES.customerAppsLoadFailure} onRetry={() => void mutate()} />;
  else if (!data) content = <CardListSkeleton />;
  else if (data.customer_apps.length === 0) content = <Body1>{ADMIN_TEXT.apps.empty}</Body1>;
  else
    content = (
      <CardGrid items={data.customer_apps} itemKey={(app) => app.id} label={ADMIN_TEXT.customer.tabs.apps} className={s.grid}>
        {(app) => <AppCard app={app} />}
      </CardGrid>
    );

  return (
    <div className={s.root}>
      <LinkButton appearance="primary" icon={<AddRegular />} to={ADMIN_PATHS.addApp(clientId)}>
        {ADMIN_TEXT.apps.add}
      </LinkButton>
      {content}
    </div>
  );
}
