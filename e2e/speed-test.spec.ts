import type { Page } from '@playwright/test';
import { expect, signInToPanel, test, urlFor } from './support/fixtures';

/** Maria (sandbox 'demo'); 'velox' reuses the demo ERP with the speed test flag (e2e/support/global-setup.ts). */
const MARIA = { cpf: '529.982.247-25', password: 'demo123' };
const UNAVAILABLE = 'Não foi possível carregar o teste de velocidade, por favor entre em contato com o suporte.';
const speedTestUrl = () => process.env.E2E_SPEEDTEST_URL!;

/** The speed test server's test controls (the simulator kit's `/__sandbox/...`). */
async function speedTestControl(path: string, body?: object) {
  const response = await fetch(new URL(path, speedTestUrl()), {
    method: 'POST',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status).toBe(204);
}

test.afterEach(() => speedTestControl('/__sandbox/reset'));

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

test('with the speed_test flag, Velocidade opens the speed test in a sandboxed frame', async ({ page }) => {
  await signInToPanel(page, 'velox', MARIA.cpf, MARIA.password);
  await mainMenu(page).getByRole('link', { name: 'Velocidade', exact: true }).click();
  await expect(page).toHaveURL(urlFor('velox', '/panel/speed-test'));
  await expect(page.getByRole('heading', { name: 'Teste de velocidade', level: 1 })).toBeVisible();

  const frame = page.locator('iframe[title="Teste de velocidade do seu provedor"]');
  await expect(frame).toHaveAttribute('src', speedTestUrl());
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
  await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
  const speedTest = page.frameLocator('iframe[title="Teste de velocidade do seu provedor"]');
  await expect(speedTest.getByText('127.0.0.1')).toBeVisible();
  // The title shows once: the page's heading, not again inside the frame.
  await expect(page.getByText('Teste de velocidade', { exact: true })).toHaveCount(1);
  await expect(speedTest.getByText('Teste de velocidade', { exact: true })).toHaveCount(0);

  // The page measures against its own origin inside the sandbox (one second per direction here).
  await speedTest.getByRole('button', { name: 'Iniciar' }).click();
  await expect(speedTest.locator('#status')).toHaveText('Teste concluído.', { timeout: 15_000 });
  await expect(speedTest.locator('#download')).toHaveText(/^\d/);
  await expect(speedTest.locator('#upload')).toHaveText(/^\d/);
  await expect(speedTest.locator('#ping')).toHaveText(/^\d/);
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
});

test('without the flag there is no Velocidade, and its address shows the warning', async ({ page }) => {
  await signInToPanel(page, 'demo', MARIA.cpf, MARIA.password);
  await expect(mainMenu(page).getByRole('link', { name: 'Notas Fiscais' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Velocidade' })).toHaveCount(0);
  await page.goto(urlFor('demo', '/panel/speed-test'));
  await expect(page.getByText(UNAVAILABLE, { exact: true })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('a speed test that never loads gives way to the warning after the 15-second timeout', async ({ page }) => {
  await speedTestControl('/__sandbox/faults', { route: 'page', fault: { hang: true } });
  // The page's clock, moved by hand: the journey proves the 15 seconds without waiting them.
  await page.clock.install();
  await signInToPanel(page, 'velox', MARIA.cpf, MARIA.password);
  await mainMenu(page).getByRole('link', { name: 'Velocidade', exact: true }).click();
  // The frame's own timer starts when the frame is drawn; the page's spinner while its code loads is a progressbar too.
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect(page.getByRole('progressbar')).toBeVisible();
  await page.clock.fastForward(14_000);
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText(UNAVAILABLE, { exact: true })).toHaveCount(0);
  await page.clock.fastForward(1_500);
  await expect(page.getByText(UNAVAILABLE, { exact: true })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});
