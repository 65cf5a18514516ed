import type { Locator } from '@playwright/test';
import { MESSAGES } from '@central/domain';
import { erp, expect, signInToPanel, test, urlFor } from './support/fixtures';

/**
 * Fields read what people type or paste (docs/product/subscriber.md#saved-cards, #support-requests): a card expiry as
 * MM/AA or MM/AAAA, a phone with +55 or the trunk 0. The ATP Box quota's journey is in atp-box.spec.ts, beside its
 * Nextcloud.
 */

test.beforeEach(() => erp.reset());

const MARIA = ['demo', '52998224725', 'demo123'] as const;

/** Puts `text` on the clipboard and pastes it into the emptied field, as Ctrl+V does. */
async function paste(field: Locator, text: string) {
  const page = field.page();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.clear();
  await field.press('ControlOrMeta+V');
}

/** Types `text` one key at a time into the emptied field. */
async function type(field: Locator, text: string) {
  await field.clear();
  await field.pressSequentially(text);
}

type Examples = ReadonlyArray<readonly [entered: string, shown: string]>;

/** Enters each example into the field, typed and then pasted, and checks what the field shows. */
async function expectShown(field: Locator, examples: { typed: Examples; pasted: Examples }) {
  for (const [enter, list] of [
    [type, examples.typed],
    [paste, examples.pasted],
  ] as const) {
    for (const [entered, shown] of list) {
      await enter(field, entered);
      await expect(field, `${enter.name} ${entered}`).toHaveValue(shown);
    }
  }
}

test('a card expiry typed or pasted as MM/AAAA, MMAA or with dashes is kept, and sent as MM/AAAA', async ({ page, allowConsoleErrors }) => {
  await signInToPanel(page, ...MARIA);
  await page.goto(urlFor('demo', '/panel/financial/credit-card/new'));
  const expiry = page.getByLabel('Data de Expiração');

  await expectShown(expiry, {
    typed: [
      ['12/2030', '12/2030'],
      ['122030', '12/2030'],
      ['1230', '12/30'],
      ['12/30', '12/30'],
    ],
    pasted: [
      ['12/2030', '12/2030'],
      ['12 - 2030', '12/2030'],
      ['12-30', '12/30'],
    ],
  });

  // What the form sends is caught before the gateway: the saving itself is cards.spec.ts's journey.
  allowConsoleErrors(/Failed to load resource/);
  const sent: unknown[] = [];
  await page.route('**/api/payment/card', async (route) => {
    sent.push(route.request().postDataJSON());
    await route.abort();
  });
  await page.getByLabel('Nome Impresso no Cartão').fill('MARIA A SILVA');
  await page.getByLabel('Número do Cartão').pressSequentially('4111111111111111');
  await page.getByLabel('CVV').pressSequentially('123');
  await paste(expiry, '12 / 2030');
  await page.getByRole('button', { name: 'Adicionar Cartão' }).click();
  await expect.poll(() => sent).toEqual([expect.objectContaining({ ExpirationDate: '12/2030', CardNumber: '4111111111111111' })]);
  await expect(page.getByText('Cartão expirado.')).toHaveCount(0);
});

test('a contact phone typed or pasted with +55 or the trunk 0 shows the national number', async ({ page }) => {
  await erp.reset();
  await signInToPanel(page, ...MARIA);
  await page.goto(urlFor('demo', '/panel/customer-service/request'));
  const phone = page.getByRole('textbox', { name: 'Telefone para contato' });
  await expect(phone).toHaveValue('(61) 99304-0271');

  await expectShown(phone, {
    typed: [
      ['+55 (61) 99304-0271', '(61) 99304-0271'],
      ['061 99304-0271', '(61) 99304-0271'],
      ['+55 61 3304-0271', '(61) 3304-0271'],
    ],
    pasted: [
      ['+55 (61) 99304-0271', '(61) 99304-0271'],
      ['061 99304-0271', '(61) 99304-0271'],
      ['(061) 3304-0271', '(61) 3304-0271'],
    ],
  });

  // The pasted number is the one the request is opened with.
  await page.getByRole('combobox', { name: 'Assunto' }).selectOption({ label: 'Internet lenta' });
  await page.getByRole('combobox', { name: 'Contrato' }).selectOption('2001');
  await paste(phone, '+55 (61) 3304-5566');
  await expect(phone).toHaveValue('(61) 3304-5566');
  await page.getByRole('textbox', { name: 'Mensagem' }).fill('A internet cai toda noite.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/panel/customer-service/in-progress'));
  await expect(page.getByText(MESSAGES.phoneInvalid)).toHaveCount(0);
});
