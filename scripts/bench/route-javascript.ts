import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { isNotFoundPage } from '@central/domain';
import { EVERY_ROUTE } from '../../e2e/support/every-route';
import { readStaffChunks } from '../lib/build-chunks';
import { startStack } from '../lib/stack';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium';
import { ADMIN, SUBSCRIBER, sessionCookie } from './lighthouse';

/**
 * The pages the journeys walk (e2e/support/every-route.ts, from the route manifest) that the bench can open: all but
 * the not-found screens, those at an address a journey makes (`{app}`), and the provider's own page (no provider session
 * here). With each, the session it needs: the JavaScript a browser fetches to show each.
 */
const PAGES: Array<[path: string, session: 'none' | 'subscriber' | 'admin']> = EVERY_ROUTE.flatMap(({ page, address, session }) => {
  if (isNotFoundPage(page) || address.includes('{') || session === 'provider') return [];
  return [[address, session === 'panel' ? 'subscriber' : session === 'admin' ? 'admin' : 'none']];
});

export interface RouteJavaScript {
  path: string;
  files: number;
  gzipBytes: number;
  /** Of those, the scripts the page's HTML names (the entry and its modulepreloads): what comes before any code ran. */
  namedInHtml: { files: number; gzipBytes: number };
  /** Whether a chunk of the admin's or the provider's area came with a subscriber's page (it must not). */
  staffCode: boolean;
  /** The style sheet the page links (Griffel's rules, taken out of the JavaScript at build time), gzip level 9. */
  styleGzipBytes: number;
}

/** Opens each page in a fresh browser (no cache) and sums the JavaScript it fetched, gzip level 9. */
export async function measureRouteJavaScript(): Promise<RouteJavaScript[]> {
  const stack = await startStack({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const cookies = {
      none: null,
      subscriber: await sessionCookie(stack, 'demo.localhost', '/api/central/sign-in', SUBSCRIBER),
      admin: await sessionCookie(stack, 'localhost', '/api/payment/adm/auth/sign-in', ADMIN),
    };
    const staffChunks = readStaffChunks();
    const rows: RouteJavaScript[] = [];
    for (const [path, session] of PAGES) {
      const host = session === 'admin' ? 'localhost' : 'demo.localhost';
      rows.push(await measure(browser, `http://${host}:${stack.port}${path}`, cookies[session], staffChunks));
    }
    return rows;
  } finally {
    await browser.close();
    await stack.stop();
  }
}

async function measure(browser: Browser, url: string, cookie: string | null, staffChunks: Set<string>): Promise<RouteJavaScript> {
  const context = await browser.newContext({ extraHTTPHeaders: cookie ? { cookie } : {} });
  try {
    const page = await context.newPage();
    const scripts: Array<{ name: string; body: Buffer }> = [];
    const styles: Array<{ body: Buffer }> = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push({ name: new URL(response.url()).pathname, body: await response.body() });
      if (response.url().endsWith('.css')) styles.push({ body: await response.body() });
    });
    // The page is drawn once its heading shows and no spinner is left (as in e2e/accessibility.spec.ts); waiting for
    // the network to go quiet would never end on a page that keeps a connection open.
    const answer = await page.goto(url);
    const named = new Set(
      [...((await answer?.text()) ?? '').matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]),
    );
    await page.locator('h1').first().waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Carregando…"]').length === 0, undefined, { timeout: 20_000 });
    await page.waitForTimeout(1000);
    const inHtml = scripts.filter(({ name }) => named.has(name));
    return {
      path: new URL(url).pathname,
      files: scripts.length,
      gzipBytes: gzipSum(scripts),
      namedInHtml: { files: inHtml.length, gzipBytes: gzipSum(inHtml) },
      staffCode: scripts.some(({ name }) => staffChunks.has(name)),
      styleGzipBytes: gzipSum(styles),
    };
  } finally {
    await context.close();
  }
}

const gzipSum = (files: Array<{ body: Buffer }>) => files.reduce((sum, { body }) => sum + gzipSync(body, { level: 9 }).length, 0);
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function printRouteJavaScript(rows: RouteJavaScript[]): void {
  console.log("\nJavaScript per page (fresh browser, gzip level 9; the first route's goal: ≤ 150 KB)");
  console.log('"in the HTML": the entry and the modulepreloads the server names, fetched before any code runs;');
  console.log('"in all": with what the page then imports as it draws (its section, its dialogs);');
  console.log('"CSS": the one style sheet of the app\'s rules, which every page links.\n');
  console.log(`  ${'page'.padEnd(48)} ${'in the HTML'.padStart(17)} ${'in all'.padStart(17)} ${'CSS'.padStart(9)}  admin/provider code`);
  for (const row of rows) {
    const staff = row.path.startsWith('/panel') ? (row.staffCode ? 'LOADED' : 'none') : '';
    const html = `${row.namedInHtml.files} / ${kilobytes(row.namedInHtml.gzipBytes)}`;
    const all = `${row.files} / ${kilobytes(row.gzipBytes)}`;
    console.log(`  ${row.path.padEnd(48)} ${html.padStart(17)} ${all.padStart(17)} ${kilobytes(row.styleGzipBytes).padStart(9)}  ${staff}`);
  }
}
