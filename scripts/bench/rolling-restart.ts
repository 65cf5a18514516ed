import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { freePort } from '../lib/postgres-cluster';
import { ROOT } from '../lib/prepare';
import type { Stack } from '../lib/stack';
import { askForInvoices, errorKind } from './invoice-clients';

/**
 * The rolling restart of docs/operations.md#restarts, measured: two replicas on one Postgres behind Caddy, configured
 * with the `reverse_proxy` block of deploy/Caddyfile (its balancing, retries and health checks, without TLS), while
 * `connections` clients keep asking Caddy for open invoices. Each replica in turn gets SIGTERM, starts again on its port
 * and is given one health interval to be seen; then the other. Every answer that is not a 2xx reached the person: lost.
 */
export interface RollingRestartCounts {
  completed: number;
  lost: number;
  lostKinds: string[];
  /** The slowest answer, in ms: a request Caddy held while it retried shows here. */
  slowestMs: number;
}

export interface ProxiedTarget {
  host: string;
  cookie: string;
}

/** Null when Caddy is not installed (Debian: `apt-get install caddy`). */
export function caddyBinary(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v caddy'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

export async function rollingRestart(stack: Stack, target: ProxiedTarget, connections: number): Promise<RollingRestartCounts> {
  let second = await stack.startReplica();
  const proxy = await startCaddy([stack.port, second.port]);
  const counts: RollingRestartCounts = { completed: 0, lost: 0, lostKinds: [], slowestMs: 0 };
  // Behind the proxy nothing may reach the person: an error from Caddy is lost as much as a status that is not 2xx.
  const clients = askForInvoices(`http://127.0.0.1:${proxy.port}`, target, connections, (outcome) => {
    counts.slowestMs = Math.max(counts.slowestMs, outcome.ms);
    if (outcome.statusCode !== undefined && outcome.statusCode < 300) counts.completed += 1;
    else {
      counts.lost += 1;
      counts.lostKinds.push(outcome.statusCode !== undefined ? `HTTP ${outcome.statusCode}` : `${errorKind(outcome)} from Caddy`);
    }
  });
  try {
    await setTimeout(1_000);
    // The first replica is the stack's own server; the second, the one started above. Each is stopped as
    // `docker compose restart` does (SIGTERM), then given one health interval after it is ready to be seen again.
    await stack.signal('SIGTERM');
    await stack.restart();
    await setTimeout(proxy.healthIntervalMs + 1_000);
    await second.stop();
    second = await stack.startReplica(second.port);
    await setTimeout(proxy.healthIntervalMs + 1_000);
  } finally {
    await clients.stop();
    await proxy.stop();
    await second.stop();
  }
  return counts;
}

interface Caddy {
  port: number;
  healthIntervalMs: number;
  stop(): Promise<void>;
}

/**
 * Caddy on a free loopback port, proxying to `upstreams` with deploy/Caddyfile's own `reverse_proxy` settings; its
 * storage in a folder of its own. Resolved once a request through it is answered.
 */
async function startCaddy(upstreams: number[]): Promise<Caddy> {
  const deployed = readFileSync(join(ROOT, 'deploy/Caddyfile'), 'utf8');
  const settings = /reverse_proxy [^{\n]*\{\n([^}]*)\}/.exec(deployed)?.[1];
  const interval = settings && /health_interval (\d+)s/.exec(settings)?.[1];
  if (!settings || !interval) throw new Error('deploy/Caddyfile has no reverse_proxy block with a health_interval');
  const home = await mkdtemp(join(tmpdir(), 'central-caddy-'));
  const port = await freePort();
  const config = join(home, 'Caddyfile');
  await writeFile(
    config,
    [
      '{',
      '\tadmin off',
      '\tauto_https off',
      '}',
      `http://:${port} {`,
      `\treverse_proxy ${upstreams.map((upstream) => `127.0.0.1:${upstream}`).join(' ')} {`,
      settings.trimEnd(),
      '\t}',
      '}',
      '',
    ].join('\n'),
  );
  const env = { ...process.env, HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home };
  const child = spawn(caddyBinary()!, ['run', '--config', config, '--adapter', 'caddyfile'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4_000)));
  const stop = async () => {
    await ended(child);
    await rm(home, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null || attempt === 200) {
      await stop();
      throw new Error(`Caddy did not start:\n${log}`);
    }
    const answered = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    await setTimeout(50);
  }
  return { port, healthIntervalMs: Number(interval) * 1_000, stop };
}

function ended(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
