import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@central/domain';
import { errorsOf } from '@/lib/use-yup-form';
import { customerFormSchema, firstTabInError, type CustomerFormContext } from './customer-form-rules';
import { NEW_CUSTOMER, type CustomerFormValues } from './customer-form-values';

const checkCustomerForm = (values: CustomerFormValues, context: CustomerFormContext) => errorsOf(customerFormSchema, values, context);

const VALID = {
  ...NEW_CUSTOMER,
  client_id: 'fibra-sul',
  alias: 'Fibra Sul',
  ixc_domain: 'https://ixc.fibrasul.com.br',
  ixc_access_token: '12:abc',
  vertical_logo_url: 'https://cdn.fibrasul.com.br/logo.svg',
  department_id: '3',
};

describe('customerFormSchema', () => {
  it('accepts a complete new provider', () => {
    expect(checkCustomerForm(VALID, { creating: true, tokenStored: false, acs: null })).toEqual({});
  });

  it('says what the server says for missing required fields', () => {
    const problems = checkCustomerForm({ ...NEW_CUSTOMER, primary_color: '' }, { creating: true, tokenStored: false, acs: null });
    expect(problems).toMatchObject({
      client_id: 'Por favor, informe um Client ID',
      primary_color: 'Por favor, informe uma cor primária',
      ixc_access_token: 'Por favor, informe um token de acesso do IXC',
      department_id: 'Por favor, informe um ID do departamento',
    });
  });

  it('keeps a stored token on edit, and checks the speed test URL and the provider password', () => {
    const values = { ...VALID, ixc_access_token: '', speed_test_url: 'speed', provider_password: 'curta' };
    expect(checkCustomerForm(values, { creating: false, tokenStored: true, acs: null })).toEqual({
      speed_test_url: 'Por favor, informe uma URL válida',
      provider_password: 'A senha do provedor deve ter no mínimo 12 caracteres',
    });
  });
  it('asks for the token again under its field when ixc_domain moves to another origin, as the server does', () => {
    const edit = { creating: false, tokenStored: true, storedIxcDomain: 'https://ixc.fibrasul.com.br', acs: null };
    expect(checkCustomerForm({ ...VALID, ixc_access_token: '', ixc_domain: 'http://[::1' }, edit)).toEqual({
      ixc_domain: MESSAGES.urlInvalid,
    });
    expect(checkCustomerForm({ ...VALID, ixc_access_token: '', ixc_domain: 'https://outro.example' }, edit)).toEqual({
      ixc_access_token: MESSAGES.ixcTokenRetype,
    });
    expect(checkCustomerForm({ ...VALID, ixc_domain: 'https://outro.example' }, edit)).toEqual({});
    expect(checkCustomerForm({ ...VALID, ixc_access_token: '', ixc_domain: 'ixc.fibrasul.com.br' }, edit)).toEqual({});
  });

  it('takes a speed test over https or over http to this machine only, as the panel embeds it', () => {
    const check = (speed_test_url: string) =>
      checkCustomerForm({ ...VALID, speed_test_url }, { creating: true, tokenStored: false, acs: null });
    expect(check('https://speed.fibrasul.com.br')).toEqual({});
    expect(check('http://localhost:8093/')).toEqual({});
    expect(check('http://speed.fibrasul.com.br')).toEqual({ speed_test_url: 'Por favor, informe uma URL válida' });
  });
});

describe('firstTabInError', () => {
  it('opens Principal when it has a problem, else Suporte', () => {
    expect(firstTabInError({ contact_email: 'x', alias: 'y' })).toBe('principal');
    expect(firstTabInError({ contact_email: 'x' })).toBe('support');
    expect(firstTabInError({ department_id: 'Por favor, informe um ID do departamento' })).toBe('support');
    expect(firstTabInError({})).toBeNull();
  });
});
