import type { TableSchema } from '../table-schema';
import { cidade } from './cidade';
import { cliente } from './cliente';
import { clienteContrato } from './cliente-contrato';
import { filial } from './filial';
import { fnAreceber } from './fn-areceber';
import { fnAreceberBaixas } from './fn-areceber-baixas';
import { funcionarios } from './funcionarios';
import { movimentoProdutos } from './movimento-produtos';
import { produtos } from './produtos';
import { radgrupos } from './radgrupos';
import { radpopRadioClienteFibra } from './radpop-radio-cliente-fibra';
import { radusuarios } from './radusuarios';
import { suMensagens } from './su-mensagens';
import { suOssAssunto } from './su-oss-assunto';
import { suOssChamado } from './su-oss-chamado';
import { suOssChamadoMensagem } from './su-oss-chamado-mensagem';
import { suTicket } from './su-ticket';
import { uf } from './uf';
import { vdContratos } from './vd-contratos';
import { vdContratosProdutos } from './vd-contratos-produtos';
import { vdSaida } from './vd-saida';

/** Every table the simulated webservice exposes, by IXC table name. */
export const TABLES = {
  cliente,
  cliente_contrato: clienteContrato,
  fn_areceber: fnAreceber,
  fn_areceber_baixas: fnAreceberBaixas,
  vd_saida: vdSaida,
  movimento_produtos: movimentoProdutos,
  su_ticket: suTicket,
  su_mensagens: suMensagens,
  su_oss_chamado: suOssChamado,
  su_oss_chamado_mensagem: suOssChamadoMensagem,
  su_oss_assunto: suOssAssunto,
  funcionarios,
  produtos,
  vd_contratos: vdContratos,
  vd_contratos_produtos: vdContratosProdutos,
  radgrupos,
  radusuarios,
  radpop_radio_cliente_fibra: radpopRadioClienteFibra,
  cidade,
  uf,
  filial,
} as const;

export type TableName = keyof typeof TABLES;

export function isTableName(name: string): name is TableName {
  return Object.hasOwn(TABLES, name);
}

export function tableSchema(name: TableName): TableSchema {
  return TABLES[name];
}
