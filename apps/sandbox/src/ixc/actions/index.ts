import { desbloqueioConfianca } from './desbloqueio-confianca';
import { desconectarClientes } from './desconectar-clientes';
import { estornarBaixa } from './estornar-baixa';
import { getBoleto } from './get-boleto';
import { getPix } from './get-pix';
import { imprimirContrato } from './imprimir-contrato';
import { imprimirNota, imprimirNotaLayoutPersonalizado } from './imprimir-nota';
import { receberBaixa } from './receber-baixa';
import type { ActionRegistry } from './registry';

/**
 * Action routes by webservice name; each handler lives in its own file in this folder. The numeric suffixes
 * are those of IXC's official collection (they differ between installations).
 */
export const ACTIONS: ActionRegistry = new Map([
  ['desbloqueio_confianca', desbloqueioConfianca],
  ['desconectar_clientes', desconectarClientes],
  ['get_boleto', getBoleto],
  ['get_pix', getPix],
  ['imprimir_nota', imprimirNota],
  ['vd_saida_25738', imprimirNotaLayoutPersonalizado],
  ['cliente_contrato_imprimir_contrato_17678', imprimirContrato],
  ['fn_areceber_recebimentos_baixas_novo', receberBaixa],
  ['fn_areceber_baixas', estornarBaixa],
]);
