import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStack, type Stack } from '../lib/stack';

/**
 * Lighthouse's mobile profile (a mid-range phone, simulated slow 4G and 4x CPU slowdown) on the pages a subscriber and
 * an admin open first (issue 14). Goal: performance ≥ 95 and accessibility 100 on each. The ERP answers at once here:
 * this measures the front end, not IXC.
 */
const ADMIN = { email: 'admin@central-bench.example', password: 'bench-admin-senha-123' };
const SUBSCRIBER = { cpfOrCnpj: '529.982.247-25', password: 'demo123' };
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Failing audits of the accessibility category, and the performance audits that cost the most. */
  findings: string[];
}

export async function runLighthouse(): Promise<LighthouseRow[]> {
  const stack = await startStack({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
  try {
    const panel = `http://demo.localhost:${stack.port}`;
    const subscriber = await sessionCookie(stack, 'demo.localhost', '/api/central/sign-in', SUBSCRIBER);
    const admin = await sessionCookie(stack, 'localhost', '/api/payment/adm/auth/sign-in', ADMIN);
    const pages: Array<[string, string, string | null]> = [
      ['/sign-in', `${panel}/sign-in`, null],
      ['/panel', `${panel}/panel`, subscriber],
      ['invoice detail', `${panel}/panel/financial/invoice/5004`, subscriber],
      ['/adm/customers', `http://localhost:${stack.port}/adm/customers`, admin],
    ];
    const rows: LighthouseRow[] = [];
    for (const [page, url, cookie] of pages) rows.push(await audit(page, url, cookie, chrome.port));
    return rows;
  } finally {
    await chrome.kill();
    await stack.stop();
  }
}

export function printLighthouse(rows: LighthouseRow[]): void {
  console.log('\nLighthouse, mobile profile (goal: performance ≥ 95, accessibility 100)\n');
  console.log(`  ${'page'.padEnd(16)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'best'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)}`);
  for (const row of rows) {
    const cells = [row.performance, row.accessibility, row.bestPractices].map((score) => String(score).padStart(5));
    console.log(`  ${row.page.padEnd(16)} ${cells.join(' ')} ${`${row.lcpMs} ms`.padStart(8)} ${`${row.tbtMs} ms`.padStart(7)} ${row.cls.toFixed(3).padStart(6)}`);
  }
  for (const row of rows.filter((r) => r.findings.length > 0)) console.log(`\n  ${row.page}:\n    ${row.findings.join('\n    ')}`);
}

async function sessionCookie(stack: Stack, host: string, path: string, body: object): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${stack.port}${path}`, {
    method: 'POST',
    headers: { host: `${host}:${stack.port}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

async function audit(page: string, url: string, cookie: string | null, port: number): Promise<LighthouseRow> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    extraHeaders: cookie ? { cookie } : undefined,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const failingA11y = (categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `a11y ${ref.id}: ${snippets(audits[ref.id]?.details)}`);
  const costly = Object.values(audits)
    .filter((item) => item.details?.type === 'opportunity' && (item.numericValue ?? 0) > 100)
    .map((item) => `perf ${item.id}: ${Math.round(item.numericValue ?? 0)} ms`);
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: numeric('cumulative-layout-shift'),
    findings: [...failingA11y, ...costly],
  };
}

function snippets(details: unknown): string {
  const items = (details as { items?: Array<{ node?: { snippet?: string } }> } | undefined)?.items ?? [];
  return items.map((item) => item.node?.snippet ?? '').filter(Boolean).slice(0, 3).join(' | ');
}
