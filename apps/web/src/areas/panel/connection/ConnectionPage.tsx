import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Title2 } from '@fluentui/react-text';
import { Button } from '@fluentui/react-button';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import type { ConnectionStatus } from '@central/domain/api';
import { CONNECTION_TEXT } from '@/strings/connection.pt-BR';
import { useTenant } from '@/app/TenantContext';
import { ButtonSpinner } from '@/components/ButtonSpinner';
import { useCardStyles } from '@/components/card-styles';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { LoadFailure } from '@/components/LoadFailure';
import { usePageTitle } from '@/components/usePageTitle';
import { readFailed } from '@/lib/read-failed';
import { useConnection } from '@/features/connection/api';
import { ConnectionCard } from '@/features/connection/ConnectionCard';
import { checkedTimeText } from '@/features/connection/connection-display';
import { speedTestUrl } from '@/features/tenant/feature-flags';
import { supportChatLink } from '../menu-items';
import { useSession } from '../session';

const text = CONNECTION_TEXT;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '720px' },
  checked: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** /panel/connection (docs/product/connection.md): each live contract's connection, its verdict and what to do. */
export function ConnectionPage() {
  usePageTitle(text.title);
  const s = useStyles();
  const c = useCardStyles();
  const read = useConnection();
  const { data, error, isValidating, mutate } = read;

  let content;
  if (readFailed(read)) content = <LoadFailure text={text.failure} onRetry={() => void mutate()} />;
  else if (!data || error) content = <CardListSkeleton count={1} />;
  else content = <ConnectionCards status={data} recheck={() => mutate()} />;

  return (
    <div className={s.page}>
      <Title2 as="h1">{text.title}</Title2>
      {data && (
        <div className={s.checked}>
          <Body1 className={c.muted}>{text.checkedAt(checkedTimeText(data.checked_at))}</Body1>
          <Button
            size="small"
            appearance="subtle"
            icon={isValidating ? <ButtonSpinner /> : <ArrowSyncRegular />}
            disabledFocusable={isValidating}
            onClick={() => void mutate()}
          >
            {text.checkAgain}
          </Button>
        </div>
      )}
      {content}
    </div>
  );
}

function ConnectionCards({ status, recheck }: { status: ConnectionStatus; recheck: () => Promise<ConnectionStatus | undefined> }) {
  const tenant = useTenant();
  const session = useSession();
  const speedTest = speedTestUrl([...tenant.feature_flags, ...session.featureFlags]) !== null;
  const supportChat = supportChatLink(tenant);
  if (status.contracts.length === 0) return <Body1>{text.empty}</Body1>;
  return status.contracts.map((contract) => (
    <ConnectionCard
      key={contract.contract_id}
      contract={contract}
      checkedAt={status.checked_at}
      speedTest={speedTest}
      supportChat={supportChat}
      recheck={recheck}
    />
  ));
}
