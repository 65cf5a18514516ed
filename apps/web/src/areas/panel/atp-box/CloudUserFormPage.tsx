import type { ReactNode } from 'react';
import { Title2 } from '@fluentui/react-text';
import { Navigate, useParams } from 'react-router';
import type { CloudGroupUsers } from '@central/domain/api';
import { BackButton } from '@/components/BackButton';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { LoadFailure } from '@/components/LoadFailure';
import { useNarrowPanelStyles } from '@/components/card-styles';
import { usePageTitle } from '@/components/usePageTitle';
import { atpBoxAddressOf, atpBoxPaths, type AtpBoxAddress } from '@/features/cloud-storage/paths';
import { useAtpBox } from '@/features/cloud-storage/useAtpBox';

type Props = { title: string; children: (list: CloudGroupUsers, address: AtpBoxAddress) => ReactNode };

/**
 * An ATP Box user's add or edit page (docs/product/partners.md#atp-box-cloud-storage): back to the list, the title, and
 * the form once the group's users are read.
 */
export function CloudUserFormPage({ title, children }: Props) {
  usePageTitle(title);
  const address = atpBoxAddressOf(useParams());
  if (!address) return <Navigate to="/panel" replace />;
  return (
    <CloudUserFormContent address={address} title={title}>
      {children}
    </CloudUserFormContent>
  );
}

function CloudUserFormContent({ address, title, children }: Props & { address: AtpBoxAddress }) {
  const state = useAtpBox(address);
  const s = useNarrowPanelStyles();
  let content;
  if (state.kind === 'failed') content = <LoadFailure text={state.text} onRetry={state.retry} />;
  else if (state.kind === 'loading') content = <CardListSkeleton count={1} />;
  else content = children(state.list, address);
  return (
    <>
      <div>
        <BackButton to={atpBoxPaths(address).list} />
      </div>
      <Title2 as="h1">{title}</Title2>
      <div className={s.panel}>{content}</div>
    </>
  );
}
