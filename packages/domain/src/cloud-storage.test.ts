import { describe, expect, it } from 'vitest';
import {
  CLOUD_STORAGE_MESSAGES as TEXT,
  cloudEditProblem,
  cloudPasswordProblem,
  cloudQuotaProblem,
  cloudUserIdProblem,
  joinFieldProblems,
  newCloudUserProblems,
  formatQuotaGigabytes,
  quotaAllowanceOf,
  sumGigabytes,
  readQuotaGigabytes,
  withinAllowance,
} from './cloud-storage';

describe('quota allowance, read from the entitling item name', () => {
  it('takes the GB in the name of the demo ATP Box products (883, 884)', () => {
    expect(quotaAllowanceOf('ATP Box - Nuvem 100 GB')).toBe(100);
    expect(quotaAllowanceOf('ATP Box - Nuvem 500 GB')).toBe(500);
    expect(quotaAllowanceOf('Nuvem 50GB')).toBe(50);
    expect(quotaAllowanceOf('atp box 20 gb')).toBe(20);
  });

  it('reads TB as 1024 GB (Nextcloud units) and a decimal comma as a point', () => {
    expect(quotaAllowanceOf('ATP Box - Nuvem 1 TB')).toBe(1024);
    expect(quotaAllowanceOf('ATP Box 1,5 TB')).toBe(1536);
  });

  it('is null when the name does not say (the server then refuses to hand out space)', () => {
    expect(quotaAllowanceOf('ATP Box')).toBeNull();
    expect(quotaAllowanceOf('Fibra 500 Mega')).toBeNull();
    expect(quotaAllowanceOf(null)).toBeNull();
    expect(quotaAllowanceOf('Nuvem 0 GB')).toBeNull();
  });

  it('the sum of quotas may reach the allowance, not pass it', () => {
    expect(withinAllowance(60, 40, 100)).toBe(true);
    expect(withinAllowance(60, 41, 100)).toBe(false);
  });
});

describe('cloud-storage user rules', () => {
  it('requires name, e-mail and password on create, with their texts', () => {
    expect(newCloudUserProblems({ quota: 5, quotaUnitType: 'GB' })).toEqual({
      displayName: TEXT.nameRequired,
      email: TEXT.emailRequired,
      password: TEXT.passwordRequired,
    });
    expect(
      newCloudUserProblems({ displayName: 'Maria', email: 'maria@example.com', password: '0123456789', quota: '5', quotaUnitType: 'GB' }),
    ).toEqual({});
  });

  it('takes passwords of 10 to 30 characters', () => {
    expect(cloudPasswordProblem('012345678')).toBe('Por favor, informe uma senha que entre 10 e 30 caracteres');
    expect(cloudPasswordProblem('0123456789')).toBeNull();
    expect(cloudPasswordProblem('x'.repeat(30))).toBeNull();
    expect(cloudPasswordProblem('x'.repeat(31))).toBe(TEXT.passwordLength);
    expect(cloudPasswordProblem('')).toBe('Por favor, informe uma senha');
  });

  it.each([
    ['1,5', 1.5],
    ['1.5', 1.5],
    [' 7 ', 7],
    ['12', 12],
    ['0,5', 0.5],
    [2.5, 2.5],
    [3, 3],
  ])('reads the quota %j as %s GB', (typed, gigabytes) => {
    expect(readQuotaGigabytes(typed)).toBe(gigabytes);
  });

  it.each([
    ['1,5', null],
    ['1.5', null],
    [' 7 ', null],
    [1.5, null],
    ['0', TEXT.quotaTooSmall],
    [0, TEXT.quotaTooSmall],
    ['0,9', TEXT.quotaTooSmall],
    ['-3', TEXT.quotaTooSmall],
    [-3, TEXT.quotaTooSmall],
    ['1e3', TEXT.quotaInvalid],
    ['1,55', TEXT.quotaInvalid],
    [1.55, TEXT.quotaInvalid],
    ['1.000,5', TEXT.quotaInvalid],
    ['1,5 GB', TEXT.quotaInvalid],
    ['abc', TEXT.quotaInvalid],
    [Number.NaN, TEXT.quotaInvalid],
    [undefined, TEXT.quotaRequired],
    ['  ', TEXT.quotaRequired],
  ])('checks the quota %j: %s', (typed, problem) => {
    expect(cloudQuotaProblem(typed)).toBe(problem);
  });

  it('words the quota texts in Portuguese', () => {
    expect(TEXT.quotaTooSmall).toBe('A quota deve ser de no mínimo 1 GB');
    expect(TEXT.quotaInvalid).toBe('Informe a quota em GB, com no máximo uma casa decimal (ex.: 1,5)');
  });

  it('writes a quota with a decimal comma and adds quotas without float error', () => {
    expect(formatQuotaGigabytes(1.5)).toBe('1,5');
    expect(formatQuotaGigabytes(12)).toBe('12');
    expect(sumGigabytes([0.1, 0.2])).toBe(0.3);
    expect(sumGigabytes([1.1, 2.2])).toBe(3.3);
    expect(withinAllowance(0.1 + 0.2, 0.7, 1)).toBe(true);
    expect(withinAllowance(8.5, 1.5, 10)).toBe(true);
    expect(withinAllowance(8.5, 1.6, 10)).toBe(false);
  });

  it('checks the unit, the e-mail and a given login name', () => {
    expect(
      newCloudUserProblems({
        displayName: 'M',
        email: 'maria@',
        password: '0123456789',
        quota: 1,
        quotaUnitType: 'MB',
        userId: 'maria/souza',
      }),
    ).toEqual({
      email: 'Por favor, informe um e-mail válido',
      quotaUnitType: TEXT.unitInvalid,
      userId: TEXT.userIdInvalid,
    });
  });

  it.each([['maria.souza'], ['maria@example.com'], ["d'avila_2-b"], ['Maria Souza'], ['...'], ['.maria'], ['a'.repeat(64)]])(
    "accepts %s as a login name, as Nextcloud's rule does",
    (userId) => {
      expect(cloudUserIdProblem(userId)).toBeNull();
    },
  );

  it.each([
    ['.', TEXT.userIdDotsOnly],
    ['..', TEXT.userIdDotsOnly],
    [' .. ', TEXT.userIdDotsOnly],
    ['maria/souza', TEXT.userIdInvalid],
    ['../admin', TEXT.userIdInvalid],
    ['maria%2F', TEXT.userIdInvalid],
    ['maria?x=1', TEXT.userIdInvalid],
    ['maria#x', TEXT.userIdInvalid],
    ['joão', TEXT.userIdInvalid],
    ['', TEXT.userIdInvalid],
    ['   ', TEXT.userIdInvalid],
    ['a'.repeat(65), TEXT.userIdInvalid],
    [42, TEXT.userIdInvalid],
  ])('refuses %j as a login name', (userId, problem) => {
    expect(cloudUserIdProblem(userId)).toBe(problem);
  });

  it('checks one edited field; the password is required only when it is the field sent', () => {
    expect(cloudEditProblem('email', 'x')).toBe(TEXT.emailInvalid);
    expect(cloudEditProblem('password', '')).toBe(TEXT.passwordRequired);
    expect(cloudEditProblem('displayname', 'Maria S.')).toBeNull();
    expect(cloudEditProblem('quota', 0)).toBe(TEXT.quotaTooSmall);
    expect(cloudEditProblem('quota', '2,5')).toBeNull();
  });

  it('lists the texts of the invalid fields comma-separated, each once', () => {
    expect(joinFieldProblems({ email: TEXT.emailInvalid, password: undefined, quota: TEXT.quotaTooSmall })).toBe(
      'Por favor, informe um e-mail válido, A quota deve ser de no mínimo 1 GB',
    );
  });
});
