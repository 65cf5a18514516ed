import { makeStyles } from '@griffel/react';
import { Button } from '@fluentui/react-button';
import { Body1, Title2 } from '@fluentui/react-text';
import { ButtonSpinner } from '@/components/ButtonSpinner';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '@/strings/pt-BR';
import { SUPPORT_TEXT } from '@/strings/support.pt-BR';
import { usePageTitle } from '@/components/usePageTitle';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { LoadFailure } from '@/components/LoadFailure';
import { useClosedSupports } from '@/features/support/api';
import { canSeeMore, closedPagesFrom, mergeClosedPages } from '@/features/support/closed-pages';
import { SupportCards } from '@/features/support/SupportCards';
import { readFailed } from '@/lib/read-failed';

const useStyles = makeStyles({
  more: { alignSelf: 'center' },
});

const text = SUPPORT_TEXT.lists;

/** 'Fechados': closed requests a page at a time; ?page=N (from 1) shows pages 1 to N, and 'Ver mais' adds one. */
export function ClosedSupportsPage() {
  usePageTitle(text.closedTitle);
  const [params, setParams] = useSearchParams();
  const pages = closedPagesFrom(params.get('page'));
  const read = useClosedSupports(pages);
  const { data, mutate } = read;
  const s = useStyles();

  const loaded = data?.length ?? 0;
  const { supports, lastNewCount } = mergeClosedPages(data ?? []);
  const failed = readFailed(read);
  const loadingMore = !failed && loaded > 0 && loaded < pages;

  function seeMore() {
    setParams({ page: String(pages + 1) }, { replace: true });
  }

  let content;
  if (loaded === 0) {
    content = failed ? <LoadFailure text={MESSAGES.supportListFailure} onRetry={() => void mutate()} /> : <CardListSkeleton />;
  } else if (supports.length === 0 && !loadingMore) {
    content = <Body1>{text.closedEmpty}</Body1>;
  } else {
    content = (
      <>
        <SupportCards supports={supports} label={text.closedTitle} />
        {failed && <LoadFailure text={MESSAGES.supportListFailure} onRetry={() => void mutate()} />}
        {!failed && (
          <Button
            className={s.more}
            disabled={!loadingMore && !canSeeMore(loaded, pages, lastNewCount)}
            disabledFocusable={loadingMore}
            icon={loadingMore ? <ButtonSpinner /> : undefined}
            onClick={seeMore}
          >
            {text.seeMore}
          </Button>
        )}
      </>
    );
  }

  return (
    <>
      <Title2 as="h1">{text.closedTitle}</Title2>
      {content}
    </>
  );
}
