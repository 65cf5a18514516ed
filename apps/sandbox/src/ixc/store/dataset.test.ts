import { describe, expect, it } from 'vitest';
import { buildDemoDataset } from '../fixtures/demo';
import { createDataset } from './dataset';
import { TABLES } from './tables';

describe('dataset', () => {
  it('completes fixture rows with every column of their table, as strings', () => {
    const dataset = createDataset('demo', buildDemoDataset('2025-06-15'));
    for (const [name, schema] of Object.entries(TABLES)) {
      const columns = Object.keys(schema.defaults);
      for (const row of dataset.rows(name as keyof typeof TABLES)) {
        expect(Object.keys(row)).toEqual(columns);
        expect(Object.values(row).every((value) => typeof value === 'string')).toBe(true);
      }
    }
  });

  it('refuses a fixture row with a column its table does not have', () => {
    expect(() => createDataset('broken', { uf: [{ id: '1', sigla: 'DF', capital: 'Brasília' } as never] })).toThrow(
      'Fixture row of uf has unknown columns: capital',
    );
  });

  it('gives inserted rows the next id after the highest one', () => {
    const dataset = createDataset('tiny', { uf: [{ id: '25', sigla: 'SP' }] });
    expect(dataset.insert('uf', { sigla: 'RJ', nome: 'Rio de Janeiro', id: '99' }, '2025-06-15 10:00:00')).toEqual({
      id: '26',
      sigla: 'RJ',
      nome: 'Rio de Janeiro',
    });
  });
});
