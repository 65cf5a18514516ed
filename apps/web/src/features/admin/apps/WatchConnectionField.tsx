import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Body1Strong, Caption1 } from '@fluentui/react-text';
import { PlugConnectedRegular } from '@fluentui/react-icons';
import { WATCH_CALLBACK_PATH, WATCH_CONNECTION_MESSAGES, type WatchConnectionFailure } from '@central/domain';
import type { WatchConnectionView } from '@central/domain/api';
import { useSearchParams } from 'react-router';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { CopyField } from '@/components/CopyField';
import { FormMessage, type FormNotice } from '@/components/FormMessage';
import { watchAuthorizePage } from '@/features/admin/apps-api';
import { formatDateTimeInline } from '@/features/admin/date-time';

const text = ADMIN_TEXT.apps.watch;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
});

export type WatchConnectionProps = {
  clientId: string;
  /** Null for an app not saved yet. */
  appId: string | null;
  connection: WatchConnectionView | undefined;
  /** The app is saved as a Watch app with the client and URL the form shows: what Watch will be asked about. */
  canConnect: boolean;
};

/** How the app's page tells what came back from Watch (`?watch=connected`, `?watch=failed&reason=`). */
function noticeOf(params: URLSearchParams): FormNotice | null {
  const outcome = params.get('watch');
  if (outcome === 'connected') return { intent: 'success', text: WATCH_CONNECTION_MESSAGES.connected };
  if (outcome !== 'failed') return null;
  const reasons: Record<string, string> = WATCH_CONNECTION_MESSAGES.reasons;
  return { intent: 'error', text: reasons[params.get('reason') as WatchConnectionFailure] ?? WATCH_CONNECTION_MESSAGES.reasons.refused };
}

function statusOf(connection: WatchConnectionView | undefined): string {
  if (connection?.state === 'connected' && connection.expires_at) return text.connectedUntil(formatDateTimeInline(connection.expires_at));
  if (!connection || connection.state === 'none') return text.notConnected;
  return text.ended;
}

/**
 * A Watch app's connection: the callback to register at Watch, until when the token lasts, and 'Conectar à Watch',
 * which takes the browser to Watch and back (a page the server serves posts Watch's form; see the admin's
 * watch-connect-pages.ts).
 */
export function WatchConnectionField({ clientId, appId, connection, canConnect }: WatchConnectionProps) {
  const s = useStyles();
  const [params] = useSearchParams();
  const callbackUrl = connection?.callback_url ?? `${window.location.origin}${WATCH_CALLBACK_PATH}`;
  const connect = () => {
    if (appId) window.location.assign(watchAuthorizePage(clientId, appId));
  };
  return (
    <div className={s.root} role="group" aria-label={text.status}>
      <FormMessage notice={noticeOf(params)} />
      <CopyField
        label={text.callbackUrl}
        value={callbackUrl}
        copyLabel={text.copyCallbackUrl}
        copiedText={text.callbackUrlCopied}
        rows={1}
      />
      <Body1Strong>{statusOf(connection)}</Body1Strong>
      <Button type="button" icon={<PlugConnectedRegular />} disabled={!canConnect || !appId} onClick={connect}>
        {!connection || connection.state === 'none' ? text.connect : text.reconnect}
      </Button>
      {!canConnect && <Caption1>{text.saveFirst}</Caption1>}
    </div>
  );
}
