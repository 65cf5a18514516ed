import type { Stack } from '../lib/stack';

/** The demo subscribers, each signed in once as a newcomer and once as a returning subscriber. */
const SUBSCRIBERS = [
  { cpfOrCnpj: '529.982.247-25', password: 'demo123' },
  { cpfOrCnpj: '11222333000181', password: 'demo456' },
  { cpfOrCnpj: '390.533.447-05', password: 'demo789' },
];

/** What the home asks for at once, as the web app does after sign-in. */
const HOME_CALLS = ['/api/central/auth/valid-token', '/api/acs/customer/check', '/api/central/customer/list/invoices?status=to_pay'];

/**
 * Time from pressing 'Entrar' to the home's data, after a server restart (nothing cached in memory): for a subscriber
 * signing in here for the first time, then for the same subscriber returning, whose bills are read while IXC checks
 * the password. Medians over the demo subscribers.
 */
export async function signInToHome(stack: Stack): Promise<{ newcomer: number; returning: number }> {
  await stack.restart();
  const newcomer = [];
  for (const subscriber of SUBSCRIBERS) newcomer.push(await timeSignInToHome(stack, subscriber));
  await stack.restart();
  const returning = [];
  for (const subscriber of SUBSCRIBERS) returning.push(await timeSignInToHome(stack, subscriber));
  return { newcomer: median(newcomer), returning: median(returning) };
}

async function timeSignInToHome(stack: Stack, subscriber: { cpfOrCnpj: string; password: string }): Promise<number> {
  const base = `http://127.0.0.1:${stack.port}`;
  const headers = { host: `demo.localhost:${stack.port}`, 'content-type': 'application/json' };
  const started = performance.now();
  const signIn = await fetch(`${base}/api/central/sign-in`, { method: 'POST', headers, body: JSON.stringify(subscriber) });
  if (!signIn.ok) throw new Error(`sign-in ${signIn.status}`);
  const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
  await Promise.all(
    HOME_CALLS.map(async (path) => {
      const response = await fetch(`${base}${path}`, { headers: { ...headers, cookie } });
      if (!response.ok) throw new Error(`${path} ${response.status}`);
      await response.text();
    }),
  );
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
