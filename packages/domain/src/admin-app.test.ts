import { describe, expect, it } from 'vitest';
import { isMethodAllowed, parseLookupEntry, parseLookupList, validateCustomerApp } from './admin-app';
import { MESSAGES } from './messages';

const VALID = {
  name: 'Watch Brasil',
  image: 'https://cdn.fibrasul.com.br/apps/watch.png',
  activation_criteria: 'product_in_contract',
  integration_method: 'watchbr',
  product_ids: ['880 - Watch Brasil'],
  integration: { url: 'https://api.watch.test', user: 'fibrasul', secret: 'segredo' },
};

describe('validateCustomerApp', () => {
  it('accepts a complete app', () => {
    expect(validateCustomerApp(VALID)).toEqual({});
    expect(validateCustomerApp({ ...VALID, activation_criteria: 'any', integration_method: 'display_only', product_ids: [] })).toEqual({});
  });

  it("names each missing required field with 'Por favor, informe um/uma {campo}'", () => {
    expect(validateCustomerApp({ name: '  ' })).toEqual({
      name: 'Por favor, informe um nome',
      image: 'Por favor, informe uma imagem',
      activation_criteria: 'Por favor, informe um critério de ativação',
      integration_method: 'Por favor, informe um método de integração',
    });
  });

  it("refuses an image that is not a URL with 'URL da imagem não é válida', and store links with the URL text", () => {
    const problems = validateCustomerApp({
      ...VALID,
      image: 'watch.png',
      app_store_link: 'apps.apple.com watch',
      play_store_link: 'ftp://play',
    });
    expect(problems).toEqual({
      image: 'URL da imagem não é válida',
      app_store_link: 'Por favor, informe uma URL válida',
      play_store_link: 'Por favor, informe uma URL válida',
    });
    expect(validateCustomerApp({ ...VALID, image: `https://cdn.example.com/${'a'.repeat(480)}` })).toEqual({
      image: MESSAGES.appImageInvalid,
    });
  });

  it('keeps the texts within 1000 characters', () => {
    const long = 'a'.repeat(1001);
    expect(validateCustomerApp({ ...VALID, pending_text: long, active_text: 'a'.repeat(1000) })).toEqual({
      pending_text: 'Por favor, informe no máximo 1000 caracteres',
    });
  });

  it('refuses a criterion or a method outside the lists', () => {
    expect(validateCustomerApp({ ...VALID, activation_criteria: 'always', integration_method: 'netflix' })).toEqual({
      activation_criteria: MESSAGES.optionInvalid,
      integration_method: MESSAGES.optionInvalid,
    });
  });

  it.each(['watchbr', 'ole_tv', 'playhub', 'login_sva'])("refuses %s when the criterion is 'any'", (method) => {
    expect(validateCustomerApp({ ...VALID, activation_criteria: 'any', integration_method: method })).toEqual({
      integration_method: 'Opção não permitida para o critério de ativação selecionado',
    });
    expect(isMethodAllowed(method, 'plan_in_contract')).toBe(true);
  });

  it('needs at least one product or plan for the contract criteria', () => {
    expect(validateCustomerApp({ ...VALID, product_ids: [] })).toEqual({ product_ids: MESSAGES.appProductsRequired });
    expect(validateCustomerApp({ ...VALID, activation_criteria: 'plan_in_contract', product_ids: [] })).toEqual({
      plan_ids: MESSAGES.appPlansRequired,
    });
    expect(validateCustomerApp({ ...VALID, activation_criteria: 'plan_in_contract', plan_ids: ['12 - Fibra 500 Mega'] })).toEqual({});
  });

  it('needs the products to add for add_product_in_contract', () => {
    const app = { ...VALID, integration_method: 'add_product_in_contract' };
    expect(validateCustomerApp(app)).toEqual({ integration_method_product_ids: MESSAGES.appProductsRequired });
    expect(validateCustomerApp({ ...app, integration_method_product_ids: ['884 - ATP Box'] })).toEqual({});
  });

  it("refuses ids that are not digits and ids given twice ('Produto já adicionado', 'Plano já adicionado')", () => {
    expect(validateCustomerApp({ ...VALID, product_ids: ['88a - Watch'] })).toEqual({ product_ids: 'O ID deve conter apenas números' });
    expect(validateCustomerApp({ ...VALID, product_ids: ['880 - Watch Brasil', '880 - Watch'] })).toEqual({
      product_ids: 'Produto já adicionado',
    });
    expect(validateCustomerApp({ ...VALID, plan_ids: ['12 - Fibra', ' 12 - Fibra 500'] })).toEqual({ plan_ids: 'Plano já adicionado' });
  });
});

describe("a Watch app's package", () => {
  it("is refused when another Watch app of the provider uses it, blank being Watch's default package", () => {
    const others = { secretStored: false, otherWatchPackages: ['', '12'] };
    expect(validateCustomerApp(VALID, others)).toEqual({ product: MESSAGES.watchPackageTaken });
    expect(validateCustomerApp({ ...VALID, product: ' 12 ' }, others)).toEqual({ product: MESSAGES.watchPackageTaken });
    expect(validateCustomerApp({ ...VALID, product: '13' }, others)).toEqual({});
  });

  it('is free when no other Watch app has it, and is no matter for other methods', () => {
    expect(validateCustomerApp(VALID, { secretStored: false, otherWatchPackages: ['12'] })).toEqual({});
    const displayOnly = { ...VALID, activation_criteria: 'any', integration_method: 'display_only', product_ids: [] };
    expect(validateCustomerApp(displayOnly, { secretStored: false, otherWatchPackages: [''] })).toEqual({});
  });
});

describe('parseLookupEntry', () => {
  it("reads 'id - label' and a bare id", () => {
    expect(parseLookupEntry('880 - Olé TV - Pacote Essencial')).toEqual({ id: '880', label: 'Olé TV - Pacote Essencial' });
    expect(parseLookupEntry(' 12 ')).toEqual({ id: '12', label: '' });
    expect(parseLookupEntry('x1 - Plano')).toBeNull();
    expect(parseLookupEntry('')).toBeNull();
  });

  it('keeps only the valid entries of a list', () => {
    expect(parseLookupList(['1 - A', 'b - B', 2, '3'])).toEqual([
      { id: '1', label: 'A' },
      { id: '3', label: '' },
    ]);
    expect(parseLookupList(undefined)).toEqual([]);
  });
});
