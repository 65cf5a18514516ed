import { MESSAGES } from '@central/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NF_DOCUMENT_TYPES, nfTypeOf } from './document-types';
import { monthRange, toFiscalNote } from './fiscal-note-rules';

const note = { id: '6001', id_tipo_documento: '632', numero_nf: '23001', valor_total: '69.90', data_emissao: '2026-11-01', status: 'F' };

describe('fiscal note types', () => {
  it.each([
    ['900', 'SVA'],
    ['632', 'SCM'],
    ['604', 'SCM'],
    ['605', 'SCM'],
    ['634', 'SCM'],
    ['603', 'SCM'],
    ['633', 'SCM'],
    ['13', 'NFS-e'],
    ['55', null],
  ])('document type %s is %s by default', (id, type) => {
    expect(nfTypeOf(id, DEFAULT_NF_DOCUMENT_TYPES)).toBe(type);
  });
  it("follow the provider's own table", () => {
    expect(nfTypeOf('501', { SVA: ['501'], SCM: ['502'], 'NFS-e': [] })).toBe('SVA');
    expect(nfTypeOf('900', { SVA: ['501'], SCM: ['502'], 'NFS-e': [] })).toBeNull();
  });
});

describe('fiscal note', () => {
  it('maps a finalised note', () => {
    expect(toFiscalNote(note, DEFAULT_NF_DOCUMENT_TYPES)).toEqual({
      id: '6001',
      numero: '23001',
      tipo: 'SCM',
      valor: 69.9,
      dataEmissao: '2026-11-01',
    });
  });
  it('drops canceled and denied notes and other documents', () => {
    expect(toFiscalNote({ ...note, status: 'C' }, DEFAULT_NF_DOCUMENT_TYPES)).toBeNull();
    expect(toFiscalNote({ ...note, status: 'D' }, DEFAULT_NF_DOCUMENT_TYPES)).toBeNull();
    expect(toFiscalNote({ ...note, id_tipo_documento: '55' }, DEFAULT_NF_DOCUMENT_TYPES)).toBeNull();
  });
});

describe('month of the list', () => {
  it('spans the whole month', () => {
    expect(monthRange('2026-02', '2026-11-22')).toEqual({ month: '2026-02', from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange('2014-02-15', '2026-11-22').from).toBe('2014-02-01');
  });
  it.each(['2014-01', '2026-12', '2026-13', 'novembro', undefined])('refuses %s', (value) => {
    expect(() => monthRange(value, '2026-11-22')).toThrow(MESSAGES.monthInvalid);
  });
});
