import { MESSAGES } from '@central/domain';
import { erp, expect, signIn, test, urlFor } from './support/fixtures';

test.beforeEach(() => erp.reset());
test.afterAll(() => erp.reset());

test('an ERP that is down gives the generic message at once, and the page keeps working', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 50\d/);
  await erp.setFaults({ down: true });
  const started = Date.now();
  await signIn(page, 'demo', '52998224725', 'demo123');
  await expect(page.getByText(MESSAGES.serverFailure)).toBeVisible();
  expect(Date.now() - started).toBeLessThan(6_000);

  await erp.reset();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/panel'));
});

test('an ERP slower than the timeout gives the generic message instead of a spinner forever', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 50\d/);
  await erp.setFaults({ latencyMs: 10_000 });
  const started = Date.now();
  await signIn(page, 'demo', '52998224725', 'demo123');
  await expect(page.getByText(MESSAGES.serverFailure)).toBeVisible({ timeout: 8_000 });
  expect(Date.now() - started).toBeLessThan(8_000);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
});
