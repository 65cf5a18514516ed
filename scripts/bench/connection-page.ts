import { chromium } from 'playwright-core';
import { createGenieAcsSimulator, GENIEACS_SANDBOX_BASIC_AUTH } from '@central/sandbox';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium';
import { startStack } from '../lib/stack';

/**
 * 'Minha conexão' (docs/product/connection.md) against a 1.4 s ERP and a GenieACS: the ERP and ACS calls one page view
 * costs, cold (nothing cached for the account but what sign-in read) and reloaded within the answer's life, and the
 * time from opening the page in Chromium to its first verdict on screen.
 */
export async function measureConnectionPage(erpLatencyMs: number) {
  const acs = createGenieAcsSimulator({ basicAuth: GENIEACS_SANDBOX_BASIC_AUTH });
  await acs.listen();
  const stack = await startStack({
    sandboxLatencyMs: erpLatencyMs,
    tenants: (records) =>
      records.map((record) =>
        record.client_id === 'demo'
          ? {
              ...record,
              acs_kind: 'genieacs',
              ixc_acs_url: acs.origin,
              ixc_acs_issuer: GENIEACS_SANDBOX_BASIC_AUTH.user,
              ixc_acs_private_key: GENIEACS_SANDBOX_BASIC_AUTH.password,
            }
          : record,
      ),
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const base = `http://demo.localhost:${stack.port}`;
    // Signed in to a page that is not the home, whose last card reads the connection once the browser is idle.
    await page.goto(`${base}/sign-in?next=/panel/security`);
    await page.getByRole('textbox', { name: 'CPF/CNPJ' }).fill('529.982.247-25');
    await page.getByLabel('Senha', { exact: true }).fill('demo123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${base}/panel/security`);
    await page.waitForLoadState('networkidle');
    await new Promise((resolve) => setTimeout(resolve, 3 * erpLatencyMs));

    const count = () => ({ erp: stack.sandbox.sandbox.stats().total, acs: acs.requests().length });
    const before = count();
    const started = performance.now();
    await page.goto(`${base}/panel/connection`);
    await page.getByRole('status').filter({ hasText: /\S/ }).first().waitFor();
    const firstVerdictMs = performance.now() - started;
    await page.waitForLoadState('networkidle');
    const cold = count();
    await page.reload();
    await page.getByRole('status').filter({ hasText: /\S/ }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const reloaded = count();
    return {
      firstVerdictMs,
      cold: { erp: cold.erp - before.erp, acs: cold.acs - before.acs },
      reload: { erp: reloaded.erp - cold.erp, acs: reloaded.acs - cold.acs },
    };
  } finally {
    await browser.close();
    await stack.stop();
    await acs.close();
  }
}
