import { describe, expect, it } from 'vitest';
import { formatAddress, formatCep } from './address';

const address = {
  rua: 'Rua das Flores',
  numero: '100',
  complemento: 'Apto 2',
  bairro: 'Centro',
  cidade: 'São Paulo',
  estado: 'SP',
  cep: '01001000',
};

describe('formatCep', () => {
  it('masks eight digits as 00000-000 and leaves anything else alone', () => {
    expect(formatCep('01001000')).toBe('01001-000');
    expect(formatCep('01001-000')).toBe('01001-000');
    expect(formatCep('123')).toBe('123');
    expect(formatCep('')).toBe('');
  });
});

describe('formatAddress', () => {
  it('puts the whole address on one line', () => {
    expect(formatAddress(address)).toBe('Rua das Flores, 100, Apto 2 - Centro, São Paulo/SP, CEP 01001-000');
  });

  it('skips the parts the ERP left empty', () => {
    expect(formatAddress({ ...address, complemento: '', bairro: ' ' })).toBe('Rua das Flores, 100 - São Paulo/SP, CEP 01001-000');
    expect(formatAddress({ ...address, estado: '', cep: '' })).toBe('Rua das Flores, 100, Apto 2 - Centro, São Paulo');
    expect(formatAddress({ rua: '', numero: '', complemento: '', bairro: '', cidade: '', estado: '', cep: '' })).toBe('');
  });
});
