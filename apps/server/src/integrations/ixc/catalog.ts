import type { IxcClient } from './http-client';
import type { IxcRow } from './wire';

/**
 * One row of the provider's catalogue by id, for the admin form's lookups (docs/product/ixc.md#support): a
 * product (`produtos.descricao`), a plan (`vd_contratos.nome`) or a subject (`su_oss_assunto.assunto`).
 */
export interface CatalogLookup {
  product(id: string): Promise<{ id: string; descricao: string } | null>;
  plan(id: string): Promise<{ id: string; nome: string } | null>;
  subject(id: string): Promise<{ id: string; assunto: string } | null>;
}

export function createCatalogLookup(ixc: Pick<IxcClient, 'list'>): CatalogLookup {
  /** IXC answers a filter it cannot apply with every row: the id is checked again here. */
  const byId = async (table: string, id: string): Promise<IxcRow | null> => {
    const { rows } = await ixc.list(table, { where: [{ column: 'id', op: '=', value: id }], rowsPerPage: 1 });
    return rows.find((row) => row.id === id) ?? null;
  };
  return {
    async product(id) {
      const row = await byId('produtos', id);
      return row ? { id, descricao: row.descricao ?? '' } : null;
    },
    async plan(id) {
      const row = await byId('vd_contratos', id);
      return row ? { id, nome: row.nome || row.descricao || '' } : null;
    },
    async subject(id) {
      const row = await byId('su_oss_assunto', id);
      return row ? { id, assunto: row.assunto ?? '' } : null;
    },
  };
}
