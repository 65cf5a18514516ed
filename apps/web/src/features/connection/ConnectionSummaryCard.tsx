import { useRef } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Subtitle1 } from '@fluentui/react-text';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { useSWRConfig } from 'swr';
import { CONNECTION_TEXT } from '@/strings/connection.pt-BR';
import { useCardStyles } from '@/components/card-styles';
import { LoadFailure } from '@/components/LoadFailure';
import { RouterLink } from '@/components/RouterLink';
import { readFailed } from '@/lib/read-failed';
import { CONNECTION_KEY, useConnection } from './api';
import { CONNECTION_PATH } from './paths';
import { useStartedWhenSeen } from './use-started-when-seen';
import { verdictIntent } from './verdict-intent';

const text = CONNECTION_TEXT.summary;

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, maxWidth: '640px' },
});

/**
 * Home's 'Minha conexão': the first contract's verdict and the way to the page. The connection's facts cost the ERP and
 * the ACS several calls, so the home waits for none of them: the read starts once the end of the home is near the
 * screen and the phone is idle, and the card, the home's last, appears with its answer; no placeholder before, nothing
 * above it moves. No card without a live contract.
 */
export function ConnectionSummaryCard() {
  const c = useCardStyles();
  const s = useStyles();
  const ref = useRef<HTMLDivElement>(null);
  // Back from the page, its answer is at hand: no wait.
  const cached = useSWRConfig().cache.get(CONNECTION_KEY)?.data !== undefined;
  const started = useStartedWhenSeen(ref, cached);
  const read = useConnection(started);
  const first = read.data?.contracts[0];
  const failed = readFailed(read);
  if (!first && !failed) return <div ref={ref} />;

  return (
    <section className={mergeClasses(c.card, s.card)} aria-labelledby="home-connection">
      <Subtitle1 as="h2" id="home-connection">
        {text.title}
      </Subtitle1>
      {first && !failed ? (
        <MessageBar intent={verdictIntent(first.verdict_kind)} layout="multiline" role="status" aria-labelledby={undefined}>
          <MessageBarBody>{first.verdict}</MessageBarBody>
        </MessageBar>
      ) : (
        <LoadFailure text={text.failure} onRetry={() => void read.mutate()} />
      )}
      <div>
        <RouterLink to={CONNECTION_PATH}>{text.seeMore}</RouterLink>
      </div>
    </section>
  );
}
