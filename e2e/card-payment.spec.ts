import type { Page } from '@playwright/test';
import { formatBrl, installmentPlans } from '@central/domain';
import { cieloTestCard } from '@central/sandbox';
import { expect, signInToPanel, test, urlFor } from './support/fixtures';
import { useOwnStack } from './support/own-stack';

/**
 * Paying an invoice with a saved card, through the real server, the IXC sandbox and the Cielo
 * simulator. This file runs a stack of its own, as e2e/admin-card-payments.spec.ts does: a paid invoice stays
 * paid in the server's ledger, which no other journey can reset. Both are in this process, so the journeys can
 * read and stage them too.
 *
 * The simulator decides by the card's last digit (1 approved, 2 declined), and the server checks a new card with a
 * Zero Auth under the same rule: a card ending in 2 is refused when saved (e2e/cards.spec.ts). A card declined at
 * payment is one that passed Zero Auth and is refused later, which the simulator stages (`decline`).
 */
const MARIA = ['demo', '52998224725', 'demo123'] as const;
const PADARIA = ['demo', '11222333000181', 'demo456'] as const;
/** The demo provider's card_interest_rate (apps/sandbox demo-tenants.ts). */
const INTEREST_RATE = 2.35;

const ownStack = useOwnStack();
const cielo = () => ownStack().stack.cielo;

const cents = (value: number) => formatBrl(value / 100);

/** An open invoice's page once its PIX has loaded: the 'Pagar via' buttons below it stop moving then. */
async function openInvoice(page: Page, invoiceId: string) {
  await page.goto(urlFor('demo', `/panel/financial/invoice/${invoiceId}`));
  await expect(page.getByRole('textbox', { name: 'PIX Copia e Cola' })).toBeVisible();
}

async function addCardFromInvoice(page: Page, card: { holder: string; number: string; expiry: string; cvv: string }) {
  await page.getByLabel('Nome Impresso no Cartão').fill(card.holder);
  await page.getByLabel('Número do Cartão').pressSequentially(card.number);
  await page.getByLabel('Data de Expiração').pressSequentially(card.expiry);
  await page.getByLabel('CVV').pressSequentially(card.cvv);
  await page.getByRole('button', { name: 'Adicionar Cartão' }).click();
}

test('a card added from the invoice pays it in 3x: back on the invoice, it reads Paga by Cartão de crédito', async ({ page }) => {
  const [once, , threeTimes] = installmentPlans(9990, INTEREST_RATE);
  await signInToPanel(page, ...MARIA);
  await openInvoice(page, '5003');
  await page.getByRole('link', { name: 'Cartão', exact: true }).click();

  await expect(page).toHaveURL(urlFor('demo', '/panel/financial/invoice/5003/payment/card'));
  await expect(page.getByRole('heading', { name: 'Pagar com Cartão', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Central - Pagar com Cartão');
  await expect(page.getByText('Nenhum cartão cadastrado. Adicione um cartão para pagar esta fatura.')).toBeVisible();
  await page.getByRole('link', { name: 'Adicionar cartão' }).click();

  await expect(page).toHaveURL(urlFor('demo', '/panel/financial/invoice/5003/payment/card/new'));
  await expect(page.getByRole('heading', { name: 'Novo Cartão de Crédito', level: 1 })).toBeVisible();
  // Inside an invoice, Voltar leads back to its card payment (docs/product/subscriber.md#paying-by-card).
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/panel/financial/invoice/5003/payment/card'));
  await page.getByRole('link', { name: 'Adicionar cartão' }).click();
  const number = cieloTestCard(1);
  await addCardFromInvoice(page, { holder: 'MARIA A SILVA', number, expiry: '1230', cvv: '123' });

  await expect(page).toHaveURL(urlFor('demo', '/panel/financial/invoice/5003/payment/card'));
  const last4 = number.slice(-4);
  await expect(page.getByRole('radio', { name: new RegExp(`Visa.*\\*{4} ${last4}.*Validade 12/2030`) })).toBeChecked();
  await expect(page.getByRole('radio', { name: `1x de ${cents(once!.installmentCents)}` })).toBeChecked();
  const label = `3x de ${cents(threeTimes!.installmentCents)} (${
    threeTimes!.lastInstallmentCents === threeTimes!.installmentCents ? '' : `última de ${cents(threeTimes!.lastInstallmentCents)}; `
  }total ${cents(threeTimes!.totalCents)})`;
  await page.getByRole('radio', { name: label }).check();
  await expect(page.getByText('Valores com juros de 2,35% ao mês.')).toBeVisible();
  await page.getByRole('button', { name: 'Pagar' }).click();

  const dialog = page.getByRole('alertdialog', { name: 'Confirmar pagamento' });
  await expect(dialog).toContainText(
    `Pagamento em 3x de ${cents(threeTimes!.installmentCents)} no cartão Visa final ${last4}, total de ${cents(threeTimes!.totalCents)}.`,
  );
  await expect(dialog).toContainText('O pagamento com cartão não poderá ser cancelado.');
  await dialog.getByRole('button', { name: 'Confirmar pagamento' }).click();

  await expect(page).toHaveURL(urlFor('demo', '/panel/financial/invoice/5003'));
  await expect(page.getByText('Pagamento realizado com sucesso!')).toBeVisible();
  const details = page.getByRole('region', { name: 'Detalhes da fatura' });
  await expect(details.getByText('Paga', { exact: true })).toBeVisible();
  await expect(details.getByText('Cartão de crédito', { exact: true })).toBeVisible();
  // What the card was charged and how, beside the original value.
  const term = (name: string) => details.locator('div', { has: page.getByRole('term').filter({ hasText: name }) }).getByRole('definition');
  await expect(term('Pago com cartão')).toHaveText(`Visa final ${last4}, em 3x`);
  await expect(term('Total cobrado no cartão')).toHaveText(cents(threeTimes!.totalCents));
  await expect(page.getByRole('heading', { name: 'Pagar via' })).toHaveCount(0);
  // One sale, of the plan shown: the confirm button is not a second charge.
  const sales = cielo().sales();
  expect(sales.map((sale) => [sale.installments, sale.amount])).toEqual([[3, threeTimes!.totalCents]]);

  // The message stays until dismissed.
  await page.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByText('Pagamento realizado com sucesso!')).toHaveCount(0);
});

test('a partly paid invoice shows what is left to pay, on its page and on the card payment', async ({ page }) => {
  await signInToPanel(page, ...MARIA);
  await openInvoice(page, '5007');
  const details = page.getByRole('region', { name: 'Detalhes da fatura' });
  await expect(details.getByRole('definition').filter({ hasText: 'R$ 79,90' })).toBeVisible();
  await expect(details.getByRole('term').filter({ hasText: 'Valor a pagar' })).toBeVisible();
  await expect(details.getByRole('definition').filter({ hasText: 'R$ 49,90' })).toBeVisible();

  await page.getByRole('link', { name: 'Cartão', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Pagar com Cartão' })).toContainText('Valor a pagar: R$ 49,90');
});

test('a card the issuer declines at payment shows the reason, and the invoice stays open', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 402/);
  await signInToPanel(page, ...PADARIA);
  await page.goto(urlFor('demo', '/panel/financial/invoice/5101/payment/card/new'));
  await addCardFromInvoice(page, { holder: 'JOSE DA PADARIA', number: cieloTestCard(1), expiry: '0631', cvv: '321' });
  await expect(page).toHaveURL(urlFor('demo', '/panel/financial/invoice/5101/payment/card'));
  // The card passed Zero Auth; its issuer refuses this sale (sandbox code 05).
  cielo().failNext('createSale', { decline: { returnCode: '05', returnMessage: 'Not Authorized' } });

  await page.getByRole('button', { name: 'Pagar' }).click();
  await page.getByRole('alertdialog', { name: 'Confirmar pagamento' }).getByRole('button', { name: 'Confirmar pagamento' }).click();

  await expect(page.getByRole('alert')).toHaveText(
    'Pagamento não autorizado pelo banco emissor do cartão. Fale com o seu banco ou use outro cartão.',
  );
  await expect(page).toHaveURL(urlFor('demo', '/panel/financial/invoice/5101/payment/card'));
  await expect(page.getByRole('button', { name: 'Pagar' })).toBeEnabled();
  expect(
    cielo()
      .sales()
      .filter((sale) => sale.installments === 1 && sale.returnCode === '05'),
  ).toHaveLength(1);

  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/panel/financial/invoice/5101'));
  const details = page.getByRole('region', { name: 'Detalhes da fatura' });
  await expect(details.getByText('A vencer', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pagar via' })).toBeVisible();
});
