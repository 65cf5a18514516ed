import { defineTable, EMPTY_DATETIME } from '../table-schema';

/**
 * PPPoE logins. `online` is S (connected), N (not connected) or SS ('Sem status': IXC has no status for it), as
 * IXC's public labels name them. Passwords are in clear text, as IXC returns them. `onu_mac` is the key of the
 * login's ONU row in `radpop_radio_cliente_fibra` (its `mac`).
 */
export const radusuarios = defineTable('radusuarios', {
  id: '',
  id_cliente: '',
  id_contrato: '',
  id_grupo: '0',
  id_filial: '1',
  login: '',
  senha: '',
  senha_md5: 'N',
  ativo: 'S',
  online: 'N',
  login_simultaneo: '1',
  autenticacao: 'L',
  ip: '',
  mac: '',
  onu_mac: '',
  concentrador: '',
  tipo_conexao_mapa: 'F',
  ssid_router_wifi: '',
  senha_rede_sem_fio: '',
  ssid_router_wifi_5ghz: '',
  senha_rede_sem_fio_5ghz: '',
  endereco_padrao_cliente: 'S',
  ultima_conexao_inicial: EMPTY_DATETIME,
  ultima_conexao_final: EMPTY_DATETIME,
  tempo_conectado: '0',
  motivo_desconexao: '',
  count_desconexao: '0',
  download_atual: '0',
  upload_atual: '0',
  obs: '',
  ultima_atualizacao: EMPTY_DATETIME,
});
