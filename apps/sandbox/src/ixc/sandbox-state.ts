import { calendarDay, createClock, type Clock } from './clock';
import { mergeFaults, NO_FAULTS, type Faults } from './faults';
import { createPppoeSessions, type PppoeSessions } from './pppoe-sessions';
import { createRequestStats, type RequestStats } from './request-stats';
import { createDataset, type Dataset, type FixtureTables } from './store/dataset';

/** Builds one provider's tables for a given today (`YYYY-MM-DD`). */
export type DatasetBuilder = (today: string) => FixtureTables;

/** A dataset and the API token that selects it. */
export interface DatasetDefinition {
  token: string;
  build: DatasetBuilder;
}

export interface SandboxStateOptions {
  today?: Date | string;
  faults: Partial<Faults>;
  datasets: Readonly<Record<string, DatasetDefinition>>;
  /** Milliseconds between a disconnect and the router's reconnect; default 5000. */
  reconnectDelayMs?: number;
}

/** Everything the routes and the control object share. */
export interface SandboxState {
  readonly clock: Clock;
  readonly stats: RequestStats;
  readonly sessions: PppoeSessions;
  /** Full token string to dataset name. */
  readonly tokens: ReadonlyMap<string, string>;
  faults(): Faults;
  setFaults(change: Partial<Faults>): Faults;
  dataset(name: string): Dataset | undefined;
  datasetNames(): string[];
  /**
   * The tables and actions a dataset's token may not use: IXC keeps a permission list per webservice user and
   * answers `Recurso <x> não está disponível!` (HTTP 200) for the others.
   */
  denied(dataset: string): ReadonlySet<string>;
  setDenied(dataset: string, resources: readonly string[]): void;
  /**
   * Rebuilds every dataset from its builder, lifts every denial and cancels waiting reconnects; without a fixed
   * `today` the day is taken again.
   */
  reset(): void;
}

export function createSandboxState(options: SandboxStateOptions): SandboxState {
  let today = calendarDay(options.today);
  let faults = mergeFaults(NO_FAULTS, options.faults);
  let datasets = new Map<string, Dataset>();
  const denials = new Map<string, ReadonlySet<string>>();
  const definitions = Object.entries(options.datasets);
  const clock = createClock(() => today);
  const sessions = createPppoeSessions(clock, options.reconnectDelayMs);
  const reset = () => {
    sessions.clear();
    today = calendarDay(options.today);
    datasets = new Map(definitions.map(([name, definition]) => [name, createDataset(name, definition.build(today))]));
    denials.clear();
  };
  reset();
  return {
    clock,
    stats: createRequestStats(),
    sessions,
    tokens: new Map(definitions.map(([name, definition]) => [definition.token, name])),
    faults: () => faults,
    setFaults(change) {
      faults = mergeFaults(faults, change);
      return faults;
    },
    dataset: (name) => datasets.get(name),
    datasetNames: () => [...datasets.keys()],
    denied: (dataset) => denials.get(dataset) ?? new Set(),
    setDenied(dataset, resources) {
      denials.set(dataset, new Set(resources));
    },
    reset,
  };
}
