import type { Clock } from './clock';
import type { Dataset } from './store/dataset';
import type { Row } from './store/table-schema';

/** How long a dropped router takes to dial again, unless the sandbox is told otherwise. */
export const DEFAULT_RECONNECT_DELAY_MS = 5000;

/**
 * What IXC records as the reason when it drops a session itself: RADIUS's Acct-Terminate-Cause for a disconnect
 * sent by the server. INFERRED: no public source shows the text IXC stores.
 */
export const ADMIN_DISCONNECT_REASON = 'Admin-Reset';

/** One disconnect the sandbox carried out, for tests that count effects. */
export interface PppoeDisconnect {
  dataset: string;
  loginId: string;
  login: string;
  /** `YYYY-MM-DD HH:MM:SS`. */
  at: string;
  /** False when the login was already offline: the call succeeded and changed nothing. */
  wasOnline: boolean;
}

/**
 * The PPPoE sessions behind `radusuarios.online`. A disconnect takes the login offline at once; its router dials
 * again after the reconnect delay, and the session comes back only if the login is enabled and its contract's
 * internet is active (a blocked contract's RADIUS refuses it). `fs#<n>`: files of the public code index the
 * evidence was read from (apps/sandbox/README.md, "Fibre ONUs and disconnecting a login").
 *
 * CONFIRMED: the columns written here exist in `radusuarios` (fs#54725824870); clients read "connected since" from
 * `ultima_conexao_inicial` when `online` is S and "down since" from `ultima_conexao_final` otherwise (fs#60393420344,
 * fs#56364027329); a disconnect is expected to make the router reconnect (integrations.md, "From the ERP side").
 * INFERRED: that IXC learns both moves from RADIUS accounting, the delay, the reason text, the counters touched,
 * and that a blocked contract's login stays offline because RADIUS refuses it.
 */
export interface PppoeSessions {
  disconnect(dataset: Dataset, login: Row): void;
  reconnectDelayMs(): number;
  /** Throws a RangeError for a value that is not a number ≥ 0. */
  setReconnectDelayMs(delayMs: number): void;
  /** Reconnects waiting for their delay. */
  pendingReconnects(): number;
  /** Runs every waiting reconnect now; returns how many ran. */
  reconnectNow(): number;
  disconnects(): PppoeDisconnect[];
  forgetDisconnects(): void;
  /** Cancels every waiting reconnect, forgets the disconnects and restores the initial delay (reset, close). */
  clear(): void;
}

export function createPppoeSessions(clock: Clock, initialDelayMs = DEFAULT_RECONNECT_DELAY_MS): PppoeSessions {
  let delayMs = checkedDelay(initialDelayMs);
  let log: PppoeDisconnect[] = [];
  const pending = new Map<string, { timer: NodeJS.Timeout; run: () => void }>();

  const schedule = (dataset: Dataset, loginId: string) => {
    const key = `${dataset.name}/${loginId}`;
    const waiting = pending.get(key);
    if (waiting) clearTimeout(waiting.timer);
    const run = () => {
      pending.delete(key);
      reconnect(dataset, loginId, clock.now());
    };
    const timer = setTimeout(run, delayMs);
    timer.unref();
    pending.set(key, { timer, run });
  };

  return {
    disconnect(dataset, login) {
      const at = clock.now();
      const wasOnline = login.online !== 'N';
      if (wasOnline) {
        Object.assign(login, {
          online: 'N',
          ultima_conexao_final: at,
          motivo_desconexao: ADMIN_DISCONNECT_REASON,
          count_desconexao: String((Number(login.count_desconexao) || 0) + 1),
          download_atual: '0',
          upload_atual: '0',
          ultima_atualizacao: at,
        });
        schedule(dataset, login.id ?? '');
      }
      log.push({ dataset: dataset.name, loginId: login.id ?? '', login: login.login ?? '', at, wasOnline });
    },
    reconnectDelayMs: () => delayMs,
    setReconnectDelayMs(next) {
      delayMs = checkedDelay(next);
    },
    pendingReconnects: () => pending.size,
    reconnectNow() {
      const waiting = [...pending.values()];
      for (const { timer, run } of waiting) {
        clearTimeout(timer);
        run();
      }
      return waiting.length;
    },
    disconnects: () => log.map((entry) => ({ ...entry })),
    forgetDisconnects() {
      log = [];
    },
    clear() {
      for (const { timer } of pending.values()) clearTimeout(timer);
      pending.clear();
      log = [];
      delayMs = checkedDelay(initialDelayMs);
    },
  };
}

/** The router dials again: the session is back unless RADIUS refuses the login or its contract. */
function reconnect(dataset: Dataset, loginId: string, now: string): void {
  const login = dataset.find('radusuarios', loginId);
  if (!login || login.online !== 'N' || login.ativo !== 'S') return;
  const contract = dataset.find('cliente_contrato', login.id_contrato ?? '');
  if (contract?.status_internet !== 'A') return;
  Object.assign(login, { online: 'S', ultima_conexao_inicial: now, tempo_conectado: '0', ultima_atualizacao: now });
}

function checkedDelay(delayMs: number): number {
  if (!Number.isFinite(delayMs) || delayMs < 0) throw new RangeError('reconnectDelayMs must be a number >= 0');
  return delayMs;
}
