import type { Page, Route } from '@playwright/test';
import { readChunksHolding } from '../../scripts/lib/build-chunks';
import { expect } from './fixtures';

/** Holds every request for the chunk holding `source` until `release` is called; `asked` tells whether one came. */
export async function holdChunkOf(page: Page, source: string) {
  const chunks = readChunksHolding((module) => module === source);
  expect(chunks.size).toBe(1);
  const held: Route[] = [];
  let released = false;
  await page.route(
    (url) => chunks.has(url.pathname),
    async (route) => (released ? route.continue() : held.push(route)),
  );
  return {
    asked: () => held.length > 0,
    async release() {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
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
