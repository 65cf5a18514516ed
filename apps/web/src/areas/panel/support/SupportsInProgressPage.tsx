import { Body1, Title2 } from '@fluentui/react-text';
import { MESSAGES } from '@/strings/pt-BR';
import { SUPPORT_TEXT } from '@/strings/support.pt-BR';
import { usePageTitle } from '@/components/usePageTitle';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { LoadFailure } from '@/components/LoadFailure';
import { useSupportsInProgress } from '@/features/support/api';
import { SupportAddedNotice } from '@/features/support/SupportAddedNotice';
import { SupportCards } from '@/features/support/SupportCards';
import { readFailed } from '@/lib/read-failed';

const text = SUPPORT_TEXT.lists;

/** 'Em Andamento': every request in progress, newest first. */
export function SupportsInProgressPage() {
  usePageTitle(text.inProgressTitle);
  const read = useSupportsInProgress();
  const { data, error, mutate } = read;

  let content;
  if (readFailed(read)) content = <LoadFailure text={MESSAGES.supportListFailure} onRetry={() => void mutate()} />;
  else if (!data || error) content = <CardListSkeleton />;
  else if (data.supports.length === 0) content = <Body1>{text.inProgressEmpty}</Body1>;
  else content = <SupportCards supports={data.supports} label={text.inProgressTitle} />;

  return (
    <>
      <Title2 as="h1">{text.inProgressTitle}</Title2>
      <SupportAddedNotice />
      {content}
    </>
  );
}
