import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http';
import {
  adminSecondFactorPrompt,
  groupSecret,
  needsSecondStep,
  recoveryCodesFile,
  secondStepBody,
  secondStepFailure,
  type SecondStepValues,
} from './second-factor-rules';
import { secondStepSchema } from './second-step-schema';
import { errorsOf } from '@/lib/use-yup-form';

const checkSecondStep = (values: SecondStepValues) => errorsOf(secondStepSchema, values);

describe('groupSecret', () => {
  it('groups the base32 secret in fours for typing by hand, the last group shorter', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(groupSecret('')).toBe('');
  });
});

describe('recoveryCodesFile', () => {
  it('names the account and what the codes are for, then one code a line', () => {
    expect(recoveryCodesFile(['abcde-fghij', 'kmnop-qrstu'], 'admin@central.example')).toBe(
      [
        'Códigos de recuperação da verificação em duas etapas (admin@central.example)',
        'Cada código pode ser usado uma única vez.',
        '',
        'abcde-fghij',
        'kmnop-qrstu',
        '',
      ].join('\n'),
    );
  });
});

describe('needsSecondStep', () => {
  it('is true only for the answer that asks for the second step', () => {
    expect(needsSecondStep({ two_factor_required: true })).toBe(true);
    expect(needsSecondStep({ admin: { email: 'a@b.c', two_factor: { enabled: false, required: false } } })).toBe(false);
    expect(needsSecondStep(undefined)).toBe(false);
  });
});

describe('secondStepSchema and secondStepBody', () => {
  it('wants six digits for a code and any text for a recovery code, and sends only the chosen one', () => {
    expect(checkSecondStep({ mode: 'code', code: '12345', recovery_code: 'x' })).toEqual({
      code: 'Informe o código de 6 dígitos do seu aplicativo autenticador.',
    });
    expect(checkSecondStep({ mode: 'code', code: '123456', recovery_code: '' })).toEqual({});
    expect(checkSecondStep({ mode: 'recovery', code: '123456', recovery_code: ' ' })).toEqual({
      recovery_code: 'Informe um código de recuperação.',
    });
    expect(secondStepBody({ mode: 'recovery', code: '123456', recovery_code: ' abcde-fghij ' })).toEqual({ recovery_code: 'abcde-fghij' });
    expect(secondStepBody({ mode: 'code', code: '123456', recovery_code: 'abcde-fghij' })).toEqual({ code: '123456' });
  });
});

describe('secondStepFailure', () => {
  it('sends an expired step back to the password, and says wrong codes and lock-outs in the server words', () => {
    expect(secondStepFailure(new ApiError(401, 'SECOND_STEP_EXPIRED', 'A verificação expirou.'))).toEqual({
      text: 'A verificação expirou.',
      expired: true,
    });
    expect(secondStepFailure(new ApiError(401, 'SECOND_FACTOR_INVALID', 'Código inválido.'))).toEqual({
      text: 'Código inválido.',
      expired: false,
    });
    expect(secondStepFailure(new ApiError(429, 'TOO_MANY', 'Muitas tentativas'))).toEqual({ text: 'Muitas tentativas', expired: false });
    expect(secondStepFailure(new ApiError(500, 'X', 'boom'))).toEqual({ text: 'Falha ao acessar', expired: false });
  });
});

describe('adminSecondFactorPrompt', () => {
  it('makes enrolment unskippable where it is required, offers it once after a sign-in elsewhere, and is quiet once on', () => {
    expect(adminSecondFactorPrompt({ enabled: false, required: true }, false)).toBe('enrol');
    expect(adminSecondFactorPrompt({ enabled: false, required: false }, true)).toBe('offer');
    expect(adminSecondFactorPrompt({ enabled: false, required: false }, false)).toBe(null);
    expect(adminSecondFactorPrompt({ enabled: true, required: true }, true)).toBe(null);
  });
});
