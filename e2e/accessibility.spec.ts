import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { readStaffChunks } from '../scripts/lib/build-chunks';
import { setUpEveryRoute, type EveryRouteSetup } from './support/every-route-setup';
import { ADMIN_PAGES, PROVIDER_PAGES, PUBLIC_PAGES, SUBSCRIBER_PAGES } from './support/every-route';
import { expect, hostUrl, signInAsAdmin, signInToPanel, test, urlFor } from './support/fixtures';
import { plainWordProblemsOf } from './support/plain-words';

/**
 * WCAG 2.2 AA on every page: at 320 x 640 axe-core finds no violation, no page scrolls sideways (WCAG
 * 1.4.10) and no status chip spills out of its card or its own border; a page with chips is also checked at 360 and
 * 1280 px. The wide layout's only extra, the side menu, is checked on the home beside the page and in the open drawer.
 * Each page is also read for English words and raw identifiers (support/plain-words.ts), so the pages are walked once.
 * One journey per kind of visitor, each signing in once and walking its pages.
 */
const AXE_SOURCE: string = createRequire(import.meta.url)('axe-core').source;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * Fluent's focus manager (tabster) puts empty, aria-hidden `<i tabindex="0">` sentinels around arrow-key groups (tab
 * lists, radio groups, menus): a Tab that lands on one is moved on at once, so no keyboard user stops there and no
 * screen reader sees it. axe's aria-hidden-focus cannot know that; every other element is checked.
 */
const TABSTER_SENTINEL = '[data-tabster-dummy]';
const PHONE = { width: 320, height: 640 };
const DESKTOP = { width: 1280, height: 800 };
/** The widths a page with status chips is looked at again, beside 320: a common phone and a laptop. */
const CHIP_WIDTHS = [360, DESKTOP.width];
/** apps/web/src/components/StatusBadge.tsx marks each chip with its tone. */
const STATUS_CHIP = '[data-status-tone]';

let everyRoute: EveryRouteSetup;

test.beforeAll(async () => {
  everyRoute = await setUpEveryRoute();
});

test.afterAll(async () => {
  await everyRoute?.close();
});

const fill = (path: string) => everyRoute.fill(path);

/** axe-core into the page, through the debugging protocol (the portal's CSP rightly refuses an inline script). */
async function injectAxe(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
}

/** What is wrong on the page as it stands: axe's violations, sideways scrolling, chips spilling out. */
async function problemsOf(page: Page, path: string, phone: boolean): Promise<string[]> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByLabel('Carregando…')).toHaveCount(0);
  await injectAxe(page);
  const violations = await page.evaluate(
    async ({ tags, exclude }) => {
      type Axe = {
        run: (context: object, options: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }>;
      };
      const { axe } = window as unknown as { axe: Axe };
      const result = await axe.run({ exclude: [[exclude]] }, { runOnly: { type: 'tag', values: tags } });
      return result.violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
    },
    { tags: WCAG_TAGS, exclude: TABSTER_SENTINEL },
  );
  const problems = violations.map((violation) => `${path} axe ${violation}`);
  if (!phone) return problems;
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > PHONE.width) problems.push(`${path} scrolls sideways: ${width} px wide at ${PHONE.width}`);
  return [...problems, ...(await chipProblemsOf(page, path))];
}

/** Status chips whose words spill out of their border, or that stick out of their card. */
async function chipProblemsOf(page: Page, path: string): Promise<string[]> {
  const { overflowing, outside } = await page.evaluate((selector) => {
    const chips = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((chip) => chip.offsetParent !== null);
    const beyond = (inner: DOMRect, outer: DOMRect) =>
      inner.left < outer.left - 0.5 || inner.right > outer.right + 0.5 || inner.top < outer.top - 0.5 || inner.bottom > outer.bottom + 0.5;
    const wordsOf = (chip: HTMLElement) => {
      const range = document.createRange();
      range.selectNodeContents(chip);
      return range.getBoundingClientRect();
    };
    return {
      overflowing: chips
        .filter(
          (chip) =>
            chip.scrollWidth > chip.clientWidth ||
            chip.scrollHeight > chip.clientHeight ||
            beyond(wordsOf(chip), chip.getBoundingClientRect()),
        )
        .map((chip) => chip.textContent),
      outside: chips
        .filter((chip) => {
          const box = chip.getBoundingClientRect();
          const card = chip.closest('article, li, section')?.getBoundingClientRect();
          return card !== undefined && (box.right > card.right + 0.5 || box.left < card.left - 0.5);
        })
        .map((chip) => chip.textContent),
    };
  }, STATUS_CHIP);
  return [
    ...(overflowing.length > 0 ? [`${path} chips spilling out of their border: ${overflowing.join(', ')}`] : []),
    ...(outside.length > 0 ? [`${path} chips outside their card: ${outside.join(', ')}`] : []),
  ];
}

/** The chips of the page as it stands at each of CHIP_WIDTHS, then back to the phone; nothing when it has none. */
async function chipProblemsAtOtherWidths(page: Page, path: string): Promise<string[]> {
  if ((await page.locator(STATUS_CHIP).count()) === 0) return [];
  const problems: string[] = [];
  for (const width of CHIP_WIDTHS) {
    await page.setViewportSize({ width, height: PHONE.height });
    await page.waitForFunction((expected) => window.innerWidth === expected, width);
    // Two frames, for the layout that follows the width (the side menu) to be drawn.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    problems.push(...(await chipProblemsOf(page, `${path} (${width} px)`)));
  }
  await page.setViewportSize(PHONE);
  return problems;
}

/** The paths of the scripts the page asks for from now on. */
function scriptsRequestedBy(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The scripts among these that hold admin or provider code (scripts/lib/build-chunks.ts). */
function staffScriptsAmong(scripts: Set<string>): string[] {
  const staffChunks = readStaffChunks();
  return [...scripts].filter((file) => staffChunks.has(file));
}

/** Each page at 320 x 640, the narrowest phone WCAG 1.4.10 asks for: axe, then the reflow checks; chips at other widths too. */
async function walk(page: Page, urls: Array<[string, string]>): Promise<string[]> {
  const problems: string[] = [];
  await page.setViewportSize(PHONE);
  for (const [path, url] of urls) {
    await page.goto(url);
    problems.push(
      ...(await problemsOf(page, path, true)),
      ...(await plainWordProblemsOf(page, path)),
      ...(await chipProblemsAtOtherWidths(page, path)),
    );
  }
  return problems;
}

test('every public page passes axe and fits 320 px', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  expect(
    await walk(
      page,
      PUBLIC_PAGES.map((path) => [path, urlFor('demo', path)]),
    ),
  ).toEqual([]);
});

test("every page of a subscriber's panel passes axe, fits 320 px and loads no admin or provider code", async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(180_000);
  allowConsoleErrors(/status of 404/); // the panel's own 404 page
  const scripts = scriptsRequestedBy(page);
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  expect(
    await walk(
      page,
      SUBSCRIBER_PAGES.map((path) => [path, urlFor('demo', fill(path))]),
    ),
  ).toEqual([]);
  // The admin's journey below shows that the check sees staff code when it is loaded.
  expect(scripts.size).toBeGreaterThan(20);
  expect(staffScriptsAmong(scripts)).toEqual([]);
  // The wide layout, with the menu beside the page.
  await page.setViewportSize(DESKTOP);
  await page.goto(urlFor('demo', '/panel'));
  expect([...(await problemsOf(page, '/panel (1280 px)', false)), ...(await plainWordProblemsOf(page, '/panel (1280 px)'))]).toEqual([]);
});

test('the phone menu, open, passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(page.getByRole('dialog').getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await injectAxe(page);
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string }> }> } }
    ).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations.map((v) => v.id);
  }, WCAG_TAGS);
  expect(violations).toEqual([]);
});

test('every admin and provider page passes axe and fits 320 px', async ({ page }) => {
  test.setTimeout(120_000);
  expect(await walk(page, [[ADMIN_PAGES[0]!, hostUrl('localhost', ADMIN_PAGES[0])]])).toEqual([]);
  await page.setViewportSize(DESKTOP);
  const scripts = scriptsRequestedBy(page);
  await signInAsAdmin(page);
  const adminPages = ADMIN_PAGES.slice(1).map((path): [string, string] => [path, hostUrl('localhost', fill(path))]);
  expect(await walk(page, adminPages)).toEqual([]);
  expect(staffScriptsAmong(scripts).length).toBeGreaterThan(3);

  await page.goto(urlFor('demo', PROVIDER_PAGES[0]));
  expect([...(await problemsOf(page, PROVIDER_PAGES[0]!, false)), ...(await plainWordProblemsOf(page, PROVIDER_PAGES[0]!))]).toEqual([]);
  await page.getByRole('textbox', { name: 'Usuário' }).fill('demo');
  await page.getByLabel('Senha', { exact: true }).fill('provedor-demo-123');
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/provider'));
  expect(
    await walk(
      page,
      PROVIDER_PAGES.map((path) => [path, urlFor('demo', path)]),
    ),
  ).toEqual([]);
});
