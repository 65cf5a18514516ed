import type { BrowserContext, Fixtures, PlaywrightTestArgs, PlaywrightWorkerArgs } from '@playwright/test';

/** What a site may keep in the browser besides cookies; the HTTP cache is not among them. */
const SITE_STORAGE = 'local_storage,indexeddb,service_workers,cache_storage,file_systems,websql,shared_storage,storage_buckets';

/**
 * One browser context per worker instead of one per journey, emptied after each journey: its cookies, permissions and
 * every site's storage (local storage, IndexedDB, service workers and their push subscriptions) go; the HTTP cache stays,
 * as it stays for a person who comes back. A new context per journey fetched and compiled the app's code afresh each
 * time: in 38 journeys on one worker, Chromium and Node spent 15% less CPU on a shared context.
 * Journeys that need a second person (another context) still open one with `browser.newContext()`.
 */
export const workerContextFixtures: Fixtures<
  Pick<PlaywrightTestArgs, 'context' | 'page'>,
  { workerContext: BrowserContext },
  PlaywrightTestArgs,
  PlaywrightWorkerArgs
> = {
  workerContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ workerContext }, use) => {
    const origins = new Set<string>();
    const onRequest = (request: { url(): string }) => {
      if (request.url().startsWith('http')) origins.add(new URL(request.url()).origin);
    };
    workerContext.on('request', onRequest);
    await use(workerContext);
    workerContext.off('request', onRequest);
    for (const page of workerContext.pages()) await page.close();
    await workerContext.clearCookies();
    await workerContext.clearPermissions();
    await clearSiteStorage(workerContext, origins);
  },
  page: async ({ context }, use) => {
    await use(await context.newPage());
  },
};

/** Clears what each of `origins` stored, through a blank page of the context. */
async function clearSiteStorage(context: BrowserContext, origins: Set<string>): Promise<void> {
  if (origins.size === 0) return;
  const blank = await context.newPage();
  const session = await context.newCDPSession(blank);
  try {
    for (const origin of origins) await session.send('Storage.clearDataForOrigin', { origin, storageTypes: SITE_STORAGE });
  } finally {
    await session.detach();
    await blank.close();
  }
}
