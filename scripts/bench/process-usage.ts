import { readdirSync, readFileSync } from 'node:fs';

/** Resident memory of a process in MB, from /proc (Linux); null once it has gone. */
export function residentMegabytes(pid: number): number | null {
  try {
    const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kilobytes === undefined ? null : Number(kilobytes) / 1024;
  } catch {
    return null;
  }
}

export interface MemoryTrace {
  before: number;
  peak: number;
  after: number;
}

/** Samples each process's resident memory every `everyMs` until stopped: before, peak and last value. */
export function traceMemory(pids: number[], everyMs = 200): { stop(): MemoryTrace[] } {
  const traces = pids.map((pid) => {
    const first = residentMegabytes(pid) ?? 0;
    return { pid, before: first, peak: first, after: first };
  });
  const sample = () => {
    for (const trace of traces) {
      const now = residentMegabytes(trace.pid);
      if (now === null) continue;
      trace.peak = Math.max(trace.peak, now);
      trace.after = now;
    }
  };
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return traces.map(({ before, peak, after }) => ({ before, peak, after }));
    },
  };
}

/** CPU time (user + system) a process has used so far, in ms, from /proc/<pid>/stat; null once it has gone. */
export function cpuMilliseconds(pid: number): number | null {
  try {
    // Fields after the command name, which is in parentheses and may itself hold spaces.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Busy and total CPU time of the whole machine so far, in clock ticks (all cores, /proc/stat). */
export function machineCpuTicks(): { busy: number; total: number } {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: total - idle, total };
}

// USER_HZ: 100 on every Linux architecture Node supports (sysconf(_SC_CLK_TCK)).
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU ms so far of `rootPid` and every process under it (PostgreSQL's backends included), by pid. */
export function processTreeCpu(rootPid: number): Map<number, number> {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      parentOf.set(Number(entry), Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const inTree = (pid: number): boolean => {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = parentOf.get(at)) if (at === rootPid) return true;
    return false;
  };
  const usage = new Map<number, number>();
  for (const pid of parentOf.keys()) {
    const cpu = inTree(pid) ? cpuMilliseconds(pid) : null;
    if (cpu !== null) usage.set(pid, cpu);
  }
  return usage;
}

/** CPU ms the tree used between two `processTreeCpu` snapshots (processes that ended in between are missed). */
export function treeCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, cpu] of after) total += cpu - (before.get(pid) ?? 0);
  return total;
}

export interface UsageDuring {
  /** Per watched process, in the order given. */
  memory: MemoryTrace[];
  cpuMs: number[];
  /** CPU of `rootPid` and everything under it. */
  treeCpuMs: number;
  /** Share of the whole machine's CPU time that was busy, whoever used it. */
  machineBusy: number;
}

/** Watches memory and CPU of some processes, of a process tree and of the machine, from now until stopped. */
export function watchUsage(pids: number[], rootPid: number): { stop(): UsageDuring } {
  const memory = traceMemory(pids);
  const cpuOf = () => pids.map((pid) => cpuMilliseconds(pid) ?? 0);
  const before = { cpu: cpuOf(), tree: processTreeCpu(rootPid), machine: machineCpuTicks() };
  return {
    stop() {
      const after = { cpu: cpuOf(), tree: processTreeCpu(rootPid), machine: machineCpuTicks() };
      return {
        memory: memory.stop(),
        cpuMs: after.cpu.map((cpu, i) => cpu - before.cpu[i]!),
        treeCpuMs: treeCpuBetween(before.tree, after.tree),
        machineBusy: (after.machine.busy - before.machine.busy) / Math.max(1, after.machine.total - before.machine.total),
      };
    },
  };
}
