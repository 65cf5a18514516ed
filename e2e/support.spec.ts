import { MESSAGES } from '@central/domain';
import { erp, expect, signInToPanel, test, urlFor } from './support/fixtures';

test.beforeEach(() => erp.reset());

test('a subscriber opens a request, sees it in progress, and adds a message', async ({ page }) => {
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('link', { name: 'Solicitar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Solicitar Atendimento' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Assunto' }).selectOption({ label: 'Internet lenta' });
  await page.getByRole('combobox', { name: 'Contrato' }).selectOption('2001');
  const phone = page.getByRole('textbox', { name: 'Telefone para contato' });
  await expect(phone).toHaveValue('(61) 99304-0271');
  await phone.clear();
  await phone.fill('6133045566');
  await expect(phone).toHaveValue('(61) 3304-5566');
  // An emoji or a flag is one character, as the server counts it.
  await page.getByRole('textbox', { name: 'Mensagem' }).fill('Sem sinal 📶🇧🇷');
  await expect(page.getByText('12/1000')).toBeVisible();
  await page.getByRole('textbox', { name: 'Mensagem' }).fill('A internet cai toda noite por volta das 22h.');
  await expect(page.getByText('44/1000')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar' }).click();

  await expect(page).toHaveURL(urlFor('demo', '/panel/customer-service/in-progress'));
  const notice = page.getByRole('group').filter({ hasText: 'Atendimento solicitado com sucesso! Protocolo' });
  await expect(notice).toBeVisible();
  const protocol = (await notice.textContent())!.match(/Protocolo (\d+)/)![1]!;
  const card = page
    .getByRole('list', { name: 'Atendimentos em andamento' })
    .getByRole('link', { name: new RegExp(`Protocolo ${protocol}`) });
  await expect(card).toContainText('Em andamento');
  await expect(card).toContainText('Internet lenta');
  await card.click();

  await expect(page.getByRole('heading', { name: 'Atendimento', exact: true })).toBeVisible();
  await expect(page.getByText('A internet cai toda noite por volta das 22h.')).toBeVisible();
  await page.getByRole('link', { name: 'Nova Mensagem' }).click();
  await expect(page.getByRole('heading', { name: 'Nova mensagem' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Mensagem' }).fill('Hoje caiu de novo às 22h10.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('listitem', { name: MESSAGES.supportMessageSent })).toBeVisible();
  const conversation = page.getByRole('region', { name: 'Conversa' });
  await expect(conversation.getByRole('listitem').filter({ hasText: 'Hoje caiu de novo às 22h10.' })).toContainText('Você');
});

test('a request the ERP does not confirm in time says so on the form; sent again, it is the same request', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 504/);
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  await page.goto(urlFor('demo', '/panel/customer-service/request'));
  await expect(page.getByRole('textbox', { name: 'Telefone para contato' })).toHaveValue('(61) 99304-0271');
  await page.getByRole('combobox', { name: 'Assunto' }).selectOption({ label: 'Sem conexão' });
  await page.getByRole('combobox', { name: 'Contrato' }).selectOption('2001');
  await page.getByRole('textbox', { name: 'Mensagem' }).fill('Sem conexão desde as 8h.');
  // IXC opens the request but answers after the server's 2.5 s deadline.
  await erp.setFaults({ writeAnswerDelayMs: 4_000 });
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText(MESSAGES.supportRequestUnconfirmed)).toBeVisible({ timeout: 6_000 });
  await expect(page).toHaveURL(urlFor('demo', '/panel/customer-service/request'));

  await erp.setFaults({ writeAnswerDelayMs: 0 });
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/panel/customer-service/in-progress'));
  const notice = page.getByRole('group').filter({ hasText: 'Atendimento solicitado com sucesso! Protocolo' });
  const protocol = (await notice.textContent())!.match(/Protocolo (\d+)/)![1]!;
  await expect(
    page.getByRole('list', { name: 'Atendimentos em andamento' }).getByRole('link', { name: new RegExp(`Protocolo ${protocol}`) }),
  ).toHaveCount(1);
});

test('the request form says what is missing or wrong, with the exact texts', async ({ page }) => {
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  await page.goto(urlFor('demo', '/panel/customer-service/request'));
  const phone = page.getByRole('textbox', { name: 'Telefone para contato' });
  await expect(phone).toHaveValue('(61) 99304-0271');
  await phone.clear();
  await phone.fill('2033040271');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText(MESSAGES.supportSubjectRequired)).toBeVisible();
  await expect(page.getByText(MESSAGES.supportMessageRequired)).toBeVisible();
  await expect(page.getByText(MESSAGES.phoneInvalid)).toBeVisible();
  await page.getByRole('textbox', { name: 'Mensagem' }).fill('x'.repeat(1001));
  await expect(page.getByText(MESSAGES.supportMessageTooLong)).toBeVisible();
});

test('the closed list pages with Ver mais until a page brings fewer than 3', async ({ page }) => {
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  await page.goto(urlFor('demo', '/panel/customer-service/closed'));
  const cards = page.getByRole('list', { name: 'Atendimentos fechados' }).getByRole('link');
  await expect(cards).toHaveCount(5);
  await expect(cards.first()).toContainText('Fechado');
  const more = page.getByRole('button', { name: 'Ver mais' });
  await more.click();
  await expect(cards).toHaveCount(10);
  await expect(page).toHaveURL(urlFor('demo', '/panel/customer-service/closed?page=2'));
  await more.click();
  await expect(more).toBeDisabled();
  await expect(cards).toHaveCount(10);
  await cards.first().click();
  await expect(page.getByRole('heading', { name: 'Atendimento', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nova Mensagem' })).toHaveCount(0);
});

test('details show the conversation with attendant names and never an internal note', async ({ page }) => {
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  await page.goto(urlFor('demo', '/panel/customer-service/7004'));
  const conversation = page.getByRole('region', { name: 'Conversa' });
  await expect(conversation.getByRole('listitem').first()).toBeVisible();
  await expect(conversation).toContainText('Marcos Vinícius');
  await expect(page.getByText(/Nota interna/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Nova Mensagem' })).toBeVisible();
});

test("another subscriber's request is not found", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  await page.goto(urlFor('demo', '/panel/customer-service/7015'));
  await expect(page.getByText(MESSAGES.supportNotFound)).toBeVisible();
});

test('a provider that works with service orders opens an OS', async ({ page }) => {
  await signInToPanel(page, 'acme', '52998224725', 'alt12345');
  await page.goto(urlFor('acme', '/panel/customer-service/in-progress'));
  await expect(page.getByRole('list', { name: 'Atendimentos em andamento' }).getByRole('link')).toHaveCount(2);
  await page.goto(urlFor('acme', '/panel/customer-service/request'));
  await page.getByRole('combobox', { name: 'Assunto' }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Mensagem' }).fill('Preciso de uma visita técnica.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('group').filter({ hasText: 'Atendimento solicitado com sucesso!' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Atendimentos em andamento' }).getByRole('link')).toHaveCount(3);
});

test("a failing ERP gives 'Falha ao carregar atendimentos'", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 50\d/);
  // Padaria: nobody has read her requests yet in this run, so the server has none cached.
  await signInToPanel(page, 'demo', '11222333000181', 'demo456');
  await erp.setFaults({ down: true });
  await page.goto(urlFor('demo', '/panel/customer-service/closed'));
  await expect(page.getByText(MESSAGES.supportListFailure)).toBeVisible();
});
