import { defineTable } from '../table-schema';

/**
 * The provider's branch: the legal entity that bills. Invoices, notes and contracts point at it through
 * `filial_id` / `id_filial`; it is the beneficiário of boletos and the emitente of fiscal notes.
 */
export const filial = defineTable('filial', {
  id: '',
  razao: '',
  fantasia: '',
  cnpj: '',
  ie: '',
  im: '',
  endereco: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '0',
  cep: '',
  telefone: '',
  email: '',
  site: '',
  ativo: 'S',
});
