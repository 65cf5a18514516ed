/** Debian's Chromium, or the one CHROMIUM_PATH names: the browser of the journeys and the benches. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
