import type { Faults } from './faults';
import type { PppoeDisconnect } from './pppoe-sessions';
import type { SandboxStats } from './request-stats';
import type { SandboxState } from './sandbox-state';
import type { Row } from './store/table-schema';
import type { TableName } from './store/tables';

/** The sandbox's control surface, as `app.sandbox` and (over HTTP) under `/__sandbox/`. */
export interface SandboxControl {
  /** The calendar day the fixtures are relative to, `YYYY-MM-DD`. */
  today(): string;
  faults(): Faults;
  /** Changes only the given fields; throws a RangeError on invalid values. */
  setFaults(change: Partial<Faults>): Faults;
  /** Rebuilds every dataset from its fixture, dropping all writes, waiting reconnects and a changed reconnect delay. */
  reset(): void;
  stats(): SandboxStats;
  resetStats(): void;
  datasetNames(): string[];
  /** A copy of a table's rows; throws for an unknown dataset. */
  table(dataset: string, table: TableName): Row[];
  /** The dataset's token may not use these tables or actions (until `reset` or the next call); throws for an unknown dataset. */
  denyResources(dataset: string, resources: readonly string[]): void;
  /** Milliseconds a router disconnected by `desconectar_clientes` takes to reconnect. */
  reconnectDelayMs(): number;
  /** Applies to disconnects from now on, until `reset`; throws a RangeError for a value that is not a number >= 0. */
  setReconnectDelay(delayMs: number): void;
  /** Reconnects still waiting for their delay. */
  pendingReconnects(): number;
  /** Runs every waiting reconnect now (each still refused for a disabled login or a blocked contract); returns how many ran. */
  reconnectNow(): number;
  /** Every disconnect carried out since the last `reset` or `resetStats`, oldest first. */
  disconnects(): PppoeDisconnect[];
}

export function createSandboxControl(state: SandboxState): SandboxControl {
  return {
    today: () => state.clock.today(),
    faults: () => state.faults(),
    setFaults: (change) => state.setFaults(change),
    reset: () => state.reset(),
    stats: () => state.stats.snapshot(),
    resetStats: () => {
      state.stats.reset();
      state.sessions.forgetDisconnects();
    },
    datasetNames: () => state.datasetNames(),
    table(datasetName, table) {
      const dataset = state.dataset(datasetName);
      if (!dataset) throw new Error(`Unknown dataset ${datasetName}`);
      return dataset.rows(table).map((row) => ({ ...row }));
    },
    denyResources(datasetName, resources) {
      if (!state.dataset(datasetName)) throw new Error(`Unknown dataset ${datasetName}`);
      state.setDenied(datasetName, resources);
    },
    reconnectDelayMs: () => state.sessions.reconnectDelayMs(),
    setReconnectDelay: (delayMs) => state.sessions.setReconnectDelayMs(delayMs),
    pendingReconnects: () => state.sessions.pendingReconnects(),
    reconnectNow: () => state.sessions.reconnectNow(),
    disconnects: () => state.sessions.disconnects(),
  };
}
