import { defineTable } from '../table-schema';

/** Cities; `uf` is the id of a row of `uf`. */
export const cidade = defineTable('cidade', {
  id: '',
  nome: '',
  uf: '',
  cod_ibge: '',
  regiao: '',
});
