import { scalarText } from '../scalar-text';
import { loginRowsOf } from './contracts';
import { IxcError } from './errors';
import type { IxcClient } from './http-client';
import type { IxcRow } from './wire';

/**
 * What IXC knows of a subscriber's connection (docs/product/connection.md#where-the-facts-come-from): the PPPoE login
 * (`radusuarios`), its ONU (`radpop_radio_cliente_fibra`), the speed profile (`radgrupos`), and the action that drops
 * the PPPoE session (`desconectar_clientes`).
 */
export interface LoginState {
  /** `radusuarios.id`: what `desconectar_clientes` takes. */
  id: string;
  login: string;
  contractId: string;
  active: boolean;
  /** IXC's `online`: 'S' true, 'N' false; 'SS' ('Sem status') and anything else null. */
  online: boolean | null;
  /** The provider's local date-time ('YYYY-MM-DDTHH:MM:SS') since when connected, or when the session dropped. */
  lastConnection: string | null;
  onuMac: string | null;
  speedProfileId: string | null;
}

/** One ONU row (`radpop_radio_cliente_fibra`) with a reading. */
export interface OnuReading {
  mac: string;
  loginId: string;
  /** Received optical power, dBm. */
  rxDbm: number;
}

export interface ConnectionGateway {
  /** The PPPoE logins of some contracts, read now (never cached: `online` is the point). */
  loginStates(contractIds: string[]): Promise<LoginState[]>;
  /**
   * The ONUs of some contracts that have a reading ("0.00", as IXC stores one that never reported, is none), newest
   * row first: read by contract, so that it needs no login first; each login then finds its own by `onu_mac`.
   */
  onuReadings(contractIds: string[]): Promise<OnuReading[]>;
  /** The download speed of the provider's speed profiles (`radgrupos.download`, e.g. '500M'), by id: a small table. */
  downloadSpeeds(): Promise<Map<string, string>>;
  /** Drops the login's PPPoE session; the router dials again by itself. Throws IxcError('rejected') on a refusal. */
  disconnect(loginId: string): Promise<void>;
}

/** IXC writes a date-time never set as '0000-00-00 00:00:00'. */
function localDateTime(value: string | undefined): string | null {
  const text = (value ?? '').trim();
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) || text < '1900') return null;
  return text.replace(' ', 'T');
}

function onlineOf(value: string | undefined): boolean | null {
  if (value === 'S') return true;
  if (value === 'N') return false;
  return null;
}

function stateOf(row: IxcRow): LoginState | null {
  const login = row.login?.trim() ?? '';
  const id = row.id?.trim() ?? '';
  if (!login || !id) return null;
  const online = onlineOf(row.online);
  const since = online === false ? row.ultima_conexao_final : row.ultima_conexao_inicial;
  return {
    id,
    login,
    contractId: row.id_contrato ?? '',
    active: row.ativo !== 'N',
    online,
    lastConnection: localDateTime(since),
    onuMac: row.onu_mac?.trim() || null,
    speedProfileId: row.id_grupo?.trim() || null,
  };
}

/** A reading of `sinal_rx`: dBm with a dot ("-19.52"); "0.00" and anything unreadable are no reading. */
function dbmOf(value: string | undefined): number | null {
  const dbm = Number.parseFloat(value ?? '');
  return Number.isFinite(dbm) && dbm !== 0 ? dbm : null;
}

/**
 * `desconectar_clientes` answers `{msg:[{type, message}]}`; a flat `{type, message}` is read alike (public clients
 * read both).
 */
function refusalOf(answer: unknown): string | null {
  if (!answer || typeof answer !== 'object') throw new IxcError('malformed', 'answer is not an object', 'desconectar_clientes');
  const { msg } = answer as { msg?: unknown };
  const first = (Array.isArray(msg) ? msg[0] : answer) as { type?: unknown; message?: unknown } | undefined;
  if (!first || (first.type !== 'success' && first.type !== 'error')) {
    throw new IxcError('malformed', 'answer without a type', 'desconectar_clientes');
  }
  return first.type === 'error' ? scalarText(first.message ?? '') || 'recusado' : null;
}

export function createConnectionGateway(ixc: Pick<IxcClient, 'list' | 'action'>): ConnectionGateway {
  const rows = async (table: string, query: Parameters<IxcClient['list']>[1]) => (await ixc.list(table, query)).rows;
  return {
    async loginStates(contractIds) {
      const found = await loginRowsOf(ixc, contractIds);
      return found.flatMap((row) => {
        const state = stateOf(row);
        return state && contractIds.includes(state.contractId) ? [state] : [];
      });
    },
    async onuReadings(contractIds) {
      if (contractIds.length === 0) return [];
      const found = await rows('radpop_radio_cliente_fibra', {
        where: [{ column: 'id_contrato', op: 'IN', value: contractIds.join(',') }],
        sortBy: 'id',
        order: 'desc',
        rowsPerPage: 200,
      });
      return found.flatMap((row) => {
        const rxDbm = dbmOf(row.sinal_rx);
        return rxDbm === null ? [] : [{ mac: row.mac?.trim() ?? '', loginId: row.id_login ?? '', rxDbm }];
      });
    },
    async downloadSpeeds() {
      const found = await rows('radgrupos', { where: [], sortBy: 'id', order: 'asc', rowsPerPage: 1000 });
      return new Map(found.flatMap((row) => (row.id && row.download ? [[row.id, row.download] as const] : [])));
    },
    async disconnect(loginId) {
      // A write: never retried; an answer that never came is 'unconfirmed' (docs/decisions/010).
      const answer = await ixc.action('desconectar_clientes', { id: loginId }, { answer: 'json', write: true });
      const refusal = refusalOf(answer.json);
      if (refusal !== null) throw new IxcError('rejected', refusal, 'desconectar_clientes');
    },
  };
}
