/** How many webservice requests arrived, in total, per `<resource>` and per dataset (when the token is known). */
export interface SandboxStats {
  total: number;
  byResource: Record<string, number>;
  byDataset: Record<string, number>;
}

export interface RequestStats {
  record(resource: string, dataset: string | undefined): void;
  snapshot(): SandboxStats;
  reset(): void;
}

export function createRequestStats(): RequestStats {
  let stats = emptyStats();
  return {
    record(resource, dataset) {
      stats.total += 1;
      stats.byResource[resource] = (stats.byResource[resource] ?? 0) + 1;
      if (dataset !== undefined) stats.byDataset[dataset] = (stats.byDataset[dataset] ?? 0) + 1;
    },
    snapshot: () => structuredClone(stats),
    reset() {
      stats = emptyStats();
    },
  };
}

function emptyStats(): SandboxStats {
  return { total: 0, byResource: {}, byDataset: {} };
}
