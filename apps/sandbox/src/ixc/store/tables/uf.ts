import { defineTable } from '../table-schema';

/** Brazilian states. */
export const uf = defineTable('uf', {
  id: '',
  sigla: '',
  nome: '',
});
