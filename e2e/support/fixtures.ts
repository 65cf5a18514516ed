import { test as base, expect, type Page } from '@playwright/test';
import type { PushedMessage, SandboxSubscription } from '@central/sandbox';
import { once } from 'node:events';
import { readdir, readFile } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { workerContextFixtures } from './worker-context';
import { JOURNEY_BREAKER_COOLDOWN_MS, useThisWorkersStack } from './worker-stack';

// Every journey imports this module: from here on, this worker's E2E_* variables name its own stack.
useThisWorkersStack();

/** The server's address as a given provider's host: *.localhost resolves to loopback in Chromium. */
export function urlFor(tenant: string, path = '/'): string {
  return `http://${tenant}.localhost:${process.env.E2E_PORT}${path}`;
}

/** The sandbox's faults (apps/sandbox/src/ixc/faults.ts): latency, overload answers, dropped connections, late writes. */
type Faults = { latencyMs?: number; errorRate?: number; errorAnswer?: string; down?: boolean; writeAnswerDelayMs?: number };

async function postToSandbox(path: string, body?: object) {
  const response = await fetch(`${process.env.E2E_SANDBOX_URL}${path}`, {
    method: 'POST',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.ok).toBe(true);
}

const NO_FAULTS: Faults = { latencyMs: 0, errorRate: 0, errorAnswer: 'mixed', down: false, writeAnswerDelayMs: 0 };
/** What the running journey changed of this worker's ERP, which the fixture `erpRestored` undoes after it. */
const changed = { faults: false, deniedDatasets: new Set<string>() };

/** Drives the sandbox ERP: faults and a fresh copy of its data. */
export const erp = {
  async setFaults(faults: Faults) {
    changed.faults = true;
    await postToSandbox('/__sandbox/faults', faults);
  },
  /** The provider's ERP token may not use these tables (IXC's 'Recurso <x> não está disponível!'); [] lifts it. */
  async denyTables(dataset: string, tables: string[]) {
    changed.deniedDatasets.add(dataset);
    await postToSandbox('/__sandbox/permissions', { dataset, deny: tables });
  },
  async reset() {
    await postToSandbox('/__sandbox/faults', NO_FAULTS);
    await postToSandbox('/__sandbox/reset');
  },
};

/** A request to the push simulator's control routes (global-setup), trusting its self-signed certificate. */
async function pushServiceCall<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const request = httpsRequest(new URL(path, process.env.E2E_PUSH_URL), {
    method,
    ca: await readFile(process.env.E2E_PUSH_CA!),
    headers: body ? { 'content-type': 'application/json' } : {},
  });
  request.end(body ? JSON.stringify(body) : undefined);
  const [response] = (await once(request, 'response')) as [IncomingMessage];
  const answer = await text(response);
  if (response.statusCode !== 200) throw new Error(`push simulator ${method} ${path}: ${response.statusCode} ${answer}`);
  return JSON.parse(answer) as T;
}

/** The push simulator: subscriptions whose messages it decrypts, and the messages each received. */
export const pushService = {
  /** Restricted to one VAPID key, as a browser's subscription is: a push signed with another is refused. */
  createSubscription: (applicationServerKey: string) =>
    pushServiceCall<SandboxSubscription>('POST', '/__push/subscriptions', { applicationServerKey }),
  messages: (subscriptionId: string) => pushServiceCall<PushedMessage[]>('GET', `/__push/subscriptions/${subscriptionId}/messages`),
};

async function outboxMessages(): Promise<string[]> {
  const dir = process.env.E2E_OUTBOX_DIR!;
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => join(dir, name));
}

/**
 * Reads the verification code from the outbox once the e-mail that `send` triggers has arrived: the
 * click returns before the server writes the message, so the newest file is not enough.
 */
export async function codeMailedBy(send: () => Promise<void>): Promise<string> {
  const before = (await outboxMessages()).length;
  await send();
  let files: string[] = [];
  await expect.poll(async () => (files = await outboxMessages()).length, { message: 'a new e-mail in the outbox' }).toBeGreaterThan(before);
  const code = (await readFile(files.at(-1)!, 'utf8')).match(/^(\d{3}-\d{3}-\d{3})$/m)?.[1];
  if (!code) throw new Error('no verification code in the newest e-mail');
  return code;
}

/** Waits for the file the page saves after `action`, and returns its name and bytes. */
export async function downloadOf(page: Page, action: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

/**
 * Signs in as a sign-in form does, through the API, for the browser: journeys about what follows a sign-in start on
 * their page without drawing the sign-in page first (each form has journeys of its own). Node cannot resolve
 * *.localhost, so the call goes to loopback with the host named in its Host header (node:http: fetch would not send
 * one of our choosing); the session cookies it brings back are handed to the browser for that host.
 */
async function signInThroughApi(page: Page, host: string, path: string, body: object) {
  const request = httpRequest(`http://127.0.0.1:${process.env.E2E_PORT}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: `${host}:${process.env.E2E_PORT}` },
  });
  request.end(JSON.stringify(body));
  const [response] = (await once(request, 'response')) as [IncomingMessage];
  response.resume();
  expect(response.statusCode).toBe(200);
  const cookies = (response.headers['set-cookie'] ?? []).map((header) => header.split(';')[0]!.split('='));
  expect(cookies.length).toBeGreaterThan(0);
  await page.context().addCookies(
    cookies.map(([name, ...value]) => ({
      name: name!,
      value: value.join('='),
      domain: host,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax' as const,
    })),
  );
}

/**
 * Waits until the home has made all its reads. Its last card ('Minha conexão') reads once the browser is idle, which a
 * busy machine may put off past a moment without requests: a journey that ends the session before that read would see
 * its 401, and the home ask again.
 */
export async function homeReadsDone(page: Page) {
  await expect(page.getByRole('region', { name: 'Minha conexão' }).getByRole('status')).toHaveText(/\S/);
  await page.waitForLoadState('networkidle');
}

/** Signs in (through the API: the form's journeys use `signIn`) and opens the home. */
export async function signInToPanel(page: Page, tenant: string, cpfOrCnpj: string, password: string) {
  await signInThroughApi(page, `${tenant}.localhost`, '/api/central/sign-in', { cpfOrCnpj, password });
  await page.goto(urlFor(tenant, '/panel'));
  await expect(page).toHaveURL(urlFor(tenant, '/panel'));
}

export async function signIn(page: Page, tenant: string, cpfOrCnpj: string, password: string) {
  await page.goto(urlFor(tenant, '/sign-in'));
  await page.getByLabel('CPF/CNPJ').fill(cpfOrCnpj);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Every journey fails on a console error it did not expect. Chromium reports each non-2xx fetch as
 * "Failed to load resource"; a journey that provokes one says so with `allowConsoleErrors`.
 *
 * And on a page that inserted Griffel rules while it ran: every rule of the build is in the style sheet the page
 * links (apps/web/build/griffel-css.ts), in the order Griffel's runtime would give them, so a rule inserted at run time
 * (a call the build pass missed) would come after the sheet's and could win where it should not. Griffel inserts into
 * `<style data-make-styles-bucket>` elements, which stay in the document through the app's own navigations, so the
 * page as a journey leaves it tells of every dialog, menu and drawer opened since it was last loaded.
 */
export const test = base.extend(workerContextFixtures).extend<{
  allowConsoleErrors: (pattern: RegExp) => void;
  noRuntimeStyles: void;
  erpRestored: void;
}>({
  /**
   * A journey that made the ERP slow or failing leaves it answering again, with every table allowed, and waits out the
   * circuit's cool-down its failures may have started: the next journey on this worker, of whatever file, finds the
   * ERP as every file expects it.
   */
  erpRestored: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use();
      for (const dataset of changed.deniedDatasets) await postToSandbox('/__sandbox/permissions', { dataset, deny: [] });
      changed.deniedDatasets.clear();
      if (!changed.faults) return;
      changed.faults = false;
      await postToSandbox('/__sandbox/faults', NO_FAULTS);
      await new Promise((resolve) => setTimeout(resolve, JOURNEY_BREAKER_COOLDOWN_MS + 100));
    },
    { auto: true },
  ],
  noRuntimeStyles: [
    async ({ page }, use) => {
      await use();
      if (page.isClosed() || !page.url().startsWith('http')) return;
      const inserted = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-make-styles-bucket]'), (style) =>
          Array.from(style.sheet?.cssRules ?? [], (rule) => rule.cssText).join(' '),
        ),
      );
      expect(inserted, 'Griffel rules inserted at run time').toEqual([]);
    },
    { auto: true },
  ],
  allowConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [/Failed to load resource: the server responded with a status of 401/];
      const unexpected: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text()))) unexpected.push(message.text());
      });
      page.on('pageerror', (error) => unexpected.push(error.message));
      await use((pattern) => allowed.push(pattern));
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A provider's row in the admin's list: its text starts with the client_id (on phones each cell also shows its column's name). */
export const providerRowOf = (page: Page, clientId: string) =>
  page.getByRole('row').filter({ hasText: new RegExp(`^${clientId}(?![a-z0-9-])`) });

/** An address on any host name of the test server ('localhost', 'admin.localhost', a provider's). */
export function hostUrl(host: string, path = '/'): string {
  return `http://${host}:${process.env.E2E_PORT}${path}`;
}

/** Signs the admin in (through the API: the form's journey is admin.spec.ts's first) and opens the providers' list. */
export async function signInAsAdmin(page: Page, host = 'localhost') {
  const admin = { email: process.env.E2E_ADMIN_EMAIL!, password: process.env.E2E_ADMIN_PASSWORD! };
  await signInThroughApi(page, host, '/api/payment/adm/auth/sign-in', admin);
  await page.goto(hostUrl(host, '/adm/customers'));
  await expect(page).toHaveURL(hostUrl(host, '/adm/customers'));
}

/**
 * The contract list as a stale one would read: every contract offers the trust unlock. For journeys about what the
 * ERP answers to the unlock itself (its refusal, an answer that comes too late), which IXC decides, not the list.
 */
export async function offerTrustUnlockEverywhere(page: Page) {
  await page.route('**/api/central/customer/list/contracts', async (route) => {
    // Node cannot resolve demo.localhost; the client_id header names the provider either way.
    const url = new URL(route.request().url());
    url.hostname = '127.0.0.1';
    const list = await (await route.fetch({ url: url.href })).json();
    for (const contract of list.contracts) contract.trustUnlock = { available: true, reason: null, lastUsedOn: null, payBy: null };
    await route.fulfill({ json: list });
  });
}
