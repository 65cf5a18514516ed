import { chromium } from 'playwright-core';
import type { Stack } from '../lib/stack';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium';
import { SUBSCRIBER, sessionCookie } from './lighthouse';

/** Lighthouse's mobile profile, applied in the browser: a slow 4G link and a CPU four times slower. */
const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const PHONE_CPU_SLOWDOWN = 4;

/**
 * A signed-in subscriber opens the home on a phone (from the home-screen icon, say) with nothing cached, in the
 * server's memory or the browser's: milliseconds from the address to the home's first bill on screen, median of
 * `runs`. The server restarts before each run, so no ERP read of an earlier one is reused.
 */
export async function openHomeOnAPhone(stack: Stack, runs = 3): Promise<number> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const [name, ...value] = (await sessionCookie(stack, 'demo.localhost', '/api/central/sign-in', SUBSCRIBER)).split('=');
    const cookie = { name: name!, value: value.join('=') };
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      await stack.restart();
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      await context.addCookies([{ ...cookie, domain: 'demo.localhost', path: '/' }]);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
      const started = performance.now();
      await page.goto(`http://demo.localhost:${stack.port}/panel`, { waitUntil: 'commit' });
      await page.getByRole('region', { name: 'Próximas faturas' }).getByText(/R\$/).first().waitFor({ timeout: 60_000 });
      times.push(performance.now() - started);
      await context.close();
    }
    return [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  } finally {
    await browser.close();
  }
}
