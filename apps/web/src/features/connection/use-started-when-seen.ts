import { useEffect, useState, type RefObject } from 'react';
import { whenIdle } from '@/lib/when-idle';

/** How far below the screen an element counts as near it: the read is in by the time the person scrolls there. */
const NEAR = '0px 0px 400px 0px';

/**
 * Whether a secondary part of a page may start its read: once `ref`'s element has been on or near the screen and the
 * browser was idle after that, so it never competes with the page's own first reads and draws. True at once when `now`.
 */
export function useStartedWhenSeen(ref: RefObject<Element | null>, now = false): boolean {
  const [started, setStarted] = useState(now);
  useEffect(() => {
    const element = ref.current;
    if (started || !element) return;
    let idle: { cancel: () => void } | undefined;
    const start = () => (idle = whenIdle(() => setStarted(true)));
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => idle?.cancel();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      idle?.cancel();
    };
  }, [ref, started]);
  return started;
}
