import { useEffect, useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Spinner } from '@fluentui/react-spinner';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { SPEED_TEST_TEXT } from '@/strings/speed-test.pt-BR';

/**
 * How long the embedded page has to fire its `load` event. A speed test page is small; 15 s covers a slow mobile
 * link, and past it the subscriber is better served by the warning than by a blank frame.
 */
export const SPEED_TEST_LOAD_TIMEOUT_MS = 15_000;

const useStyles = makeStyles({
  frame: {
    display: 'block',
    width: '100%',
    // Tall enough for a speed test's gauges on a phone, without pushing the page past a laptop's screen.
    height: 'clamp(480px, 75dvh, 760px)',
    border: 'none',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  hidden: { visibility: 'hidden', height: 0 },
});

/** How the frame of one address ended up; until it did, that frame is loading. */
type Outcome = { url: string; state: 'loaded' | 'failed' };

/** The first of `load` and the timeout decides, once for each address. */
const settled = (ended: Outcome) => (current: Outcome | null) => (current?.url === ended.url ? current : ended);

/**
 * The provider's speed test in a sandboxed frame: scripts and requests to its own origin (what a speed test needs),
 * no top navigation, forms or pop-ups. The frame's `load` event is all a page can know of a frame from another
 * origin, so one that has not loaded within the timeout counts as failed. (A browser error page, e.g. for a refused
 * connection, does fire `load`; the frame then shows the browser's own message.)
 */
export function SpeedTestFrame({ url }: { url: string }) {
  const s = useStyles();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const state = outcome?.url === url ? outcome.state : 'loading';

  useEffect(() => {
    const timer = setTimeout(() => setOutcome(settled({ url, state: 'failed' })), SPEED_TEST_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [url]);

  if (state === 'failed') return <SpeedTestUnavailable />;
  return (
    <>
      {state === 'loading' && <Spinner label={SPEED_TEST_TEXT.loading} />}
      <iframe
        key={url}
        src={url}
        title={SPEED_TEST_TEXT.frameTitle}
        className={state === 'loading' ? `${s.frame} ${s.hidden}` : s.frame}
        sandbox="allow-scripts allow-same-origin"
        referrerPolicy="no-referrer"
        allow=""
        onLoad={() => setOutcome(settled({ url, state: 'loaded' }))}
      />
    </>
  );
}

export function SpeedTestUnavailable() {
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>{SPEED_TEST_TEXT.unavailable}</MessageBarBody>
    </MessageBar>
  );
}
