import type { Request } from '@playwright/test';
import { erp, expect, homeReadsDone, signInToPanel, test, urlFor } from './support/fixtures';
import { openOnceAnswered } from './support/held-chunks';
import { notePlaceholders, placeholdersShown } from './support/placeholders';

test.beforeEach(() => erp.reset());

test("the home page shows shortcuts, the subscriber's data and every configured contact", async ({ page }) => {
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  await expect(page.getByRole('region', { name: 'Atalhos' }).getByRole('link', { name: /Solicitar Atendimento/ })).toBeVisible();
  const details = page.getByRole('region', { name: 'Meus dados' });
  await expect(details).toContainText('Maria Aparecida da Silva');
  await expect(details).toContainText('***.982.247-**');
  const contact = page.getByRole('region', { name: 'Fale com a gente' });
  await expect(contact.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/5561999990000');
  await expect(contact.getByRole('link', { name: /Telefone/ })).toHaveAttribute('href', 'tel:6133330000');
  await expect(contact.getByRole('link', { name: /E-mail/ })).toHaveAttribute('href', 'mailto:atendimento@provedordemo.example.com');
  await expect(contact.getByRole('link', { name: 'Perguntas frequentes' })).toHaveAttribute(
    'href',
    'https://provedordemo.example.com/ajuda',
  );
});

test('a provider with no contact configured shows no contact block', async ({ page }) => {
  await signInToPanel(page, 'acme', '52998224725', 'alt12345');
  await expect(page.getByRole('region', { name: 'Meus dados' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fale com a gente' })).toHaveCount(0);
});

test('a provider that answers support by chat has one Atendimento item opening WhatsApp', async ({ page }) => {
  await signInToPanel(page, 'zapnet', '52998224725', 'demo123');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  const chat = menu.getByRole('link', { name: 'Atendimento', exact: true });
  await expect(chat).toHaveAttribute('href', 'https://wa.me/5561999990000');
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(menu.getByRole('link', { name: 'Solicitar', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Notas Fiscais' })).toBeVisible();
  await page.goto(urlFor('demo', '/panel'));
});

const HOME_READS = ['/api/central/customer/list/invoices?status=to_pay', '/api/central/customer/apps', '/api/central/customer/list'];
/** The menu's read on every panel page (its Wi-Fi entry). */
const DEVICE_CHECK = '/api/acs/customer/check';
/** Every read the server preloads with the home. */
const HOME_FIRST_READS = [...HOME_READS, DEVICE_CHECK];
/** The home's code: the placeholder journeys hold it until the reads they name have answered. */
const HOME_PAGE = 'src/areas/panel/HomePage.tsx';

const OPENED_DIRECTLY: Array<[page: string, path: string, shown: string, reads: string[]]> = [
  ['the home', '/panel', 'Maria Aparecida da Silva', HOME_FIRST_READS],
  ['a bill list', '/panel/financial/invoices/to-pay', '79,90', ['/api/central/customer/list/invoices?status=to_pay', DEVICE_CHECK]],
  ['an invoice (as from a reminder)', '/panel/financial/invoice/5004', '79,90', ['/api/central/customer/invoice/5004', DEVICE_CHECK]],
  ['another page', '/panel/security', 'Alterar senha', [DEVICE_CHECK]],
];

for (const [name, path, shown, reads] of OPENED_DIRECTLY) {
  test(`opening ${name} asks for no session check (the page brings it) and each of its reads once`, async ({ page }) => {
    await signInToPanel(page, 'demo', '52998224725', 'demo123');
    await expect(page.getByRole('region', { name: 'Meus dados' })).toContainText('Maria Aparecida da Silva');

    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname + search);
    });
    await page.goto(urlFor('demo', path));
    await expect(page.getByRole('main')).toContainText(shown);
    await page.waitForTimeout(300);
    expect(asked).not.toContain('/api/central/auth/valid-token');
    for (const read of reads)
      expect(
        asked.filter((each) => each === read),
        read,
      ).toHaveLength(1);
  });
}

test('a home whose reads answered before its code came is drawn with them: no placeholder shows', async ({ page }) => {
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  await notePlaceholders(page);
  await openOnceAnswered(page, urlFor('demo', '/panel'), HOME_PAGE, HOME_FIRST_READS);
  await expect(page.getByRole('region', { name: 'Meus dados' })).toContainText('Maria Aparecida da Silva');
  await expect(page.getByRole('list', { name: 'Próximas faturas' })).toContainText('Contrato 2002');
  await page.waitForTimeout(300);
  expect(await placeholdersShown(page)).toEqual([]);
});

test("a home whose read is slow draws the others at once, and that one's placeholder until it answers", async ({ page }) => {
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  await notePlaceholders(page);
  await page.route('**/api/central/customer/list', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const fastReads = HOME_FIRST_READS.filter((read) => read !== '/api/central/customer/list');
  await openOnceAnswered(page, urlFor('demo', '/panel'), HOME_PAGE, fastReads);
  await expect(page.getByRole('list', { name: 'Próximas faturas' })).toContainText('Contrato 2002');
  await expect(page.getByRole('region', { name: 'Meus dados' }).getByLabel('Carregando…')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Meus dados' })).toContainText('Maria Aparecida da Silva');
  expect(await placeholdersShown(page)).toEqual(['Meus dados']);
});

test('a browser whose session ended goes to the sign-in before reading anything, and then gets a home with its data', async ({
  page,
  context,
}) => {
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  // The home done with its reads, then the session ends.
  await homeReadsDone(page);
  await context.clearCookies();
  // Only what is asked from here on: a read of the first home can still be answering (seen on a slow CI machine).
  const askedFromHere = new Set<Request>();
  page.on('request', (request) => askedFromHere.add(request));
  const answered: string[] = [];
  page.on('response', (response) => {
    const { pathname, search } = new URL(response.url());
    if (askedFromHere.has(response.request()) && pathname.startsWith('/api/central/'))
      answered.push(`${pathname + search} ${response.status()}`);
  });
  await page.goto(urlFor('demo', '/panel'));
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await page.getByLabel('CPF/CNPJ').fill('52998224725');
  await page.getByLabel('Senha', { exact: true }).fill('demo123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('region', { name: 'Meus dados' })).toContainText('Maria Aparecida da Silva');
  await expect(page.getByRole('heading', { name: 'Próximas faturas' })).toBeVisible();
  // The page said there was no session: nothing was asked under the ended one (no 401), and each read of the home
  // was made once, after signing in again.
  await page.waitForTimeout(500);
  expect(answered.filter((each) => !each.endsWith(' 200'))).toEqual([]);
  for (const read of HOME_READS)
    expect(
      answered.filter((each) => each === `${read} 200`),
      read,
    ).toHaveLength(1);
});
