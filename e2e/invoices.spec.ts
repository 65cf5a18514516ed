import { MESSAGES } from '@central/domain';
import { downloadOf, erp, expect, signIn, test, urlFor } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await erp.reset();
  await signIn(page, 'demo', '52998224725', 'demo123');
  await expect(page.getByRole('heading', { name: 'Olá, Maria' })).toBeVisible();
});

test('the home page lists the next three open bills, linking to their details', async ({ page }) => {
  const next = page.getByRole('list', { name: 'Próximas faturas' });
  await expect(next.getByRole('link')).toHaveCount(3);
  await expect(next.getByRole('link').first()).toContainText('Vencida');
  await next.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Detalhes da fatura' })).toBeVisible();
});

test('Faturas Abertas shows each open bill with contract, value in reais, due date and status', async ({ page }) => {
  await page.goto(urlFor('demo', '/panel/financial/invoices/to-pay'));
  const list = page.getByRole('list', { name: 'Faturas Abertas' });
  await expect(list.getByRole('link')).toHaveCount(8);
  await expect(list.getByRole('link').nth(0)).toContainText(/Contrato 2003.*Vencida.*R\$ 59,90/);
  // The partial bill (79,90 with 30,00 received) keeps its Parcial chip and shows what is still due.
  await expect(list.getByRole('link').nth(2)).toContainText(/Contrato 2002.*Parcial.*R\$ 49,90/);
  await expect(list.getByRole('link').nth(2)).not.toContainText('79,90');
  await expect(list.getByRole('link').filter({ hasText: 'A vencer' })).toHaveCount(5);
  await expect(page).toHaveTitle('Central - Faturas Abertas');
});

test('Faturas Pagas shows the latest 12, and a paid bill is read-only with Voltar to the paid list', async ({ page }) => {
  await page.goto(urlFor('demo', '/panel/financial/invoices/received'));
  const list = page.getByRole('list', { name: 'Faturas Pagas' });
  await expect(list.getByRole('link')).toHaveCount(12);
  await expect(list.getByRole('link').filter({ hasText: 'Paga' })).toHaveCount(12);
  await list.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Detalhes da fatura' })).toBeVisible();
  await expect(page.getByText('Data de pagamento')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pague com PIX' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Pagar via' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/panel/financial/invoices/received'));
});

test('an open bill shows its PIX QR code 200x200 and copies the code', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(urlFor('demo', '/panel/financial/invoice/5004'));
  const qr = page.getByRole('img', { name: 'QR Code PIX' });
  await expect(qr).toBeVisible();
  expect(await qr.boundingBox()).toMatchObject({ width: 200, height: 200 });
  const code = await page.getByRole('textbox', { name: 'PIX Copia e Cola' }).inputValue();
  expect(code).toMatch(/^000201.*6304[0-9A-F]{4}$/);
  await page.getByRole('button', { name: 'Copiar código PIX' }).click();
  await expect(page.getByRole('listitem', { name: 'Código PIX copiado!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect(page.getByText('Contrato 2002').first()).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/panel/financial/invoices/to-pay'));
});

test('the boleto screen shows the digitable line and downloads a real PDF named Boleto-{id} {due date}', async ({ page }) => {
  await page.goto(urlFor('demo', '/panel/financial/invoice/5004'));
  await page.getByRole('link', { name: 'Boleto' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/panel/financial/invoice/5004/payment/boleto'));
  await expect(page.getByRole('textbox', { name: 'Linha digitável' })).toHaveValue(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  const file = await downloadOf(page, () => page.getByRole('button', { name: 'Baixar Boleto' }).click());
  expect(file.name).toMatch(/^Boleto-5004 \d{2}-\d{2}-\d{4}\.pdf$/);
  expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test('the PIX screen shows the QR code and the copy-paste code', async ({ page }) => {
  await page.goto(urlFor('demo', '/panel/financial/invoice/5003/payment/pix'));
  await expect(page.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'PIX Copia e Cola' })).toHaveValue(/^000201/);
});

test('a bill without a digitable line offers the contact button instead of the boleto', async ({ page }) => {
  await page.goto(urlFor('demo', '/panel/financial/invoice/5011'));
  await expect(page.getByRole('heading', { name: 'Pagar via' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Boleto' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Entrar em contato para regularização' })).toHaveAttribute('href', 'tel:6133330000');
});

test("another subscriber's bill, and an address that names no bill, are not found", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  await page.goto(urlFor('demo', '/panel/financial/invoice/5101'));
  await expect(page.getByText(MESSAGES.invoiceNotFound)).toBeVisible();
  await page.goto(urlFor('demo', '/panel/financial/invoice/abc'));
  await expect(page.getByText(MESSAGES.invoiceNotFound)).toBeVisible();
  await expect(page.getByText(MESSAGES.invalidRequest)).toHaveCount(0);
});

test('a partial bill shows its original value, the amount received and the amount still due, which PIX charges', async ({ page }) => {
  const amount = (term: string) =>
    page
      .getByRole('region', { name: 'Detalhes da fatura' })
      .locator('div', { has: page.getByRole('term').filter({ hasText: term }) })
      .getByRole('definition');
  await expect(page.getByRole('list', { name: 'Próximas faturas' }).getByRole('link').filter({ hasText: 'Parcial' })).toContainText(
    'R$ 49,90',
  );
  await page.goto(urlFor('demo', '/panel/financial/invoice/5007'));
  await expect(amount('Valor original')).toHaveText('R$ 79,90');
  await expect(amount('Valor recebido')).toHaveText('R$ 30,00');
  await expect(amount('Valor a pagar')).toHaveText('R$ 49,90');
  await page.getByRole('link', { name: 'PIX', exact: true }).click();
  await expect(page.getByRole('region', { name: 'PIX' })).toContainText('Valor a pagar: R$ 49,90');
  await expect(page.getByRole('region', { name: 'PIX' })).toContainText('Valor original: R$ 79,90');
});

test('a bill without a digitable line offers no boleto download', async ({ page }) => {
  await page.goto(urlFor('demo', '/panel/financial/invoice/5011/payment/boleto'));
  await expect(page.getByText('Indisponível')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Baixar Boleto' })).toHaveCount(0);
});

test('the PIX page of a paid bill says it is paid, with the payment date', async ({ page }) => {
  await page.goto(urlFor('demo', '/panel/financial/invoices/received'));
  const paid = page.getByRole('list', { name: 'Faturas Pagas' }).getByRole('link').first();
  const paidOn = (await paid.textContent())!.match(/Pago em: (\d{2}\/\d{2}\/\d{4})/)![1];
  await page.goto(`${await paid.evaluate((link: HTMLAnchorElement) => link.href)}/payment/pix`);
  await expect(page.getByRole('status').filter({ hasText: 'Esta fatura já está paga.' })).toHaveText(
    `Esta fatura já está paga. Pagamento em ${paidOn}.`,
  );
  await expect(page.getByRole('img', { name: 'QR Code PIX' })).toHaveCount(0);
  await expect(page.getByText(MESSAGES.pixFailure)).toHaveCount(0);
});
