import { describe, expect, it } from 'vitest';
import { completeCpf, documentKindOf, formatCpfOrCnpj, isValidCnpj, isValidCpf, isValidCpfOrCnpj } from './cpf-cnpj';

describe('CPF', () => {
  it('accepts a CPF whose check digits match, masked or bare', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
  });
  it('rejects a wrong check digit, a wrong length and a repeated digit', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-2')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
  });
  it('completes nine digits into the valid, formatted CPF', () => {
    expect(completeCpf('529982247')).toBe('529.982.247-25');
    expect(completeCpf('390533447')).toBe('390.533.447-05');
    for (let base = 100_000_000; base < 100_000_050; base++) expect(isValidCpf(completeCpf(String(base)))).toBe(true);
  });
});

describe('CNPJ', () => {
  it('accepts a CNPJ whose check digits match', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
  });
  it('rejects a wrong check digit and a repeated digit', () => {
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
  });
});

describe('combined CPF/CNPJ field', () => {
  it('picks the document by its number of digits', () => {
    expect(documentKindOf('529.982.247-25')).toBe('cpf');
    expect(documentKindOf('11.222.333/0001-81')).toBe('cnpj');
    expect(documentKindOf('529.982.247-251')).toBeNull();
  });
  it('validates whichever document the length says it is', () => {
    expect(isValidCpfOrCnpj('52998224725')).toBe(true);
    expect(isValidCpfOrCnpj('11222333000181')).toBe(true);
    expect(isValidCpfOrCnpj('1122233300018')).toBe(false);
  });
  it('formats the way IXC stores documents', () => {
    expect(formatCpfOrCnpj('52998224725')).toBe('529.982.247-25');
    expect(formatCpfOrCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCpfOrCnpj('123')).toBeNull();
  });
});
