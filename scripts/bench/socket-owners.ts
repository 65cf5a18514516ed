import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * Which of the given processes owns the TCP socket bound to each local port (Linux /proc): a socket's inode
 * appears in /proc/net/tcp beside its local port, and as `socket:[inode]` among its owner's file descriptors.
 */
export function socketOwnersByLocalPort(pids: number[]): Map<number, number> {
  const ownerOfInode = new Map<string, number>();
  for (const pid of pids) {
    for (const fd of safeList(`/proc/${pid}/fd`)) {
      const target = safeLink(`/proc/${pid}/fd/${fd}`);
      const inode = target && /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode) ownerOfInode.set(inode, pid);
    }
  }
  const owners = new Map<number, number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of safeRead(table).split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/);
      const localPort = columns[1]?.split(':').at(-1);
      const owner = columns[9] === undefined ? undefined : ownerOfInode.get(columns[9]);
      if (localPort && owner !== undefined) owners.set(parseInt(localPort, 16), owner);
    }
  }
  return owners;
}

function safeList(path: string): string[] {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}

function safeLink(path: string): string | null {
  try {
    return readlinkSync(path);
  } catch {
    return null;
  }
}

function safeRead(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
