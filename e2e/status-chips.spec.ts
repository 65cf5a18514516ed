import type { Locator, Page } from '@playwright/test';
import { expect, signInToPanel, test, urlFor } from './support/fixtures';

/**
 * A status chip's colours come from its state, never from the provider's brand (docs/product/subscriber.md#status-chips):
 * on Acme, whose colour is red, 'A vencer' must not look like 'Vencida', and it looks the same as on the blue demo.
 */
const colours = (chip: Locator) =>
  chip.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, text: style.color, border: style.borderTopColor };
  });

async function invoiceChips(page: Page, tenant: string, password: string) {
  await signInToPanel(page, tenant, '52998224725', password);
  await page.goto(urlFor(tenant, '/panel/financial/invoices/to-pay'));
  const chip = (text: string) => page.locator('[data-status-tone]', { hasText: new RegExp(`^${text}$`) }).first();
  await expect(chip('A vencer')).toBeVisible();
  await expect(chip('Vencida')).toBeVisible();
  const brand = await chip('A vencer').evaluate((element) => getComputedStyle(element).getPropertyValue('--colorTenantPrimary').trim());
  return { brand, open: await colours(chip('A vencer')), overdue: await colours(chip('Vencida')) };
}

test("on a red provider 'A vencer' and 'Vencida' differ, and neither follows the brand", async ({ page, browser }) => {
  const acme = await invoiceChips(page, 'acme', 'alt12345');
  expect(acme.brand.toLowerCase()).toBe('#b3261e');
  expect(acme.open.background).not.toBe(acme.overdue.background);
  expect(acme.open.text).not.toBe(acme.overdue.text);

  const demoContext = await browser.newContext();
  const demo = await invoiceChips(await demoContext.newPage(), 'demo', 'demo123');
  await demoContext.close();
  expect(demo.brand.toLowerCase()).toBe('#0f6cbd');
  expect({ open: demo.open, overdue: demo.overdue }).toEqual({ open: acme.open, overdue: acme.overdue });
});
