import type { Page } from '@playwright/test';
import { INTEGRATION_METHODS } from '@central/domain';
import { createDemoApp, removeDemoApp } from './support/demo-apps';
import { setUpEveryRoute, type EveryRouteSetup } from './support/every-route-setup';
import { ADMIN_PAGES, PROVIDER_PAGES, PUBLIC_PAGES, SUBSCRIBER_PAGES } from './support/every-route';
import { expect, hostUrl, signInAsAdmin, signInToPanel, test, urlFor } from './support/fixtures';

/**
 * Every page speaks Portuguese to people: no identifier in snake_case and no English word in what a page shows (its
 * text, the visible aria-label, placeholder and title attributes, the options of its lists). Brand and product names
 * stay as they are. What a provider typed into the admin's inputs (URLs, client IDs) is not read: only labels and texts.
 */
const SNAKE_CASE = /\b[a-z]+_[a-z0-9_]+\b/g;
/** English a page must not show; none is also a Portuguese word ('no', 'for', 'menu', 'status', 'login', 'e-mail' are). */
const ENGLISH = [
  'error',
  'errors',
  'loading',
  'submit',
  'cancel',
  'save',
  'delete',
  'remove',
  'undefined',
  'null',
  'NaN',
  'true',
  'false',
  'required',
  'invalid',
  'must',
  'value',
  'field',
  'not found',
  'failed',
  'unknown',
  'click',
  'password',
  'email',
  'sign in',
  'sign out',
  'page',
  'settings',
  'please',
  'the',
  'and',
  'your',
  'with',
  'back',
  'next',
  'close',
  'search',
  'success',
];
/** The values the admin stores for its lists, which its pages name in words. */
const STORED_VALUE = new RegExp(`(?<![\\p{L}\\d_-])(${INTEGRATION_METHODS.join('|')})(?![\\p{L}\\d_-])`, 'gu');
const ENGLISH_WORD = new RegExp(`(?<![\\p{L}\\d-])(${ENGLISH.join('|')})(?![\\p{L}\\d-])`, 'giu');
/** Addresses and e-mail addresses are what they are: the words are looked for around them. */
const ADDRESS = /\b[a-z][a-z0-9+.-]*:\/\/\S+|\S+@\S+\.\S+|(?<![\p{L}\d])\/[\w/.:?=&{}-]+/giu;

let everyRoute: EveryRouteSetup;
let watchAppId: string;

test.beforeAll(async () => {
  everyRoute = await setUpEveryRoute();
  // A partner app no contract of Maria's has: its admin page shows the partner's connection, the panel does not show it.
  watchAppId = await createDemoApp(
    everyRoute.admin,
    {
      name: 'Watch Brasil',
      pending_text: 'Ative com o seu e-mail.',
      active_text: 'Assista onde quiser.',
      activation_criteria: 'product_in_contract',
      product_ids: ['9901 - Watch Brasil'],
      integration_method: 'watchbr',
      product: '1',
    },
    { url: 'https://watch.example', user: 'cliente-demo', secret: 'segredo-demo' },
  );
});

test.afterAll(async () => {
  if (watchAppId) await removeDemoApp(everyRoute.admin, watchAppId);
  await everyRoute?.close();
});

const fill = (path: string) => everyRoute.fill(path);

/** What the page shows a person: its text, visible attributes a screen reader or a hover reads, its lists' options. */
async function wordsShownBy(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (element: Element) => element.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true });
    // A name shown as code (an IXC table the provider must find in IXC's permissions) is a value to type, not words.
    const codes = Array.from(document.querySelectorAll('code'), (code) => code.textContent ?? '').filter(Boolean);
    const shown = [codes.reduce((text, code) => text.split(code).join(' '), document.body.innerText), document.title];
    const attributed = Array.from(document.querySelectorAll('[aria-label], [placeholder], [title]')).filter(visible);
    for (const element of attributed) shown.push(...['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''));
    const selects = Array.from(document.querySelectorAll('select')).filter(visible);
    for (const select of selects) shown.push(...Array.from(select.options, (option) => option.text));
    return shown;
  });
}

/** The identifiers and English words the page shows, as 'path: word'. */
async function plainWordProblemsOf(page: Page, path: string): Promise<string[]> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByLabel('Carregando…')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const found = new Set<string>();
  for (const text of await wordsShownBy(page)) {
    const words = text.replace(ADDRESS, ' ');
    for (const [word] of words.matchAll(SNAKE_CASE)) found.add(word);
    for (const [word] of words.matchAll(ENGLISH_WORD)) found.add(word);
    for (const [word] of words.matchAll(STORED_VALUE)) found.add(word);
  }
  return [...found].map((word) => `${path}: ${word}`);
}

async function walk(page: Page, urls: Array<[string, string]>): Promise<string[]> {
  const problems: string[] = [];
  for (const [path, url] of urls) {
    await page.goto(url);
    problems.push(...(await plainWordProblemsOf(page, path)));
  }
  return problems;
}

test('the public pages speak plain Portuguese', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  expect
    .soft(
      await walk(
        page,
        PUBLIC_PAGES.map((path) => [path, urlFor('demo', path)]),
      ),
    )
    .toEqual([]);
});

test("a subscriber's panel speaks plain Portuguese", async ({ page, allowConsoleErrors }) => {
  test.setTimeout(180_000);
  allowConsoleErrors(/status of 404/);
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  expect
    .soft(
      await walk(
        page,
        SUBSCRIBER_PAGES.map((path) => [path, urlFor('demo', fill(path))]),
      ),
    )
    .toEqual([]);
});

test("the admin's and the provider's pages speak plain Portuguese, their forms filled in", async ({ page }) => {
  test.setTimeout(180_000);
  expect.soft(await walk(page, [[ADMIN_PAGES[0]!, hostUrl('localhost', ADMIN_PAGES[0])]])).toEqual([]);
  await signInAsAdmin(page);
  const editPage = '/adm/customer/demo/edit';
  const watchAppPage = `/adm/customer/demo/app/${watchAppId}/edit`;
  const adminPages = [
    ...ADMIN_PAGES.slice(1).map(fill),
    ...['support', 'apps', 'payments'].map((tab) => `${editPage}?tab=${tab}`),
    watchAppPage,
  ].map((path): [string, string] => [path, hostUrl('localhost', path)]);
  expect.soft(await walk(page, adminPages)).toEqual([]);

  await page.goto(urlFor('demo', PROVIDER_PAGES[0]));
  expect.soft(await plainWordProblemsOf(page, PROVIDER_PAGES[0]!)).toEqual([]);
  await page.getByRole('textbox', { name: 'Usuário' }).fill('demo');
  await page.getByLabel('Senha', { exact: true }).fill('provedor-demo-123');
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/provider'));
  expect
    .soft(
      await walk(
        page,
        PROVIDER_PAGES.map((path) => [path, urlFor('demo', path)]),
      ),
    )
    .toEqual([]);
});
