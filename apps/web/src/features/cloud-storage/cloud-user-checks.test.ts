import { describe, expect, it } from 'vitest';
import type { CloudGroupUsers } from '@central/domain/api';
import { errorsOf } from '@/lib/use-yup-form';
import type { CloudUserFormValues } from './edit-plan';
import { allowanceFull, editUserSchema, gigabytesLeft, newUserSchema, serverFieldProblems } from './cloud-user-checks';

const newUserProblems = (values: CloudUserFormValues, left: number | null) => errorsOf(newUserSchema, values, { left });
const editUserProblems = (values: CloudUserFormValues, left: number | null) => errorsOf(editUserSchema, values, { left });

const ana = { id: 'ana', displayname: 'Ana', email: 'ana@example.com', quota: 30, quotaUnitType: 'GB' as const, used: 0 };
const list: CloudGroupUsers = { users: [ana], quotaLimit: 100, quotaAssigned: 30 };
const valid = { displayname: 'Bia', email: 'bia@example.com', password: 'senha-forte-1', quota: '10' };

describe('gigabytesLeft and allowanceFull', () => {
  it('counts the other users only, and is null without a limit', () => {
    expect(gigabytesLeft(list)).toBe(70);
    expect(gigabytesLeft(list, ana)).toBe(100);
    expect(gigabytesLeft({ ...list, quotaLimit: null })).toBeNull();
    expect(gigabytesLeft({ ...list, quotaLimit: 10, quotaAssigned: 3.3 })).toBe(6.7);
  });

  it('is full once every GB of the plan is given', () => {
    expect(allowanceFull(list)).toBe(false);
    expect(allowanceFull({ ...list, quotaAssigned: 100 })).toBe(true);
  });
});

describe('newUserSchema', () => {
  it('runs the shared rules, then the quota against what is left', () => {
    expect(newUserProblems(valid, 70)).toEqual({});
    expect(newUserProblems({ displayname: '', email: 'x', password: 'curta', quota: '0' }, 70)).toEqual({
      displayname: 'Por favor, informe um nome',
      email: 'Por favor, informe um e-mail válido',
      password: 'Por favor, informe uma senha que entre 10 e 30 caracteres',
      quota: 'A quota deve ser de no mínimo 1 GB',
    });
    expect(newUserProblems({ ...valid, quota: '71' }, 70)).toEqual({ quota: 'Quota excede o limite' });
    expect(newUserProblems({ ...valid, quota: '70,5' }, 70)).toEqual({ quota: 'Quota excede o limite' });
  });

  it.each(['1,5', '1.5', '70'])('takes the quota %s, with a decimal comma or point', (quota) => {
    expect(newUserProblems({ ...valid, quota }, 70)).toEqual({});
  });

  it.each([
    ['-3', 'A quota deve ser de no mínimo 1 GB'],
    ['0', 'A quota deve ser de no mínimo 1 GB'],
    ['1e3', 'Informe a quota em GB, com no máximo uma casa decimal (ex.: 1,5)'],
    ['1,55', 'Informe a quota em GB, com no máximo uma casa decimal (ex.: 1,5)'],
  ])('refuses the quota %s in Portuguese', (quota, problem) => {
    expect(newUserProblems({ ...valid, quota }, 70)).toEqual({ quota: problem });
  });
});

describe('editUserSchema', () => {
  it('accepts an empty password (unchanged) and refuses a quota under 1 GB', () => {
    expect(editUserProblems({ ...valid, password: '' }, 100)).toEqual({});
    expect(editUserProblems({ ...valid, password: 'curta', quota: '0' }, 100)).toEqual({
      password: 'Por favor, informe uma senha que entre 10 e 30 caracteres',
      quota: 'A quota deve ser de no mínimo 1 GB',
    });
  });
});

describe('serverFieldProblems', () => {
  it("puts the server texts under the form fields, the edit call's `value` under its field", () => {
    expect(serverFieldProblems({ displayName: 'a', userId: 'b', quota: 'c' })).toEqual({ displayname: 'a', email: 'b', quota: 'c' });
    expect(serverFieldProblems({ value: 'Quota excede o limite' }, 'quota')).toEqual({ quota: 'Quota excede o limite' });
  });
});
