import type { Page } from '@playwright/test';
import { MESSAGES } from '@central/domain';
import { erp, expect, signInToPanel, test, urlFor } from './support/fixtures';

test.beforeEach(() => erp.reset());

/** The Idempotency-Key of each message the page sends, in order. */
function sentMessageKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/central/customer/create/support/message')) {
      keys.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  return keys;
}

async function openNewMessage(page: Page, text: string) {
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  await page.goto(urlFor('demo', '/panel/customer-service/7004/add-message'));
  await expect(page.getByRole('heading', { name: 'Nova mensagem' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Mensagem' }).fill(text);
  // A slow ERP keeps the first request under way while the second arrives.
  await erp.setFaults({ latencyMs: 600 });
}

async function expectOneMessageSaying(page: Page, text: string) {
  // The form sends once; were a second request to leave, it would carry the same key and be answered alike.
  await expect(page.getByRole('listitem', { name: MESSAGES.supportMessageSent }).first()).toBeVisible();
  await erp.setFaults({ latencyMs: 0 });
  await page.goto(urlFor('demo', '/panel/customer-service/7004'));
  const conversation = page.getByRole('region', { name: 'Conversa' });
  await expect(conversation.getByRole('listitem').filter({ hasText: 'Você' }).first()).toBeVisible();
  await expect(conversation.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
}

test("a double click on 'Enviar' sends the message once", async ({ page }) => {
  const keys = sentMessageKeys(page);
  const text = 'Caiu de novo, cliquei duas vezes.';
  await openNewMessage(page, text);
  await page.getByRole('button', { name: 'Enviar' }).dblclick();
  await expectOneMessageSaying(page, text);
  expect(keys.length).toBeGreaterThanOrEqual(1);
  expect(new Set(keys).size).toBe(1);
});

test('the same message submitted twice before the page can react is sent once, with one toast', async ({ page }) => {
  const keys = sentMessageKeys(page);
  const text = 'Enviada duas vezes no mesmo instante.';
  await openNewMessage(page, text);
  // Faster than any click: both submissions start before the button can be disabled.
  await page.locator('form').evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect(page.getByRole('listitem', { name: MESSAGES.supportMessageSent })).toHaveCount(1);
  await expectOneMessageSaying(page, text);
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
});
