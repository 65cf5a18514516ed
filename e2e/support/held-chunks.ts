import type { Page, Route } from '@playwright/test';
import { readChunksHolding } from '../../scripts/lib/build-chunks';
import { expect } from './fixtures';

/**
 * Holds every request for the chunk holding `source` until `release` is called (or `fail`, which drops the held ones as
 * a lost connection would); `asked` tells whether one came. Requests after either go through.
 */
export async function holdChunkOf(page: Page, source: string) {
  const chunks = readChunksHolding((module) => module === source);
  expect(chunks.size).toBe(1);
  const held: Route[] = [];
  let released = false;
  let asked = false;
  await page.route(
    (url) => chunks.has(url.pathname),
    async (route) => {
      asked = true;
      return released ? route.continue() : held.push(route);
    },
  );
  return {
    asked: () => asked,
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
    async fail() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.abort('internetdisconnected')));
    },
  };
}

/**
 * Opens `url` with the chunk holding `source` (the page's code) held until each of `reads` has answered, and a moment
 * more for the app, whose boot took them as early reads, to have their answers in hand.
 */
export async function openOnceAnswered(page: Page, url: string, source: string, reads: string[]) {
  const code = await holdChunkOf(page, source);
  const answered = reads.map((read) =>
    page.waitForResponse((response) => {
      const { pathname, search } = new URL(response.url());
      return pathname + search === read;
    }),
  );
  await page.goto(url, { waitUntil: 'commit' });
  for (const response of await Promise.all(answered)) await response.finished();
  await page.waitForTimeout(100);
  await code.release();
}
