import { addMonths, MESSAGES, todayIn } from '@central/domain';
import { downloadOf, erp, expect, offerTrustUnlockEverywhere, signInToPanel, test, urlFor } from './support/fixtures';

const TODAY = todayIn('America/Sao_Paulo');
const YEAR = Number(TODAY.slice(0, 4));

test.beforeEach(() => erp.reset());

test('Notas Fiscais lists a month and downloads a note as a real PDF named NF-{number} {type} {date}', async ({ page }) => {
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  await page.goto(urlFor('demo', '/panel/financial/nfs'));
  const lastMonth = addMonths(TODAY, -1);
  await page.getByRole('combobox', { name: 'Ano', exact: true }).selectOption(lastMonth.slice(0, 4));
  await page.getByRole('combobox', { name: 'Mês', exact: true }).selectOption(String(Number(lastMonth.slice(5, 7))));
  const notes = page.getByRole('list', { name: 'Notas Fiscais' }).getByRole('button');
  await expect(notes.first()).toBeVisible();
  await expect(notes.filter({ hasText: 'SVA' }).first()).toBeVisible();
  const file = await downloadOf(page, () => notes.first().click());
  expect(file.name).toMatch(/^NF-\d+ (SVA|SCM|NFS-e) \d{2}-\d{2}-\d{4}\.pdf$/);
  expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test('Notas Fiscais offers no future month and says when a month has no notes', async ({ page }) => {
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  await page.goto(urlFor('demo', '/panel/financial/nfs'));
  const year = page.getByRole('combobox', { name: 'Ano', exact: true });
  await expect(year).toBeVisible();
  const years = await year.locator('option').allTextContents();
  expect(years[0]).toBe(String(YEAR));
  expect(years.at(-1)).toBe('2014');
  await page.getByRole('combobox', { name: 'Ano', exact: true }).selectOption('2014');
  await page.getByRole('combobox', { name: 'Mês', exact: true }).selectOption('2');
  await expect(page.getByText('Não há notas fiscais deste mês.')).toBeVisible();
});

// Before the journey that unlocks 2002: the server keeps a subscriber's contract list for a few minutes.
test('Contratos offers the trust unlock only where IXC would accept it, and says why elsewhere', async ({ page }) => {
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  await page.goto(urlFor('demo', '/panel/financial/contracts'));
  const contract = (id: string) => page.getByRole('article', { name: `Contrato ${id}` });
  const button = (id: string) => contract(id).getByRole('button', { name: 'Desbloqueio de Confiança' });
  await expect(button('2002')).toBeVisible();
  await expect(contract('2002')).not.toContainText('indisponível');
  await expect(contract('2001')).toContainText('Desbloqueio de Confiança não é necessário: a internet deste contrato já está ativa.');
  await expect(contract('2003')).toContainText(
    /Desbloqueio de Confiança indisponível: ele foi usado em \d{2}\/\d{2}\/\d{4} e o pagamento não foi realizado até \d{2}\/\d{2}\/\d{4}\./,
  );
  await expect(contract('2004')).toContainText('Desbloqueio de Confiança indisponível: o contrato está inativo.');
  for (const id of ['2001', '2003', '2004']) await expect(button(id)).toHaveCount(0);
});

test("a trust unlock IXC refuses after all shows IXC's message", async ({ page }) => {
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  // The list says 2003 may be unlocked (as a stale list would); IXC itself refuses it with its code 113.
  await offerTrustUnlockEverywhere(page);
  await page.goto(urlFor('demo', '/panel/financial/contracts'));
  await page.getByRole('article', { name: 'Contrato 2003' }).getByRole('button', { name: 'Desbloqueio de Confiança' }).click();
  await page.getByRole('dialog', { name: 'Desbloqueio de Confiança' }).getByRole('button', { name: 'Confirmar' }).click();
  const toast = page.getByRole('listitem', { name: /não está disponível para o contrato 2003/ });
  await expect(toast).toBeVisible();
  // A message this long stays past the 3.5 s of a failure toast, until its reader closes it.
  await page.waitForTimeout(4_000);
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Fechar' }).click();
  await expect(toast).toHaveCount(0);
});

test('Contratos shows each contract with its status and unlocks a blocked one on trust', async ({ page }) => {
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  await page.goto(urlFor('demo', '/panel/financial/contracts'));
  const contract = (id: string) => page.getByRole('article', { name: `Contrato ${id}` });
  await expect(contract('2001')).toContainText('Ativo');
  await expect(contract('2002')).toContainText('Bloqueado');
  await expect(contract('2003')).toContainText('Financeiro Pendente');
  await expect(contract('2004')).toContainText('Contrato desativado');
  await expect(contract('2001').getByRole('button', { name: 'Desbloqueio de Confiança' })).toHaveCount(0);
  await expect(contract('2001')).toContainText('Data de Ativação');

  await contract('2002').getByRole('button', { name: 'Desbloqueio de Confiança' }).click();
  await page.getByRole('dialog', { name: 'Desbloqueio de Confiança' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('listitem', { name: /Desbloqueio de confiança realizado com sucesso!/ })).toBeVisible();
  await expect(contract('2002')).toContainText('Ativo');
  await expect(contract('2002').getByRole('button', { name: 'Desbloqueio de Confiança' })).toHaveCount(0);
});

test('the contract and the annual settlement download as real PDFs', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 409/);
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  await page.goto(urlFor('demo', '/panel/financial/contracts'));
  const contractFile = await downloadOf(page, () =>
    page.getByRole('article', { name: 'Contrato 2001' }).getByRole('button', { name: 'Baixar Contrato' }).click(),
  );
  expect(contractFile.name).toBe('Contrato-2001.pdf');
  expect(contractFile.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByRole('listitem', { name: MESSAGES.contractDownloaded })).toBeVisible();

  const settlement = page.getByRole('region', { name: 'Quitação Anual de Débitos' });
  const download = settlement.getByRole('button', { name: 'Baixar', exact: true });
  await expect(download).toBeDisabled();
  await settlement.getByRole('combobox', { name: 'Contrato', exact: true }).selectOption('2001');
  await expect(download).toBeDisabled();
  await settlement.getByRole('combobox', { name: 'Ano', exact: true }).selectOption(String(YEAR - 1));
  const settlementFile = await downloadOf(page, () => download.click());
  expect(settlementFile.name).toBe(`Quitacao-Anual-${YEAR - 1} Contrato-2001.pdf`);
  expect(settlementFile.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByRole('listitem', { name: MESSAGES.annualSettlementDownloaded })).toBeVisible();

  await settlement.getByRole('combobox', { name: 'Contrato', exact: true }).selectOption('2003');
  await settlement.getByRole('combobox', { name: 'Ano', exact: true }).selectOption(String(YEAR));
  await download.click();
  await expect(page.getByRole('listitem', { name: MESSAGES.annualSettlementOpenInvoices })).toBeVisible();
});

test('the provider cliente offers neither the contract download nor the annual settlement', async ({ page }) => {
  await signInToPanel(page, 'cliente', '52998224725', 'demo123');
  await page.goto(urlFor('cliente', '/panel/financial/contracts'));
  await expect(page.getByRole('article', { name: 'Contrato 2001' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Baixar Contrato' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Quitação Anual de Débitos' })).toHaveCount(0);
});

test('with a single contract, the annual settlement comes with it selected', async ({ page }) => {
  await signInToPanel(page, 'demo', '11222333000181', 'demo456');
  await page.goto(urlFor('demo', '/panel/financial/contracts'));
  const settlement = page.getByRole('region', { name: 'Quitação Anual de Débitos' });
  await expect(settlement.getByRole('combobox', { name: 'Contrato', exact: true })).toHaveValue('2005');
});
