/**
 * Runs `work` once the browser has nothing more urgent to do (the page is painted and its first reads are in), or
 * after `timeoutMs` at the latest. Answers a function that cancels it. Safari has no `requestIdleCallback`: there it
 * waits a short moment instead.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 300);
  return () => window.clearTimeout(id);
}
