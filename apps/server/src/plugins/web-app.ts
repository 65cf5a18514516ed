import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isStaffPage, isTenantPage, webAreaOf, type WebArea } from '@central/domain';
import type { Theme } from '@central/domain/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MANIFEST_FILE, pwaPath } from '../modules/theme/manifest';
import { registerBuildFiles } from './build-files';
import { readPagePreloads } from './page-preloads';
import { registerSiteFiles } from './site-files';
import { themeStyle } from './theme-style';

/** The build's own icon (apps/web/public), for /favicon.ico on a host of no provider. */
const DEFAULT_ICON = '/central-logo.svg';

/**
 * Serves the one web build for every provider. index.html is rendered per request with the provider's theme inlined
 * (a JSON script, which CSP does not execute, and the CSS variables Fluent paints with: theme-style.ts), its title,
 * favicon, manifest and iOS home-screen tags, so the first paint already wears the provider's colours. Its status
 * says whether the address is a page (packages/domain's web-routes): 200 for a provider's page, 404 for any other
 * address or for a host of no provider, where the app shows its not-found screen from the same HTML. The admin and
 * provider areas serve every host, so their pages are found (200) there too.
 * A page that is found also names the chunks of its area and section for the browser to fetch at once (page-preloads.ts).
 * A page of an area that needs a session (the panel's, the admin's: `pageSessions`) also carries who opens it, as
 * does the subscriber's sign-in page, so it is private to that browser and never stored.
 */
export default fp<{ distDir: string; pageSessions?: PageSessions }>(
  async function webAppPlugin(app: FastifyInstance, { distDir, pageSessions = {} }) {
    const template = await readFile(join(distDir, 'index.html'), 'utf8');
    const preloadsFor = await readPagePreloads(distDir);

    await registerBuildFiles(app, distDir);
    registerSiteFiles(app, { defaultIcon: DEFAULT_ICON });

    const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const theme = request.tenant?.theme ?? null;
      const pathname = request.url.split('?')[0]!;
      const found = isStaffPage(pathname) || (theme !== null && isTenantPage(pathname));
      const area = found ? webAreaOf(pathname) : null;
      const sessionOf = area ? pageSessions[area] : undefined;
      const session = sessionOf ? await readPageSession(sessionOf, request, pathname) : undefined;
      return reply
        .status(found ? 200 : 404)
        .header('cache-control', session === undefined ? 'no-cache' : 'private, no-store')
        .type('text/html; charset=utf-8')
        .send(renderIndex(template, theme, found ? preloadsFor(pathname) : '', session));
    };
    app.get('/', renderPage);
    app.get('/*', async (request, reply) => {
      if (request.url.startsWith('/api/')) return reply.callNotFound();
      return renderPage(request, reply);
    });
  },
  { name: 'web-app', dependencies: ['tenancy'] },
);

/**
 * Who opens a page of an area, as its HTML tells the web app: what the area's session check would answer (and the
 * reads the page starts with, which the browser then asks for beside the app's code), or null for no session, so the
 * area draws (or goes to its sign-in) without asking first. Undefined when the server cannot tell (its database did
 * not answer), or for a page of the area that does not need to know: the page then asks the API if it needs to, as it
 * does after the first page.
 */
export type PageSession = (request: FastifyRequest, pathname: string) => Promise<OpenedBy | null | undefined>;

/** Who opens a page: what the area's session check answers, and the reads the page starts with (GET paths). */
export interface OpenedBy {
  session: object;
  firstReads?: readonly string[];
}
export type PageSessions = Partial<Record<WebArea, PageSession>>;

async function readPageSession(sessionOf: PageSession, request: FastifyRequest, pathname: string): Promise<OpenedBy | null | undefined> {
  try {
    return await sessionOf(request, pathname);
  } catch (error) {
    request.log.warn({ err: error }, 'the session of a page could not be read');
    return undefined;
  }
}

export function renderIndex(template: string, theme: Theme | null, preloads = '', openedBy?: OpenedBy | null): string {
  const head = [
    preloads,
    // The page's first reads, asked for beside its code: the app's own calls (credentials included) take them.
    ...(openedBy?.firstReads ?? []).map(
      (path) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(path)}">`,
    ),
    themeStyle(theme),
    jsonScript('central-theme', theme),
    openedBy === undefined ? '' : jsonScript('central-session', openedBy?.session ?? null),
    theme?.favicon_url ? `<link rel="icon" href="${escapeAttribute(theme.favicon_url)}">` : '',
    theme ? installableAppTags(theme) : '',
  ].join('');
  const title = theme ? `Central - ${escapeText(theme.alias)}` : 'Central - Página não encontrada';
  const page = theme?.favicon_url ? template.replace(/<link rel="icon"[^>]*>/, '') : template;
  return page.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`).replace('</head>', `${head}</head>`);
}

/** Data for the web app in a JSON script, which CSP does not execute; `<` is escaped so no value can end the script. */
function jsonScript(id: string, value: unknown): string {
  return `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/** The web app manifest, and what iOS reads instead of it (Safari ignores the manifest's name and icons). */
function installableAppTags(theme: Theme): string {
  return [
    `<meta name="theme-color" content="${escapeAttribute(theme.primary_color)}">`,
    `<link rel="manifest" href="${escapeAttribute(pwaPath(theme.client_id, MANIFEST_FILE))}">`,
    '<meta name="apple-mobile-web-app-capable" content="yes">',
    '<meta name="mobile-web-app-capable" content="yes">',
    '<meta name="apple-mobile-web-app-status-bar-style" content="default">',
    `<meta name="apple-mobile-web-app-title" content="${escapeAttribute(theme.alias)}">`,
    `<link rel="apple-touch-icon" href="${escapeAttribute(pwaPath(theme.client_id, 'icon-192.png'))}">`,
  ].join('');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}
