import type { Page } from '@playwright/test';
import { createDemoApp, removeDemoApp } from './support/demo-apps';
import { setUpEveryRoute, type EveryRouteSetup } from './support/every-route-setup';
import { expect, hostUrl, signInAsAdmin, test } from './support/fixtures';
import { plainWordProblemsOf } from './support/plain-words';

/**
 * Plain words (support/plain-words.ts) on what only a filled-in admin form shows: the provider form's other tabs and a
 * partner app with its connection. Every page of the route manifest is read the same way by the accessibility walk.
 */
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

async function walk(page: Page, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(hostUrl('localhost', path));
    problems.push(...(await plainWordProblemsOf(page, path)));
  }
  return problems;
}

test("the admin's forms speak plain Portuguese, filled in, on every tab", async ({ page }) => {
  await signInAsAdmin(page);
  const editPage = '/adm/customer/demo/edit';
  const paths = [...['support', 'apps', 'payments'].map((tab) => `${editPage}?tab=${tab}`), `/adm/customer/demo/app/${watchAppId}/edit`];
  expect(await walk(page, paths)).toEqual([]);
});
