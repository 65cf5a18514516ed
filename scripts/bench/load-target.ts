import type { Stack } from '../lib/stack';

/** The demo subscriber the load benches sign in as. */
export const SUBSCRIBER = { cpfOrCnpj: '529.982.247-25', password: 'demo123' };

/** Where the load benches send their requests: the server's address, the demo provider's host and Maria's session. */
export interface Target {
  base: string;
  host: string;
  cookie: string;
  /** The web build's boot chunk, as the HTML names it, and the smallest file the page names. */
  bootChunk: string;
  smallChunk: string;
}

/** Signs the demo subscriber in on `stack` and reads the sign-in page for the boot chunk and the smallest file it names. */
export async function targetOf(stack: Stack): Promise<Target> {
  const base = `http://127.0.0.1:${stack.port}`;
  const host = `demo.localhost:${stack.port}`;
  const signIn = await fetch(`${base}/api/central/sign-in`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json' },
    body: JSON.stringify(SUBSCRIBER),
  });
  if (!signIn.ok) throw new Error(`sign-in ${signIn.status}`);
  const page = await (await fetch(`${base}/sign-in`, { headers: { host } })).text();
  const bootChunk = /<script type="module" crossorigin src="([^"]+)"/.exec(page)?.[1];
  if (!bootChunk) throw new Error('the page names no boot chunk');
  const named = [...page.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const sizes = await Promise.all(
    named.map(async (path) => Number((await fetch(`${base}${path}`, { method: 'HEAD', headers: { host } })).headers.get('content-length'))),
  );
  const smallChunk = named[sizes.indexOf(Math.min(...sizes))]!;
  return { base, host, cookie: signIn.headers.get('set-cookie')!.split(';')[0]!, bootChunk, smallChunk };
}
