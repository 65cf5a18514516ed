import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@central/domain';
import { errorsOf } from '@/lib/use-yup-form';
import { NEW_APP, appBodyFrom, appFormSchema, integrationSecretMoved, type AppFormValues } from './app-form-values';

const checkAppForm = (values: AppFormValues) => errorsOf(appFormSchema, values);

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
    expect(
      appBodyFrom({ ...VALID, integration_method: 'add_product_in_contract', integration_method_product_ids: ['9 - Extra'] }),
    ).toMatchObject({ integration_method_product_ids: ['9 - Extra'] });
  });
});

describe('the partner connection', () => {
  const WATCH = {
    ...VALID,
    integration_method: 'watch',
    integration_url: ' https://api.watch.test ',
    integration_user: ' client ',
    integration_secret: '',
  };

  it('is sent only with a method that talks to a partner, its secret only when one was typed', () => {
    expect(appBodyFrom(WATCH).integration).toEqual({ url: 'https://api.watch.test', user: 'client', secret: null });
    expect(appBodyFrom({ ...WATCH, integration_secret: 'p4ss ' }).integration).toEqual({
      url: 'https://api.watch.test',
      user: 'client',
      secret: 'p4ss ',
    });
    expect(appBodyFrom({ ...WATCH, integration_method: 'display_only' }).integration).toBeNull();
  });

  it('asks for the secret only while none is stored', () => {
    expect(checkAppForm(WATCH)).toEqual({ integration_secret: 'Por favor, informe uma senha / client secret' });
    expect(checkAppForm({ ...WATCH, integration_secret_set: true })).toEqual({});
    expect(checkAppForm({ ...WATCH, integration_url: 'api.watch.test', integration_user: '' })).toMatchObject({
      integration_url: 'Por favor, informe uma URL válida',
      integration_user: 'Por favor, informe um usuário / client ID',
    });
  });
});

describe('a stored secret bound to its URL', () => {
  const STORED = {
    ...VALID,
    integration_method: 'api_atp_box',
    integration_url: 'https://cloud.fibrasul.com.br',
    integration_user: 'admin',
    integration_secret: '',
    integration_secret_set: true,
    integration_stored_url: 'https://cloud.fibrasul.com.br',
  };

  it('asks for it again, under its field, once the URL names another origin', () => {
    const moved = { ...STORED, integration_url: 'https://evil.example' };
    expect(integrationSecretMoved(moved)).toBe(true);
    expect(checkAppForm(moved)).toEqual({ integration_secret: MESSAGES.integrationSecretRetype });
    expect(checkAppForm({ ...moved, integration_secret: 'nova-senha' })).toEqual({});
  });

  it('keeps it for another path on the same origin', () => {
    const samePlace = { ...STORED, integration_url: 'https://cloud.fibrasul.com.br/nextcloud' };
    expect(integrationSecretMoved(samePlace)).toBe(false);
    expect(checkAppForm(samePlace)).toEqual({});
  });
});

describe('appFormSchema', () => {
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
    expect(checkAppForm({ ...VALID, activation_criteria: 'product_in_contract' })).toEqual({
      product_ids: 'Por favor, adicione ao menos um produto',
    });
  });
});
