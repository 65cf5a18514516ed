import { describe, expect, it, vi } from 'vitest';
import type { CloudUser } from '@central/domain/api';
import { editPlan, formValuesOf, rollbackPlan, runEditPlan, type EditCall } from './edit-plan';

const ana: CloudUser = { id: 'ana@example.com', displayname: 'Ana', email: 'ana@example.com', quota: 10, quotaUnitType: 'GB', used: 1.5 };
const unchanged = formValuesOf(ana);

describe('formValuesOf', () => {
  it('prefills name, e-mail and quota, with the password empty (kept as is)', () => {
    expect(unchanged).toEqual({ displayname: 'Ana', email: 'ana@example.com', password: '', quota: '10' });
    expect(formValuesOf({ ...ana, quota: null }).quota).toBe('');
    expect(formValuesOf({ ...ana, quota: 1.5 }).quota).toBe('1,5');
  });
});

describe('editPlan', () => {
  it('is empty when nothing changed (spaces around the name or e-mail are no change)', () => {
    expect(editPlan(ana, unchanged)).toEqual([]);
    expect(editPlan(ana, { ...unchanged, displayname: ' Ana ', email: 'ana@example.com ' })).toEqual([]);
  });

  it('reads the quota with a decimal comma, and sends nothing for the same quota written another way', () => {
    expect(editPlan({ ...ana, quota: 1.5 }, { ...formValuesOf(ana), quota: '2,5' })).toEqual([{ key: 'quota', value: 2.5 }]);
    expect(editPlan({ ...ana, quota: 1.5 }, { ...formValuesOf(ana), quota: '1.5' })).toEqual([]);
  });

  it('sends only the changed fields, in the fixed order quota, name, e-mail, password', () => {
    const values = { displayname: 'Ana Maria', email: 'ana.maria@example.com', password: 'nova-senha-123', quota: '20' };
    expect(editPlan(ana, values)).toEqual([
      { key: 'quota', value: 20 },
      { key: 'displayname', value: 'Ana Maria' },
      { key: 'email', value: 'ana.maria@example.com' },
      { key: 'password', value: 'nova-senha-123' },
    ]);
    expect(editPlan(ana, { ...unchanged, displayname: 'Ana Maria' })).toEqual([{ key: 'displayname', value: 'Ana Maria' }]);
  });

  it('keeps the password as typed, spaces included', () => {
    expect(editPlan(ana, { ...unchanged, password: ' senha-longa ' })).toEqual([{ key: 'password', value: ' senha-longa ' }]);
  });
});

describe('rollbackPlan', () => {
  it('puts back the previous values of the saved fields, newest first', () => {
    const saved: EditCall[] = [
      { key: 'quota', value: 20 },
      { key: 'displayname', value: 'Ana Maria' },
      { key: 'email', value: 'ana.maria@example.com' },
    ];
    expect(rollbackPlan(ana, saved)).toEqual([
      { key: 'email', value: 'ana@example.com' },
      { key: 'displayname', value: 'Ana' },
      { key: 'quota', value: 10 },
    ]);
  });

  it('leaves out what cannot be written back: the password, and a quota the user did not have', () => {
    expect(rollbackPlan(ana, [{ key: 'password', value: 'nova-senha-123' }])).toEqual([]);
    expect(rollbackPlan({ ...ana, quota: null }, [{ key: 'quota', value: 5 }])).toEqual([]);
  });
});

describe('runEditPlan', () => {
  const plan: EditCall[] = [
    { key: 'quota', value: 20 },
    { key: 'displayname', value: 'Ana Maria' },
    { key: 'email', value: 'ruim' },
  ];

  it('sends every call in order when all succeed', async () => {
    const send = vi.fn().mockResolvedValue({});
    expect(await runEditPlan(ana, plan, send)).toEqual({ ok: true, saved: plan });
    expect(send.mock.calls.map(([call]) => call)).toEqual(plan);
  });

  it('on a failure stops, rolls back the saved calls one at a time, and reports the failed one', async () => {
    const refused = new Error('Por favor, informe um e-mail válido');
    const send = vi.fn((call: EditCall) => (call.key === 'email' && call.value === 'ruim' ? Promise.reject(refused) : Promise.resolve({})));
    expect(await runEditPlan(ana, plan, send)).toEqual({ ok: false, error: refused, failed: plan[2], rollbackFailed: false });
    expect(send.mock.calls.map(([call]) => call)).toEqual([...plan, { key: 'displayname', value: 'Ana' }, { key: 'quota', value: 10 }]);
  });

  it('tries every rollback call and says when one of them failed', async () => {
    const send = vi.fn((call: EditCall) =>
      call.key === 'email' || call.value === 'Ana' ? Promise.reject(new Error('down')) : Promise.resolve({}),
    );
    const outcome = await runEditPlan(ana, plan, send);
    expect(outcome).toMatchObject({ ok: false, rollbackFailed: true });
    expect(send).toHaveBeenCalledTimes(5);
  });
});
