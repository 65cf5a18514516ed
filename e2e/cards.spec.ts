import type { Page } from '@playwright/test';
import { cieloTestCard } from '@central/sandbox';
import { expect, signInToPanel, test, urlFor } from './support/fixtures';

/**
 * Meus Cartões against the Cielo simulator of the e2e stack, whose sandbox rules authorize a number
 * ending in 1 (or 4) and decline one ending in 2 at Zero Auth. Saved cards persist on the shared server and each
 * subscriber may try 5 new cards an hour, so every journey removes the card it added and the gateway sees at
 * most two attempts per subscriber here.
 */

const MARIA = ['demo', '52998224725', 'demo123'] as const;
const PADARIA = ['demo', '11222333000181', 'demo456'] as const;
const CARDS_API = '/api/payment/card';

/** A toast, named by its title. */
const toast = (page: Page, text: string) => page.getByRole('listitem', { name: text });

/**
 * A call from the page, as the web app makes it (the browser resolves *.localhost and sends the session cookie;
 * Node's request context cannot resolve the provider's host).
 */
function callApi(page: Page, method: 'GET' | 'POST' | 'DELETE', path: string, body?: object): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = body ? { 'content-type': 'application/json' } : {};
      const response = await fetch(path, { method, headers, body: body ? JSON.stringify(body) : undefined, credentials: 'include' });
      return { status: response.status, json: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
}

type ListedCard = { uuid: string; CardNumber: string };

/** Removes the signed-in subscriber's saved cards ending in these digits. */
async function removeCards(page: Page, last4: string) {
  const { cards } = (await callApi(page, 'GET', CARDS_API)).json as { cards: ListedCard[] };
  for (const card of cards.filter((listed) => listed.CardNumber.endsWith(last4))) {
    expect((await callApi(page, 'DELETE', `${CARDS_API}/${card.uuid}`)).status).toBe(200);
  }
}

async function fillCard(page: Page, card: { holder: string; number: string; expiry: string; cvv: string }) {
  await page.getByLabel('Nome Impresso no Cartão').fill(card.holder);
  await page.getByLabel('Número do Cartão').pressSequentially(card.number);
  await page.getByLabel('Data de Expiração').pressSequentially(card.expiry);
  await page.getByLabel('CVV').pressSequentially(card.cvv);
}

test('a Visa card added from Meus Cartões is listed masked, with its expiry', async ({ page }) => {
  await signInToPanel(page, ...MARIA);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Meus Cartões' }).click();
  await expect(page.getByRole('heading', { name: 'Meus Cartões', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Central - Meus Cartões');
  await page.getByRole('link', { name: 'Adicionar cartão' }).click();

  await expect(page).toHaveURL(urlFor('demo', '/panel/financial/credit-card/new'));
  await expect(page.getByRole('heading', { name: 'Novo Cartão de Crédito', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Nome Impresso no Cartão')).toHaveAttribute('autocomplete', 'cc-name');
  await expect(page.getByLabel('Número do Cartão')).toHaveAttribute('autocomplete', 'cc-number');
  await expect(page.getByLabel('Número do Cartão')).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByLabel('Data de Expiração')).toHaveAttribute('autocomplete', 'cc-exp');
  await expect(page.getByLabel('CVV')).toHaveAttribute('autocomplete', 'cc-csc');
  await expect(page.getByLabel('CVV')).toHaveAttribute('type', 'password');

  await fillCard(page, { holder: 'MARIA A SILVA', number: '4111111111111111', expiry: '1230', cvv: '123' });
  await expect(page.getByLabel('Número do Cartão')).toHaveValue('4111 1111 1111 1111');
  await expect(page.getByLabel('Data de Expiração')).toHaveValue('12/30');
  await expect(page.getByText('Bandeira: Visa')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar Cartão' }).click();

  await expect(page).toHaveURL(urlFor('demo', '/panel/financial/credit-card'));
  await expect(toast(page, 'Cartão adicionado com sucesso!')).toBeVisible();
  const card = page.getByRole('list', { name: 'Meus Cartões' }).getByRole('article', { name: 'Visa final 1111' });
  await expect(card.getByText('**** **** **** 1111')).toBeVisible();
  await expect(card.getByText('Validade 12/2030')).toBeVisible();
  await expect(card.getByText('Visa', { exact: true })).toBeVisible();
  await expect(page.getByText('4111 1111 1111 1111')).toHaveCount(0);

  await removeCards(page, '1111');
});

test('a card the issuer declines shows Cartão de crédito inválido and is not added', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 400/);
  await signInToPanel(page, ...PADARIA);
  await page.goto(urlFor('demo', '/panel/financial/credit-card/new'));

  await fillCard(page, { holder: 'JOSE DA PADARIA', number: cieloTestCard(2), expiry: '0631', cvv: '321' });
  await page.getByRole('button', { name: 'Adicionar Cartão' }).click();

  await expect(page.getByText('Cartão de crédito inválido')).toBeVisible();
  await expect(page).toHaveURL(urlFor('demo', '/panel/financial/credit-card/new'));
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/panel/financial/credit-card'));
  await expect(page.getByText('Nenhum cartão cadastrado.')).toBeVisible();
});

test('a wrong card number shows Número do cartão inválido without asking the server', async ({ page }) => {
  await signInToPanel(page, ...MARIA);
  await page.goto(urlFor('demo', '/panel/financial/credit-card/new'));
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/payment/card')) posts.push(request.url());
  });

  await fillCard(page, { holder: 'MARIA A SILVA', number: '4111111111111112', expiry: '1230', cvv: '123' });
  await page.getByRole('button', { name: 'Adicionar Cartão' }).click();

  await expect(page.getByText('Número do cartão inválido')).toBeVisible();
  await expect(page.getByLabel('Número do Cartão')).toBeFocused();
  await expect(page).toHaveURL(urlFor('demo', '/panel/financial/credit-card/new'));
  expect(posts).toEqual([]);
});

test('a card is deleted once the dialog is confirmed', async ({ page }) => {
  await signInToPanel(page, ...MARIA);
  const added = await callApi(page, 'POST', CARDS_API, {
    CardNumber: '5555555555554444',
    Holder: 'MARIA A SILVA',
    ExpirationDate: '05/2031',
    SecurityCode: '456',
  });
  expect(added.status).toBe(201);

  await page.goto(urlFor('demo', '/panel/financial/credit-card'));
  const card = page.getByRole('article', { name: 'Mastercard final 4444' });
  await expect(card.getByText('**** **** **** 4444')).toBeVisible();

  await card.getByRole('button', { name: 'Excluir Mastercard final 4444' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir cartão' });
  await expect(dialog).toContainText('Deseja excluir o cartão Mastercard final 4444 (**** **** **** 4444)?');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Excluir Mastercard final 4444' }).click();
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Cartão removido com sucesso!')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Meus Cartões', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Mastercard final 4444' })).toHaveCount(0);
});

test("a provider that takes no cards: Meus Cartões' address goes home without asking for any card", async ({ page }) => {
  const cardReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/payment/')) cardReads.push(request.url());
  });
  await signInToPanel(page, 'acme', '52998224725', 'alt12345');
  await page.goto(urlFor('acme', '/panel/financial/credit-card'));
  await expect(page).toHaveURL(urlFor('acme', '/panel'));
  await page.goto(urlFor('acme', '/panel/financial/invoice/5001/payment/card'));
  await expect(page).toHaveURL(urlFor('acme', '/panel'));
  expect(cardReads).toEqual([]);
});
