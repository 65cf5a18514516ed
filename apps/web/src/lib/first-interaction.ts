const EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `run` at the person's first press, key or focus on the page (a tap, a click, Tab, a screen reader moving focus):
 * the moment to ready what only an action of theirs can need. Returns what stops waiting.
 */
export function onFirstInteraction(run: () => void): () => void {
  const stop = () => EVENTS.forEach((name) => window.removeEventListener(name, handle, true));
  function handle() {
    stop();
    run();
  }
  EVENTS.forEach((name) => window.addEventListener(name, handle, { capture: true, passive: true }));
  return stop;
}
