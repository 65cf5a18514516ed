import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Caption1, Subtitle1, Text } from '@fluentui/react-text';
import type { BroadcastSummary } from '@central/domain/api';
import { PROVIDER_TEXT } from '@/strings/provider.pt-BR';
import { LoadFailure } from '@/components/LoadFailure';
import { StatusBadge } from '@/components/StatusBadge';
import type { StatusState } from '@/components/status-tones';
import { errorMessage } from '@/lib/http';
import { formatDateTime } from '@/features/admin/date-time';
import { useRecentBroadcasts } from './api';

const text = PROVIDER_TEXT.broadcast;
const STATES: Record<BroadcastSummary['state'], StatusState> = { queued: 'queued', sending: 'in_progress', done: 'done' };

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  line: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  title: { overflowWrap: 'anywhere' },
});

/** The latest general notifications and what became of them (refreshed while any is still being sent). */
export function RecentBroadcasts() {
  const s = useStyles();
  const { data, error, mutate } = useRecentBroadcasts();
  return (
    <section aria-labelledby="recent-broadcasts" className={s.section}>
      <Subtitle1 as="h2" id="recent-broadcasts">
        {text.recent}
      </Subtitle1>
      {error && !data ? <LoadFailure text={errorMessage(error)} onRetry={() => void mutate()} /> : null}
      {data && data.broadcasts.length === 0 ? (
        <Body1 as="p" block>
          {text.none}
        </Body1>
      ) : null}
      {data?.broadcasts.length ? (
        <ul className={s.list}>
          {data.broadcasts.map((broadcast) => (
            <li key={broadcast.id} className={s.item}>
              <div className={s.line}>
                <Text weight="semibold" className={s.title}>
                  {broadcast.title}
                </Text>
                <StatusBadge state={STATES[broadcast.state]} text={text.state[broadcast.state]} />
              </div>
              <Caption1>{formatDateTime(broadcast.created_at)}</Caption1>
              <Caption1>{text.counts(broadcast.sent, broadcast.failed, broadcast.removed)}</Caption1>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
