import type { HealthStore } from './health-store';

export interface HealthPorts {
  store: HealthStore;
}

/** Liveness says the process answers; readiness says it can serve (its database answers). */
export function createHealthService({ store }: HealthPorts) {
  return {
    async ready(): Promise<boolean> {
      try {
        await store.ping();
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
