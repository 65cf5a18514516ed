import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Title2, Title3 } from '@fluentui/react-text';
import { Button } from '@fluentui/react-button';
import { AddRegular } from '@fluentui/react-icons';
import { Link, Navigate, useParams } from 'react-router';
import type { CloudGroupUsers } from '@central/domain/api';
import { CLOUD_STORAGE_TEXT as TEXT } from '@/strings/cloud-storage.pt-BR';
import { BackButton } from '@/components/BackButton';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { LinkButton } from '@/components/LinkButton';
import { LoadFailure } from '@/components/LoadFailure';
import { useCardStyles } from '@/components/card-styles';
import { CardGrid } from '@/components/CardGrid';
import { usePageTitle } from '@/components/usePageTitle';
import { allowanceFull } from '@/features/cloud-storage/cloud-user-checks';
import { atpBoxAddressOf, atpBoxPaths, type AtpBoxAddress } from '@/features/cloud-storage/paths';
import { useAtpBox } from '@/features/cloud-storage/useAtpBox';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

/**
 * docs/product/partners.md#atp-box-cloud-storage, /panel/app/atp-box/{contract}/{app}: the contract's cloud-storage
 * users and the plan's space.
 */
export function AtpBoxPage() {
  usePageTitle(TEXT.pageTitle);
  const address = atpBoxAddressOf(useParams());
  if (!address) return <Navigate to="/panel" replace />;
  return <AtpBoxContent key={`${address.contractId}/${address.appId}`} address={address} />;
}

function AtpBoxContent({ address }: { address: AtpBoxAddress }) {
  const state = useAtpBox(address);
  const s = useStyles();
  let content;
  if (state.kind === 'failed') content = <LoadFailure text={state.text} onRetry={state.retry} />;
  else if (state.kind === 'loading') content = <CardListSkeleton count={2} />;
  else content = <UserList list={state.list} address={address} />;
  return (
    <>
      <div>
        <BackButton to="/panel" />
      </div>
      <article className={s.page}>
        <Title2 as="h1">{TEXT.pageTitle}</Title2>
        {content}
      </article>
    </>
  );
}

function UserList({ list, address }: { list: CloudGroupUsers; address: AtpBoxAddress }) {
  const c = useCardStyles();
  const s = useStyles();
  const paths = atpBoxPaths(address);
  const full = allowanceFull(list);
  return (
    <>
      <div className={s.toolbar}>
        <Body1>{TEXT.usage(list.quotaAssigned, list.quotaLimit)}</Body1>
        {full ? (
          <Button appearance="primary" icon={<AddRegular />} disabledFocusable title={TEXT.allowanceFull}>
            {TEXT.addUser}
          </Button>
        ) : (
          <LinkButton to={paths.add} appearance="primary" icon={<AddRegular />}>
            {TEXT.addUser}
          </LinkButton>
        )}
      </div>
      {full && <Body1 className={c.muted}>{TEXT.allowanceFull}</Body1>}
      <Title3 as="h2">{TEXT.users}</Title3>
      {list.users.length === 0 ? (
        <Body1>{TEXT.noUsers}</Body1>
      ) : (
        <CardGrid items={list.users} itemKey={(user) => user.id} label={TEXT.users}>
          {(user) => (
            <Link to={paths.edit(user.id)} className={mergeClasses(c.card, c.interactive)}>
              <span className={c.title}>{user.displayname}</span>
              <span className={c.muted}>{user.email}</span>
              <span>{TEXT.quota(user.quota)}</span>
              <span className={c.muted}>{TEXT.used(user.used)}</span>
            </Link>
          )}
        </CardGrid>
      )}
    </>
  );
}
