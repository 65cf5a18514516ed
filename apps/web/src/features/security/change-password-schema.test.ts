import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { changePasswordSchema, type ChangePasswordValues } from './change-password-schema';

function messages(values: ChangePasswordValues): Record<string, string> {
  try {
    changePasswordSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((issue) => [issue.path, issue.message]));
  }
}

describe('changePasswordSchema', () => {
  it('asks for every field', () => {
    expect(messages({ currentPassword: '', newPassword: '', confirmNewPassword: '' })).toEqual({
      currentPassword: 'Por favor informe a senha atual',
      newPassword: 'Por favor informe uma nova senha',
      confirmNewPassword: 'Por favor repita a nova senha',
    });
  });

  it('holds the new password to 6..30 characters and to its repetition', () => {
    expect(messages({ currentPassword: 'a', newPassword: '12345', confirmNewPassword: '12345' }).newPassword).toBe(
      'A senha deve ter no mínimo 6 caracteres',
    );
    expect(messages({ currentPassword: 'a', newPassword: 'x'.repeat(31), confirmNewPassword: 'x'.repeat(31) }).newPassword).toBe(
      'A senha deve ter no máximo 30 caracteres',
    );
    expect(messages({ currentPassword: 'a', newPassword: '123456', confirmNewPassword: '123457' })).toEqual({
      confirmNewPassword: 'Por favor informe senhas que correspondam',
    });
    expect(messages({ currentPassword: 'a', newPassword: '123456', confirmNewPassword: '123456' })).toEqual({});
  });
});
