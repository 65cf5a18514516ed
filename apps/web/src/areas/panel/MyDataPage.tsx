import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Body1, Title2 } from '@fluentui/react-text';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { MESSAGES } from '@central/domain';
import { usePageTitle } from '@/components/usePageTitle';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { LoadFailure } from '@/components/LoadFailure';
import { RouterLink } from '@/components/RouterLink';
import { readFailed } from '@/lib/read-failed';
import { MY_DATA_PATH, useMyData } from '@/features/my-data/api';
import { History } from '@/features/my-data/History';
import { HeldByProvider } from '@/features/my-data/HeldByProvider';
import { KeptByPortal } from '@/features/my-data/KeptByPortal';
import { PRIVACY_NOTICE_PATH } from '@/features/my-data/paths';
import { MY_DATA_TEXT as text } from '@/strings/my-data.pt-BR';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
});

/** /panel/security/my-data, 'Meus dados' (LGPD art. 18): what the portal keeps about the subscriber, to see, download and remove. */
export function MyDataPage() {
  usePageTitle(text.pageTitle);
  const read = useMyData();
  const s = useStyles();

  let content;
  if (readFailed(read)) content = <LoadFailure text={MESSAGES.myDataLoadFailure} onRetry={() => void read.mutate()} />;
  else if (!read.data) content = <CardListSkeleton count={3} />;
  else
    content = (
      <>
        <KeptByPortal data={read.data} />
        <History data={read.data} />
        <HeldByProvider data={read.data} />
      </>
    );

  return (
    <div className={s.page}>
      <div className={s.intro}>
        <Title2 as="h1">{text.heading}</Title2>
        <Body1>{text.intro}</Body1>
        <div className={s.actions}>
          {/* A plain link: the browser saves the server's attachment under the name it gives (meus-dados-….json). */}
          <Button as="a" href={MY_DATA_PATH} download appearance="primary" icon={<ArrowDownloadRegular />}>
            {text.download}
          </Button>
          <RouterLink to={PRIVACY_NOTICE_PATH}>{text.privacyNotice}</RouterLink>
        </div>
      </div>
      {content}
    </div>
  );
}
