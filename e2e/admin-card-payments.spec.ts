import pg from 'pg';
import { expect, hostUrl, signInAsAdmin, test } from './support/fixtures';
import { useOwnStack } from './support/own-stack';

/**
 * The admin settles a card payment the reconciliation flagged. Nothing the browser can do makes a `needs_review` row
 * (only the reconciliation job does), so this file runs a stack of its own and writes the rows into its database once
 * its server has migrated it and provisioned the demo providers.
 */
const REASON = 'A fatura foi paga por outro meio depois da cobrança no cartão: estorne o valor na Cielo.';
const PAYMENT_ID = 'b1c2d3e4-0000-4000-8000-000000000001';

const ownStack = useOwnStack({ env: { ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL, ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD } });

test.beforeAll(async () => {
  const db = new pg.Client(ownStack().databaseUrl);
  await db.connect();
  try {
    const insert = `INSERT INTO card_payments (id, tenant_id, customer_id, invoice_id, installments, amount_cents, total_cents, state,
        card_brand, card_last4, gateway_payment_id, gateway_tid, review_reason, created_at, updated_at)
      SELECT gen_random_uuid(), id, $2, $3, 2, 10000, 10353, 'needs_review', 'visa', '0001', $4, '1123581321', $5, now(), now()
      FROM tenants WHERE client_id = $1`;
    await db.query(insert, ['demo', '1001', '5001', PAYMENT_ID, REASON]);
    // Another provider's flagged payment, which the demo page must not show.
    await db.query(insert, ['acme', '2002', '7007', 'f0000000-0000-4000-8000-000000000007', REASON]);
  } finally {
    await db.end();
  }
});

test('the admin reviews a flagged card payment: refunded at Cielo, it leaves the list and the history says who', async ({ page }) => {
  // The demo provider has no ACS connection: the edit page reads none, with no 404 in the console.
  await signInAsAdmin(page);
  await page.goto(hostUrl('localhost', '/adm/customer/demo/edit'));
  // The reviews have a tab of their own; the provider's page says at the top that one waits, and leads there.
  await expect(page.getByRole('region', { name: 'Pagamentos com cartão a revisar' })).toHaveCount(0);
  await expect(page.getByText('1 pagamento com cartão aguarda revisão.')).toBeVisible();
  await page.getByRole('button', { name: 'Revisar pagamentos' }).click();
  await expect(page.getByRole('tab', { name: 'Pagamentos a revisar' })).toHaveAttribute('aria-selected', 'true');
  const section = page.getByRole('region', { name: 'Pagamentos com cartão a revisar' });
  const row = section.getByRole('row').filter({ hasText: '5001' });
  await expect(row).toContainText(REASON);
  await expect(row).toContainText('Visa •••• 0001');
  await expect(row).toContainText('2x');
  await expect(row).toContainText('R$ 103,53');
  await expect(row).toContainText(PAYMENT_ID);
  await expect(section.getByRole('row').filter({ hasText: '7007' })).toHaveCount(0);

  await row.getByRole('button', { name: 'Revisar o pagamento da fatura 5001' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revisar pagamento da fatura 5001' });
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog.getByText('Escolha o resultado da revisão')).toBeVisible();
  await expect(dialog.getByText('Por favor, descreva o que foi feito')).toBeVisible();

  await dialog.getByRole('radio', { name: 'Valor estornado ao assinante' }).check();
  await dialog.getByRole('textbox', { name: /Observação/ }).fill('Estornado no painel da Cielo em 23/11');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();

  await expect(page.getByRole('listitem', { name: 'Pagamento marcado como estornado: a fatura pode ser paga novamente' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(section.getByText('Nenhum pagamento com cartão precisa de revisão.')).toBeVisible();
  const history = page.getByRole('table', { name: 'Últimas alterações' });
  await expect(history.getByRole('row').filter({ hasText: 'Revisão de pagamento com cartão' })).toContainText(process.env.E2E_ADMIN_EMAIL!);

  // The attempt is kept, voided, with the review: what a later look at every attempt shows.
  const all = await page.request.get(hostUrl('localhost', '/api/payment/customer/demo/card-payments?state=all'));
  expect((await all.json()).card_payments).toEqual([
    expect.objectContaining({
      invoice_id: '5001',
      state: 'voided',
      reviewed_by: process.env.E2E_ADMIN_EMAIL,
      review_note: 'Estornado no painel da Cielo em 23/11',
    }),
  ]);
});
