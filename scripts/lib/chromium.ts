/** Debian's Chromium, or the one CHROMIUM_PATH names: the benches' browser, and the journeys' where a person's browser differs. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell), or the one CHROMIUM_HEADLESS_SHELL_PATH
 * names: the same engine without the browser's own layer, as Playwright runs headless journeys by default. The browser
 * journeys run in it, except those about the notification permission (playwright.config.ts): on this 2-core machine 51
 * journeys took 96–100 s and 171–178 s of CPU in it against 153–170 s and 295–328 s in the full browser.
 */
export const CHROMIUM_HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** Headless, without the sandbox (containers), the GPU, or anything Chromium does in the background on its own. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
