import { MESSAGES } from '@central/domain';
import { erp, expect, offerTrustUnlockEverywhere, signIn, signInToPanel, test, urlFor } from './support/fixtures';

test.beforeEach(() => erp.reset());

test('an ERP that is down gives the generic message at once, and the page keeps working', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 50\d/);
  await erp.setFaults({ down: true });
  const started = Date.now();
  await signIn(page, 'demo', '52998224725', 'demo123');
  await expect(page.getByText(MESSAGES.serverFailure)).toBeVisible();
  expect(Date.now() - started).toBeLessThan(6_000);

  await erp.reset();
  // The person tries again once the ERP is back. The ERP's breaker, opened by the failures, refuses calls for its
  // cool-down (500 ms here) before it lets a probe through, so a try inside it gets the same message.
  await expect(async () => {
    await page.getByRole('button', { name: 'Entrar' }).click({ timeout: 1_000 });
    await expect(page).toHaveURL(urlFor('demo', '/panel'), { timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
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

test('a trust unlock the ERP does not confirm in time says so in the contract card, to check before trying again', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 504/);
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  // The answer, not the list, is what this is about: a list offering the unlock on 2003, whose answer comes too late.
  await offerTrustUnlockEverywhere(page);
  await page.goto(urlFor('demo', '/panel/financial/contracts'));
  const card = page.getByRole('article', { name: 'Contrato 2003' });
  await erp.setFaults({ writeAnswerDelayMs: 4_000 });
  await card.getByRole('button', { name: 'Desbloqueio de Confiança' }).click();
  await page.getByRole('dialog', { name: 'Desbloqueio de Confiança' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(card.getByText(MESSAGES.trustUnlockUnconfirmed)).toBeVisible({ timeout: 6_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
