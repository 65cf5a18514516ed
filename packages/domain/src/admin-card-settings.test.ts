import { describe, expect, it } from 'vitest';
import {
  CARD_SETTINGS_MESSAGES as M,
  CIELO_API_URL,
  CIELO_QUERY_URL,
  cardSettingsValues,
  isGatewayUrl,
  parseInterestRate,
  RECEIPT_TYPES,
  validateCardSettings,
} from './admin-card-settings';
import { MESSAGES } from './messages';

const VALID = {
  merchant_id: '6f1c3a52-8d0e-4b7a-9c21-5e4d3b2a1f00',
  merchant_key: 'A'.repeat(40),
  account_id: '12',
  planning_account_id: '3',
};

describe('validateCardSettings', () => {
  it('accepts the least a provider gives, defaulting URLs, receipt type (C), branch and rate', () => {
    expect(validateCardSettings(VALID, { keyStored: false })).toEqual({});
    expect(cardSettingsValues(VALID)).toEqual({
      merchantId: VALID.merchant_id,
      merchantKey: VALID.merchant_key,
      apiUrl: CIELO_API_URL,
      queryUrl: CIELO_QUERY_URL,
      accountId: '12',
      planningAccountId: '3',
      receiptType: 'C',
      branchId: null,
      interestRate: 2.35,
    });
  });

  it('names every bad field with its own text', () => {
    const bad = {
      merchant_id: '6f1c3a52-8d0e-4b7a-9c21',
      merchant_key: 'short',
      api_url: 'http://api.example.com',
      query_url: 'apiquery',
      account_id: '12a',
      planning_account_id: '',
      receipt_type: 'Cartão',
      branch_id: 'matriz',
      interest_rate: '2.355',
    };
    expect(validateCardSettings(bad, { keyStored: true })).toEqual({
      merchant_id: M.merchantIdInvalid,
      merchant_key: M.merchantKeyInvalid,
      api_url: M.urlInvalid,
      query_url: M.urlInvalid,
      account_id: M.accountIdInvalid,
      planning_account_id: M.planningAccountIdInvalid,
      receipt_type: M.receiptTypeInvalid,
      branch_id: M.branchIdInvalid,
      interest_rate: M.interestRateInvalid,
    });
  });

  it("takes exactly the receipt codes of IXC's list, D to B, and keeps the two accounts apart", () => {
    for (const code of RECEIPT_TYPES) {
      expect(validateCardSettings({ ...VALID, receipt_type: code }, { keyStored: false })).toEqual({});
      expect(cardSettingsValues({ ...VALID, receipt_type: ` ${code} ` }).receiptType).toBe(code);
    }
    expect(RECEIPT_TYPES).toEqual(['D', 'H', 'C', 'CD', 'DP', 'T', 'P', 'DC', 'B']);
    for (const wrong of ['c', 'Cartão', 'Cartão de crédito', 'X', 'CC', '1']) {
      expect([wrong, validateCardSettings({ ...VALID, receipt_type: wrong }, { keyStored: false })]).toEqual([
        wrong,
        { receipt_type: M.receiptTypeInvalid },
      ]);
    }
    const { planning_account_id: _planning, ...withoutPlanning } = VALID;
    expect(validateCardSettings(withoutPlanning, { keyStored: false })).toEqual({ planning_account_id: M.planningAccountIdInvalid });
    expect(cardSettingsValues({ ...VALID, account_id: ' 12 ', planning_account_id: ' 3 ' })).toMatchObject({
      accountId: '12',
      planningAccountId: '3',
    });
  });

  it('requires the write-only key only while none is stored', () => {
    const { merchant_key: _key, ...rest } = VALID;
    expect(validateCardSettings(rest, { keyStored: false })).toEqual({ merchant_key: M.merchantKeyRequired });
    expect(validateCardSettings({ ...rest, merchant_key: '  ' }, { keyStored: true })).toEqual({});
    expect(cardSettingsValues({ ...rest, merchant_key: '' }).merchantKey).toBeNull();
    expect(validateCardSettings({ ...VALID, merchant_key: ` ${'A'.repeat(40)} ` }, { keyStored: true })).toEqual({});
    expect(validateCardSettings({ ...VALID, merchant_key: `${'A'.repeat(20)} ${'A'.repeat(19)}` }, { keyStored: true })).toEqual({
      merchant_key: M.merchantKeyInvalid,
    });
  });
});

describe('the merchant key is bound to the gateway URLs', () => {
  const { merchant_key: _key, ...keyless } = VALID;
  const stored = { api_url: CIELO_API_URL, query_url: CIELO_QUERY_URL };

  it('asks for the key again when either URL moves to another origin', () => {
    expect(validateCardSettings({ ...keyless, api_url: 'https://evil.example' }, { keyStored: true, stored })).toEqual({
      merchant_key: MESSAGES.merchantKeyRetype,
    });
    expect(validateCardSettings({ ...keyless, query_url: 'https://evil.example/1/' }, { keyStored: true, stored })).toEqual({
      merchant_key: MESSAGES.merchantKeyRetype,
    });
    expect(validateCardSettings({ ...VALID, api_url: 'https://evil.example' }, { keyStored: true, stored })).toEqual({});
  });

  it("keeps the key for the same origins, blank URLs included (Cielo's hosts)", () => {
    expect(validateCardSettings(keyless, { keyStored: true, stored })).toEqual({});
    expect(validateCardSettings({ ...keyless, api_url: `${CIELO_API_URL}/1/sales` }, { keyStored: true, stored })).toEqual({});
  });
});

describe('isGatewayUrl', () => {
  it('takes https anywhere and http only to hosts off the internet', () => {
    for (const url of [
      CIELO_API_URL,
      'https://apisandbox.cieloecommerce.cielo.com.br/',
      'http://127.0.0.1:41234',
      'http://localhost:8090',
      'http://sandbox:8090',
    ]) {
      expect([url, isGatewayUrl(url)]).toEqual([url, true]);
    }
    for (const url of [
      'http://api.cieloecommerce.cielo.com.br',
      'http://10.0.0.1',
      'ftp://localhost',
      'api.cielo.com.br',
      `https://a.com/${'x'.repeat(500)}`,
    ]) {
      expect([url, isGatewayUrl(url)]).toEqual([url, false]);
    }
  });
});

describe('parseInterestRate', () => {
  it('reads 0 to 100 with up to two decimals, by dot or comma, blank being 2.35', () => {
    expect([0, '0', '2,35', '2.35', 1.5, '100', ' 3 ', '', null].map(parseInterestRate)).toEqual([
      0, 0, 2.35, 2.35, 1.5, 100, 3, 2.35, 2.35,
    ]);
    expect(['100.01', '101', '-1', '2.355', 'dois', '1e2', 2.355].map(parseInterestRate)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
