import { defineTable, EMPTY_DATE, EMPTY_DATETIME } from '../table-schema';

/**
 * The provider's staff; `funcionario` is the person's name. Support rows point here by id:
 * `su_oss_chamado_mensagem.id_operador` (who wrote a history entry) and `su_oss_chamado.id_tecnico`.
 * Only `id`, `funcionario`, `email` and `ativo` are known from IXC; the other columns are the sandbox's.
 */
export const funcionarios = defineTable('funcionarios', {
  id: '',
  funcionario: '',
  email: '',
  ativo: 'S',
  cpf_cnpj: '',
  telefone: '',
  id_filial: '1',
  data_admissao: EMPTY_DATE,
  ultima_atualizacao: EMPTY_DATETIME,
});
