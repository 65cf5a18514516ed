import { describe, expect, it } from 'vitest';
import { CARD_SETTINGS_MESSAGES as M, MESSAGES } from '@central/domain';
import type { AdminCardSettings, AdminCustomer } from '@central/domain/api';
import {
  cardFormFields,
  cardFormFrom,
  cardSettingsProblems,
  cardSettingsStepFor,
  merchantKeyMoved,
  type CardFormValues,
} from './card-settings-step';
import { NEW_CUSTOMER, customerFormFrom } from './customer-form-values';

const STORED: AdminCardSettings = {
  client_id: 'fibra-sul',
  gateway_kind: 'cielo',
  merchant_id: '6f1c3a52-8d0e-4b7a-9c21-5e4d3b2a1f00',
  merchant_key_stored: true,
  api_url: 'https://api.cieloecommerce.cielo.com.br',
  query_url: 'https://apiquery.cieloecommerce.cielo.com.br',
  account_id: '7',
  planning_account_id: '4',
  receipt_type: 'CD',
  branch_id: null,
  interest_rate: 2.35,
  updated_at: '2026-11-01T12:00:00.000Z',
};
const EMPTY = cardFormFrom(null);
const FILLED: CardFormValues = {
  card_merchant_id: STORED.merchant_id,
  card_merchant_key: 'K'.repeat(40),
  card_api_url: '',
  card_query_url: '',
  card_account_id: '7',
  card_planning_account_id: '4',
  card_receipt_type: 'CD',
  card_branch_id: '',
  card_interest_rate: '',
};

describe('the Pagamentos section as stored settings fill it', () => {
  it('shows the stored values, the key empty (write-only) and the rate with a comma', () => {
    expect(cardFormFrom(STORED)).toEqual({
      ...FILLED,
      card_merchant_key: '',
      card_api_url: STORED.api_url,
      card_query_url: STORED.query_url,
      card_interest_rate: '2,35',
    });
    expect(cardFormFrom({ ...STORED, branch_id: '3', interest_rate: 0 })).toMatchObject({ card_branch_id: '3', card_interest_rate: '0' });
  });

  it('starts empty for a new provider or one without settings, the receipt type on C', () => {
    expect(EMPTY).toEqual({ ...Object.fromEntries(Object.keys(FILLED).map((field) => [field, ''])), card_receipt_type: 'C' });
    expect(NEW_CUSTOMER).toMatchObject(EMPTY);
    expect(
      customerFormFrom({ feature_flags: [], subjects: [], custom_domains: [] } as unknown as AdminCustomer, null, STORED),
    ).toMatchObject({ card_account_id: '7', card_interest_rate: '2,35' });
  });
});

describe('cardSettingsStepFor', () => {
  it('saves new settings with the API field names, trimmed', () => {
    expect(cardSettingsStepFor({ ...FILLED, card_account_id: ' 7 ' }, null)).toEqual({
      kind: 'save',
      body: {
        merchant_id: STORED.merchant_id,
        merchant_key: 'K'.repeat(40),
        api_url: '',
        query_url: '',
        account_id: '7',
        planning_account_id: '4',
        receipt_type: 'CD',
        branch_id: '',
        interest_rate: '',
      },
    });
    expect(cardSettingsStepFor(EMPTY, null)).toEqual({ kind: 'none' });
  });

  it('does nothing for untouched settings, saves a change or a new key, and deletes when every field is cleared', () => {
    const loaded = cardFormFrom(STORED);
    expect(cardSettingsStepFor(loaded, STORED)).toEqual({ kind: 'none' });
    expect(cardSettingsStepFor({ ...loaded, card_api_url: '', card_interest_rate: '2.35' }, STORED)).toEqual({ kind: 'none' });
    expect(cardSettingsStepFor({ ...loaded, card_interest_rate: '1,99' }, STORED)).toMatchObject({
      kind: 'save',
      body: { interest_rate: '1,99', merchant_key: '' },
    });
    expect(cardSettingsStepFor({ ...loaded, card_merchant_key: 'N'.repeat(40) }, STORED)).toMatchObject({
      kind: 'save',
      body: { merchant_key: 'N'.repeat(40) },
    });
    expect(cardSettingsStepFor({ ...loaded, card_planning_account_id: '9' }, STORED)).toMatchObject({
      kind: 'save',
      body: { account_id: '7', planning_account_id: '9' },
    });
    expect(cardSettingsStepFor({ ...loaded, card_receipt_type: 'C' }, STORED)).toMatchObject({ kind: 'save', body: { receipt_type: 'C' } });
    expect(cardSettingsStepFor(EMPTY, STORED)).toEqual({ kind: 'delete' });
    // The select keeps a code when the text fields are cleared: still a deletion.
    expect(cardSettingsStepFor({ ...EMPTY, card_receipt_type: 'CD' }, STORED)).toEqual({ kind: 'delete' });
  });
});

describe('the stored merchant key bound to the gateway URLs', () => {
  it('is asked again, under the key, once either URL names another origin', () => {
    const moved = { ...cardFormFrom(STORED), card_query_url: 'https://evil.example' };
    expect(merchantKeyMoved(moved, STORED)).toBe(true);
    expect(cardSettingsProblems(moved, STORED)).toEqual({ card_merchant_key: MESSAGES.merchantKeyRetype });
    expect(cardSettingsProblems({ ...moved, card_merchant_key: 'K'.repeat(40) }, STORED)).toEqual({});
  });

  it('is kept while the URLs keep their origins', () => {
    expect(merchantKeyMoved(cardFormFrom(STORED), STORED)).toBe(false);
    expect(cardSettingsProblems(cardFormFrom(STORED), STORED)).toEqual({});
  });
});

describe('cardSettingsProblems', () => {
  it('checks with the shared rules, naming the form fields; none for an empty section', () => {
    expect(cardSettingsProblems(EMPTY, null)).toEqual({});
    expect(cardSettingsProblems(FILLED, null)).toEqual({});
    expect(cardSettingsProblems({ ...FILLED, card_planning_account_id: '', card_receipt_type: 'Cartão' }, null)).toEqual({
      card_planning_account_id: M.planningAccountIdInvalid,
      card_receipt_type: M.receiptTypeInvalid,
    });
    expect(cardSettingsProblems({ ...FILLED, card_merchant_key: '', card_branch_id: 'x' }, null)).toEqual({
      card_merchant_key: M.merchantKeyRequired,
      card_branch_id: M.branchIdInvalid,
    });
    expect(cardSettingsProblems({ ...cardFormFrom(STORED), card_api_url: 'http://api.example.com' }, STORED)).toEqual({
      card_api_url: M.urlInvalid,
    });
  });

  it("renames the server's fields to the form's", () => {
    expect(cardFormFields({ merchant_id: 'a', interest_rate: 'b', other: 'c' })).toEqual({
      card_merchant_id: 'a',
      card_interest_rate: 'b',
      other: 'c',
    });
  });
});
