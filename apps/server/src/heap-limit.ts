import { readFileSync } from 'node:fs';
import { totalmem } from 'node:os';

/**
 * The V8 old-space limit the production start gives the server. Left to itself, V8 sizes the heap from the
 * host's memory, not the container's, and lets garbage pile up to gigabytes before collecting it. Half of the
 * container's memory (the rest is code, buffers, sockets and the young generation), between a floor that fits the
 * smallest sensible container and a ceiling that the server's bounded caches never need. `CENTRAL_HEAP_MB` overrides.
 */
export const HEAP_SHARE = 0.5;
export const MIN_HEAP_MB = 96;
export const MAX_HEAP_MB = 256;

const MIB = 1024 * 1024;

export function heapLimitMb(memoryBytes: number, override?: string): number {
  if (override !== undefined && override.trim() !== '') {
    const mb = Number(override);
    if (!Number.isInteger(mb) || mb < 32)
      throw new Error(`CENTRAL_HEAP_MB must be a whole number of megabytes, at least 32 (got '${override}')`);
    return mb;
  }
  const share = Math.floor((memoryBytes * HEAP_SHARE) / MIB);
  return Math.min(MAX_HEAP_MB, Math.max(MIN_HEAP_MB, share));
}

/** The memory this process may use: the cgroup's limit (v2, then v1) when there is one, else the machine's. */
export function availableMemoryBytes(read: (path: string) => string | null = readText, machine = totalmem()): number {
  const limits = [read('/sys/fs/cgroup/memory.max'), read('/sys/fs/cgroup/memory/memory.limit_in_bytes')]
    .map((text) => Number(text?.trim()))
    .filter((bytes) => Number.isFinite(bytes) && bytes > 0 && bytes < machine);
  return limits[0] ?? machine;
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}
