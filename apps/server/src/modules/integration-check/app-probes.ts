import { CHECK_TEXTS, CLOUD_STORAGE_ADMIN_MESSAGES, formatDateTimeBr, type CheckLine } from '@central/domain';
import type { CustomerApp } from '../../generated/prisma/client';
import { createNextcloudClient, NextcloudError } from '../../integrations/nextcloud';
import { createSvaLoginClient, SvaLoginError } from '../../integrations/sva-login';
import { createTocaLivrosClient, TocaLivrosError } from '../../integrations/tocalivros';
import { createWatchClient, WatchError } from '../../integrations/watch';
import type { AppIntegration } from '../apps/app-integration';
import { LOGIN_METHODS, NO_PARTNER_METHODS, WATCH_METHODS } from '../apps/app-methods';
import type { WatchConnections } from '../apps/partners/watch-connection';
import { line, transportDetail } from './check-lines';

/** A login, contract or e-mail no subscriber has: each partner's lookup must answer "none", which proves the credentials. */
const NOBODY = { id: 'central-verificacao', contract: '0', email: 'verificacao@central.invalid' };

export interface AppProbeContext {
  clientId: string;
  timeZone: string;
  watchConnections: Pick<WatchConnections, 'read' | 'markRefused'>;
  timeoutMs: number;
}

type App = Pick<CustomerApp, 'id' | 'name' | 'integrationMethod' | 'integrationUrl'>;

/** The lines of one partner app: its connection, and a lookup that changes nothing. Methods without a partner: none. */
export async function probeApp(context: AppProbeContext, app: App, integration: AppIntegration | null): Promise<CheckLine[]> {
  const method = app.integrationMethod;
  if (NO_PARTNER_METHODS.has(method)) return [];
  const id = `app.${app.id}`;
  const title = CHECK_TEXTS.app.title(app.name);
  if (!integration) return [line(id, title, 'failed', CHECK_TEXTS.app.noConnection)];
  const failed = (detail: string) => [line(id, title, 'failed', detail)];
  const transport = (failure: 'timeout' | 'unavailable', status = 0) =>
    failed(transportDetail(failure, 'parceiro', context.timeoutMs, status));

  if (WATCH_METHODS.has(method)) return probeWatch(context, app, id, title);
  if (method === 'api_atp_box') {
    const cloud = createNextcloudClient({
      url: integration.url,
      username: integration.user,
      password: integration.secret,
      timeoutMs: context.timeoutMs,
    });
    try {
      await cloud.listGroups(NOBODY.id);
    } catch (error) {
      if (!(error instanceof NextcloudError)) throw error;
      if (error.failure === 'timeout' || error.failure === 'unavailable') return transport(error.failure);
      if (error.failure === 'password_confirmation') return failed(CLOUD_STORAGE_ADMIN_MESSAGES.passwordConfirmationRequired);
      return failed(error.failure === 'unauthorized' ? CHECK_TEXTS.nextcloud.refused : CHECK_TEXTS.notItsProtocol('Nextcloud'));
    }
    return [
      line(id, title, 'ok', CHECK_TEXTS.nextcloud.ok),
      line(`${id}.writes`, CHECK_TEXTS.nextcloud.writesTitle(app.name), 'unverifiable', CHECK_TEXTS.nextcloud.writesUnverifiable),
    ];
  }
  const options = { url: integration.url, user: integration.user, secret: integration.secret, timeoutMs: context.timeoutMs };
  try {
    if (LOGIN_METHODS.has(method)) await createSvaLoginClient(options).find(NOBODY.id);
    else if (method === 'api_toca_livros') await createTocaLivrosClient(options).find(NOBODY.id, NOBODY.contract);
    else return [];
  } catch (error) {
    if (!(error instanceof SvaLoginError) && !(error instanceof TocaLivrosError)) throw error;
    if (error.failure === 'timeout' || error.failure === 'unavailable') return transport(error.failure);
    return failed(error.failure === 'unauthorized' ? CHECK_TEXTS.app.credentialsRefused : CHECK_TEXTS.notItsProtocol('parceiro'));
  }
  return [line(id, title, 'ok', CHECK_TEXTS.app.credentialsOk)];
}

/**
 * Watch: the stored connection (an admin's code flow), then a lookup of an e-mail nobody has with its token. A
 * refusal marks the token refused, as a subscriber's call would, so the app's page offers 'Reconectar'.
 */
async function probeWatch(context: AppProbeContext, app: App, id: string, title: string): Promise<CheckLine[]> {
  const connection = await context.watchConnections.read(context.clientId, app);
  if (connection.state === 'none') return [line(id, title, 'failed', CHECK_TEXTS.app.watchNone)];
  if (connection.state === 'expired') return [line(id, title, 'failed', CHECK_TEXTS.app.watchEnded)];
  if (connection.state === 'refused' || !app.integrationUrl) return [line(id, title, 'failed', CHECK_TEXTS.app.watchRefused)];
  try {
    await createWatchClient({ url: app.integrationUrl, accessToken: connection.accessToken!, timeoutMs: context.timeoutMs }).status(
      NOBODY.email,
    );
  } catch (error) {
    if (!(error instanceof WatchError)) throw error;
    if (error.failure === 'unauthorized') {
      await context.watchConnections.markRefused(app.id, connection.connectedAt!);
      return [line(id, title, 'failed', CHECK_TEXTS.app.watchRefused)];
    }
    if (error.failure === 'timeout' || error.failure === 'unavailable')
      return [line(id, title, 'failed', transportDetail(error.failure, 'servidor da Watch', context.timeoutMs, error.httpStatus))];
    return [line(id, title, 'failed', CHECK_TEXTS.notItsProtocol('servidor da Watch'))];
  }
  const until = connection.expiresAt ? formatDateTimeBr(connection.expiresAt, context.timeZone, { inline: true }) : '—';
  return [line(id, title, 'ok', CHECK_TEXTS.app.watchConnected(until))];
}
