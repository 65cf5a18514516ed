import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Title2 } from '@fluentui/react-text';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { useNavigate, useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import type { SupportDetail } from '@central/domain/api';
import { MESSAGES } from '@/strings/pt-BR';
import { SUPPORT_TEXT } from '@/strings/support.pt-BR';
import { usePageTitle } from '@/components/usePageTitle';
import { BackButton } from '@/components/BackButton';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { LoadFailure } from '@/components/LoadFailure';
import { useCardStyles } from '@/components/card-styles';
import { useNotify } from '@/components/toaster';
import { failureText } from '@/lib/failure-text';
import { isApiError } from '@/lib/http';
import { SUPPORT_KEYS, useSupportDetail } from '@/features/support/api';
import { SUPPORT_PATHS } from '@/features/support/paths';
import { withSentMessage } from '@/features/support/support-display';
import { SupportMessageForm } from '@/features/support/SupportMessageForm';
import { readFailed } from '@/lib/read-failed';

const useStyles = makeStyles({
  card: { maxWidth: '640px', gap: tokens.spacingVerticalL },
  summary: { color: tokens.colorNeutralForeground2 },
});

const title = SUPPORT_TEXT.addMessage.title;

/** A new message on a request in progress; then back to its detail, which shows it at once and reloads. */
export function AddSupportMessagePage() {
  usePageTitle(title);
  const { support_id: supportId = '' } = useParams();
  const read = useSupportDetail(supportId);
  const { data, error, mutate: retry } = read;
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const notify = useNotify();
  const c = useCardStyles();
  const s = useStyles();
  const detailPath = SUPPORT_PATHS.detail(supportId);

  async function sent(message: string, answer: string) {
    notify.success(answer || MESSAGES.supportMessageSent);
    void mutate<SupportDetail>(SUPPORT_KEYS.detail(supportId), (current) => current && withSentMessage(current, message, new Date()), {
      revalidate: true,
    });
    await navigate(detailPath);
  }

  let content;
  if (readFailed(read)) {
    const retryable = !isApiError(error, 404);
    content = <LoadFailure text={failureText(error, MESSAGES.supportListFailure)} onRetry={retryable ? () => void retry() : undefined} />;
  } else if (!data || error) {
    content = <CardListSkeleton count={1} />;
  } else if (data.support.status !== 'in_progress') {
    content = (
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>{MESSAGES.supportClosedNoMessages}</MessageBarBody>
      </MessageBar>
    );
  } else {
    content = (
      <div className={mergeClasses(c.card, s.card)}>
        <p className={s.summary}>
          {SUPPORT_TEXT.support.protocol(data.support.protocolo)} · {data.support.subject}
        </p>
        <SupportMessageForm supportId={supportId} onSent={sent} />
      </div>
    );
  }

  return (
    <>
      <div>
        <BackButton to={detailPath} />
      </div>
      <Title2 as="h1">{title}</Title2>
      {content}
    </>
  );
}
