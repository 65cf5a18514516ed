import { describe, expect, it } from 'vitest';
import { NEW_APP, appBodyFrom, checkAppForm } from './app-form-values';

const VALID = { ...NEW_APP, name: 'Watch', image: 'https://cdn.example.com/watch.png', integration_method: 'display_only' };

describe('appBodyFrom', () => {
  it('sends only the lists that apply to the criterion and the method', () => {
    const body = appBodyFrom({
      ...VALID,
      activation_criteria: 'plan_in_contract',
      product_ids: ['12 - SVA'],
      plan_ids: ['5 - Fibra'],
      integration_method_product_ids: ['9 - Extra'],
      app_store_link: ' ',
    });
    expect(body).toMatchObject({ product_ids: [], plan_ids: ['5 - Fibra'], integration_method_product_ids: [], app_store_link: null });
    expect(appBodyFrom({ ...VALID, integration_method: 'add_product_in_contract', integration_method_product_ids: ['9 - Extra'] }))
      .toMatchObject({ integration_method_product_ids: ['9 - Extra'] });
  });
});

describe('checkAppForm', () => {
  it('accepts a complete app', () => {
    expect(checkAppForm(VALID)).toEqual({});
  });

  it('refuses an image that is no URL and a method that needs a contract criterion', () => {
    expect(checkAppForm({ ...VALID, image: 'watch.png', integration_method: 'watchbr' })).toMatchObject({
      image: 'URL da imagem não é válida',
      integration_method: 'Opção não permitida para o critério de ativação selecionado',
    });
  });

  it('asks for products when the criterion is a product in the contract', () => {
    expect(checkAppForm({ ...VALID, activation_criteria: 'product_in_contract' })).toEqual({ product_ids: 'Por favor, adicione ao menos um produto' });
  });
});
