import { useEffect, useMemo, useRef, useState } from 'react';
import { ShellCache } from './shell-cache';
import type { Cache, SWRConfiguration } from 'swr';
import { useMediaQuery } from '@/lib/use-media-query';
import { WIDE_SCREEN } from './shell-styles';

/**
 * Only the panel and the admin back office read data through SWR. The ERP is slow and pages ask for what they need:
 * no refetch on focus, no blind retries. The cache lives and dies with the shell, so whoever signs in next never sees
 * the last one's data.
 */
const swrOptions: SWRConfiguration = {
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  provider: () => new ShellCache() as Cache,
};

/** The shell's SWR settings; `onError` sees every failed read (a session that ended sends to the sign-in). */
export function useShellSwrConfig(onError: (error: unknown) => boolean): SWRConfiguration {
  return useMemo(() => ({ ...swrOptions, onError }), [onError]);
}

/**
 * The shell's menu: beside the page on wide screens, else a drawer opened from the top bar. While the drawer is open
 * the page behind it is `inert` (nothing there takes focus, so its aria-hidden hides nothing focusable). However it
 * closes, focus goes back to the button that opened it; when a page was chosen, that page's heading then takes it
 * (useFocusOnNavigation).
 */
export function useMenuDrawer() {
  const wide = useMediaQuery(WIDE_SCREEN);
  const [open, setOpen] = useState(false);
  // A Fluent drawer, even closed, leaves focus-trap sentinels that audits flag as hidden focusable elements, so
  // it joins the page only once the menu is first opened. It then stays: unmounting it while open would leave
  // the page aria-hidden.
  const [mounted, setMounted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    const button = opener.current;
    // After the drawer's own focus handling of its closing, and once the page is no longer inert.
    const frame = requestAnimationFrame(() => button?.isConnected && button.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);
  const show = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setMounted(true);
    setOpen(true);
  };
  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };
  return { wide, open, mounted, show, close };
}
