import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { contactPhoneFrom, supportRequestSchema, type SupportRequestValues } from './support-request-schema';
import { supportMessageSchema } from './support-message-schema';

function messages(values: SupportRequestValues): Record<string, string> {
  try {
    supportRequestSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((issue) => [issue.path, issue.message]));
  }
}

const valid: SupportRequestValues = { subject: '12', contractId: '2001', phone: '(61) 99304-0271', message: 'Sem sinal desde ontem.' };

describe('supportRequestSchema', () => {
  it('asks for every field with the texts the product gives', () => {
    expect(messages({ subject: '', contractId: '', phone: '', message: '' })).toEqual({
      subject: 'Por favor, informe um assunto',
      contractId: 'Por favor, informe um contrato',
      phone: 'Por favor, informe um telefone para contato valido',
      message: 'Por favor, informe uma mensagem',
    });
    expect(messages(valid)).toEqual({});
  });

  it('accepts landlines and mobiles with a real area code', () => {
    expect(messages({ ...valid, phone: '(61) 3321-4567' })).toEqual({});
    for (const phone of ['(61) 8930-4027 1', '(20) 99304-0271', '(61) 89304-0271', '(11) 1111-1111', '(61) 9930-402']) {
      expect(messages({ ...valid, phone }).phone, phone).toBe('Por favor, informe um telefone para contato valido');
    }
  });

  it('holds the message to 1000 characters and refuses a blank one', () => {
    expect(messages({ ...valid, message: 'x'.repeat(1000) })).toEqual({});
    expect(messages({ ...valid, message: 'x'.repeat(1001) }).message).toBe('A mensagem deve ter no máximo 1000 caracteres');
    expect(messages({ ...valid, message: '  \n ' }).message).toBe('Por favor, informe uma mensagem');
  });
});

describe('supportMessageSchema', () => {
  it('needs text of at most 1000 characters', () => {
    expect(() => supportMessageSchema.validateSync({ message: 'Ainda sem sinal' })).not.toThrow();
    expect(() => supportMessageSchema.validateSync({ message: '' })).toThrow('Por favor, informe uma mensagem');
    expect(() => supportMessageSchema.validateSync({ message: 'y'.repeat(1001) })).toThrow('A mensagem deve ter no máximo 1000 caracteres');
  });
});

describe('contactPhoneFrom', () => {
  it("starts the form with the subscriber's registered phone, masked", () => {
    expect(contactPhoneFrom('(61) 99304-0271')).toBe('(61) 99304-0271');
    expect(contactPhoneFrom('6133214567')).toBe('(61) 3321-4567');
    expect(contactPhoneFrom('+55 61 99304-0271')).toBe('(61) 99304-0271');
  });

  it('starts empty when there is no phone the form would accept', () => {
    expect(contactPhoneFrom(null)).toBe('');
    expect(contactPhoneFrom('')).toBe('');
    expect(contactPhoneFrom('99304-0271')).toBe('');
  });
});
