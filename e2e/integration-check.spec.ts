import { erp, expect, hostUrl, signInAsAdmin, test } from './support/fixtures';

/**
 * 'Testar integrações' on a provider's page: the admin runs the check, sees a green line per working system and a red
 * one naming the ERP table its token may not read, and finds the result again after a reload.
 */
test.beforeEach(() => erp.reset());

test('the admin tests the integrations of a provider whose ERP token may not read radusuarios', async ({ page, allowConsoleErrors }) => {
  // The demo provider has no ACS connection here: the edit page reads it as a 404, which means 'none'.
  allowConsoleErrors(/status of 404/);
  await erp.denyTables('demo', ['radusuarios']);
  await signInAsAdmin(page);
  await page.goto(hostUrl('localhost', '/adm/customer/demo/edit'));
  const panel = page.getByRole('region', { name: 'Integrações' });
  await expect(panel.getByRole('button', { name: 'Testar integrações' })).toBeEnabled();
  await expect(panel).toContainText('Nenhuma verificação feita ainda.');

  await panel.getByRole('button', { name: 'Testar integrações' }).click();
  const lines = panel.getByRole('list', { name: 'Integrações' });
  const line = (title: string) => lines.getByRole('listitem').filter({ hasText: title });
  await expect(line('IXC: token de acesso')).toContainText('OK');
  await expect(line('IXC: token de acesso')).toContainText('O IXC aceitou o token.');
  await expect(line('IXC: logins PPPoE')).toContainText('Falha');
  await expect(line('IXC: logins PPPoE')).toContainText(
    'O token não tem permissão para ler radusuarios: libere a tabela para o usuário do webservice no IXC.',
  );
  // The table is named as code: what the provider looks for in IXC's permissions.
  await expect(line('IXC: logins PPPoE').locator('code')).toHaveText('radusuarios');
  await expect(line('IXC: faturas')).toContainText('OK');
  await expect(line('Cartão: Cielo')).toContainText('OK');
  await expect(line('E-mail (códigos de recuperação)')).toContainText('Não verificável');
  await expect(panel).toContainText(/1 de \d+ verificações falharam\./);
  // Red is Fluent's status red, not the provider's brand colour.
  await expect(line('IXC: logins PPPoE').getByText('Falha', { exact: true })).toHaveCSS('color', 'rgb(188, 47, 50)');

  await page.reload();
  await expect(panel).toContainText(`por ${process.env.E2E_ADMIN_EMAIL}.`);
  await expect(line('IXC: logins PPPoE')).toContainText('Falha');
});
