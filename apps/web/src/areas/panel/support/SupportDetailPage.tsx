import { Title2 } from '@fluentui/react-text';
import { useParams } from 'react-router';
import { MESSAGES } from '@/strings/pt-BR';
import { SUPPORT_TEXT } from '@/strings/support.pt-BR';
import { usePageTitle } from '@/components/usePageTitle';
import { BackButton } from '@/components/BackButton';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { LoadFailure } from '@/components/LoadFailure';
import { failureText } from '@/lib/failure-text';
import { isApiError } from '@/lib/http';
import { useSupportDetail } from '@/features/support/api';
import { SUPPORT_PATHS } from '@/features/support/paths';
import { supportListPath } from '@/features/support/support-display';
import { SupportDetails } from '@/features/support/SupportDetails';
import { readFailed } from '@/lib/read-failed';

export function SupportDetailPage() {
  usePageTitle(SUPPORT_TEXT.detail.title);
  const { support_id: supportId = '' } = useParams();
  const read = useSupportDetail(supportId);
  const { data, error, mutate } = read;

  return (
    <>
      <div>
        <BackButton to={data ? supportListPath(data.support.status) : SUPPORT_PATHS.inProgress} />
      </div>
      <Title2 as="h1">{SUPPORT_TEXT.detail.title}</Title2>
      {readFailed(read) ? (
        // 'Atendimento não encontrado.' comes from the server with the 404; retrying that would not help.
        <LoadFailure
          text={failureText(error, MESSAGES.supportListFailure)}
          onRetry={isApiError(error, 404) ? undefined : () => void mutate()}
        />
      ) : data && !error ? (
        <SupportDetails detail={data} />
      ) : (
        <CardListSkeleton count={1} />
      )}
    </>
  );
}
