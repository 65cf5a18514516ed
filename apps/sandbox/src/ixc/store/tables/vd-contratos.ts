import { defineTable, EMPTY_DATETIME } from '../table-schema';

/** Plans a contract is sold from. Note IXC's capital `Ativo`. */
export const vdContratos = defineTable('vd_contratos', {
  id: '',
  nome: '',
  descricao: '',
  valor_contrato: '0.00',
  Ativo: 'S',
  tipo: 'I',
  tipo_pessoa: 'T',
  id_tipo_documento: '632',
  tipo_doc_opc: '900',
  id_filial: '1',
  id_carteira_cobranca: '1',
  id_modelo: '1',
  fidelidade: '12',
  limitar_n_logins: 'S',
  logins_simultaneos: '1',
  mostrar_na_viabilidade: 'S',
  ultima_atualizacao: EMPTY_DATETIME,
});
