/**
 * Runs `run` once the browser is idle (at the latest after 3 s), or after a second where it has no idle callback:
 * the time for code a page may need soon but not to draw (a confirm menu's popover, the toaster: once the person acted).
 */
export function whenIdle(run: () => void): { cancel: () => void } {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 3000 });
    return { cancel: () => window.cancelIdleCallback(handle) };
  }
  const handle = setTimeout(run, 1000);
  return { cancel: () => clearTimeout(handle) };
}
