import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a page may take to draw its heading (a lazy page behind a slow connection) before we stop waiting. */
const HEADING_WAIT_MS = 5000;
const TYPING = 'input, textarea, select, [contenteditable="true"]';

/**
 * After moving to another page, focus goes to that page's heading, so a screen reader says where the subscriber is
 * and the next Tab starts from the page's top (WCAG 2.4.3). Not on the first page of a visit, and never away from a
 * field the page focused itself.
 */
export function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return whenHeadingShows((heading) => {
      if (document.activeElement?.matches(TYPING)) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    });
  }, [pathname]);
}

/** Calls `found` with the page's main heading once it is in the document; returns a function that stops waiting. */
function whenHeadingShows(found: (heading: HTMLElement) => void): () => void {
  const heading = () => document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  const now = heading();
  if (now) {
    found(now);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const shown = heading();
    if (!shown) return;
    stop();
    found(shown);
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
