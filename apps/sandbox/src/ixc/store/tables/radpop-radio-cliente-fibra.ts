import { defineTable, EMPTY_DATETIME } from '../table-schema';

/**
 * The ONU record of a fibre login, as IXC lists it. `fs#<n>` are files of the public code index the evidence was
 * read from (see apps/sandbox/README.md, "Fibre ONUs and disconnecting a login").
 *
 * CONFIRMED
 * - The columns are a subset of IXC's generated schema of the table (fs#54781457638); `status_autorizado` is NA or A,
 *   `status_potencia` regular, irregular or indefinido, `tipo_operacao` B or R (labels, fs#54957270191).
 * - Listed by `radpop_radio_cliente_fibra.id_login` = the `radusuarios` id, sorted `id desc`
 *   (lorenzo19243/teste:processa_mudanca.php, fs#7245768324), because one login may keep the row of a swapped ONU
 *   (fs#59924758492); and by `radpop_radio_cliente_fibra.mac` = the login's `onu_mac` (fs#62085091317, fs#68918932975).
 * - `mac` usually holds the GPON serial, hex or vendor form, not an Ethernet MAC (fs#69045304232, fs#68918932975).
 * - `sinal_rx`/`sinal_tx` are dBm as strings with two decimals; `"0.00"`, with temperature and voltage zero too,
 *   means no reading, and `data_sinal` is `0000-00-00 00:00:00` when never measured; `causa_ultima_queda` is the
 *   OLT's free text (`dying-gasp`, `LOS`), `-` or empty when not reported; the row is a stored snapshot of IXC's
 *   periodic scan, not a live reading (fs#68883897305, fs#59964106108, fs#68922254593).
 *
 * INFERRED: the values an insert leaves out, and that `status_potencia` is IXC's verdict against power bands each
 * provider configures.
 */
export const radpopRadioClienteFibra = defineTable('radpop_radio_cliente_fibra', {
  id: '',
  id_login: '0',
  id_contrato: '0',
  id_transmissor: '0',
  id_caixa_ftth: '0',
  porta_ftth: '0',
  mac: '',
  serial_number: '',
  onu_tipo: '',
  nome: '',
  sinal_rx: '0.00',
  sinal_tx: '0.00',
  temperatura: '0.00',
  voltagem: '0.00',
  data_sinal: EMPTY_DATETIME,
  causa_ultima_queda: '',
  distancia_onu: '',
  ponid: '',
  ponno: '0',
  slotno: '0',
  frame: '0',
  onu_numero: '0',
  status_autorizado: 'NA',
  status_potencia: 'indefinido',
  tipo_operacao: 'R',
  vlan: '0',
  ultima_atualizacao: EMPTY_DATETIME,
});
