import { erp, expect, signInToPanel, test, urlFor } from './support/fixtures';

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
  await expect(contact.getByRole('link', { name: 'Perguntas frequentes' })).toHaveAttribute('href', 'https://provedordemo.example.com/ajuda');
});

test('a provider with no contact configured shows no contact block', async ({ page }) => {
  await signInToPanel(page, 'acme', '52998224725', 'alt12345');
  await expect(page.getByRole('region', { name: 'Meus dados' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fale com a gente' })).toHaveCount(0);
});

test('the notification prompt appears after sign-in while permission is undecided, and stays dismissed', async ({ page }) => {
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  const prompt = page.getByRole('group').filter({ hasText: 'Ative as notificações para ser avisado do vencimento das suas faturas.' });
  await expect(prompt.getByRole('link', { name: 'Ativar notificações' })).toHaveAttribute('href', '/panel/notifications');
  await prompt.getByRole('button', { name: 'Dispensar' }).click();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Olá, Maria' })).toBeVisible();
  await expect(page.getByText('Ative as notificações')).toHaveCount(0);
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
