import { Agent, type Dispatcher } from 'undici';

/**
 * Keep-alive sockets per origin of each family of systems. Separate pools, so that a slow partner never holds the
 * sockets the ERP needs; undici keeps one pool per origin inside an agent, so each number is a per-origin limit.
 */
export const POOL_CONNECTIONS = { ixc: 64, cielo: 32, nextcloud: 16, partners: 16 } as const;

export type PoolName = keyof typeof POOL_CONNECTIONS;

/** How long an idle socket stays open for the next exchange. */
export const KEEP_ALIVE_MS = 30_000;

const agents = new Map<PoolName, Agent>();

/**
 * The process's agent for one family of systems, made on first use. TLS is Node's own: certificates are always
 * verified against its trust store, and a provider's private CA (a self-hosted ACS or Nextcloud) is trusted by
 * adding it to NODE_EXTRA_CA_CERTS, which Node reads at start. No option here may turn verification off.
 * Web Push (integrations/push) and the logo fetch (lib/public-only-agent.ts) keep agents of their own: one with
 * its own CA and limits per sender, one that connects to public addresses only.
 */
export function sharedAgent(pool: PoolName): Dispatcher {
  let agent = agents.get(pool);
  if (!agent) {
    agent = new Agent({ keepAliveTimeout: KEEP_ALIVE_MS, connections: POOL_CONNECTIONS[pool] });
    agents.set(pool, agent);
  }
  return agent;
}
