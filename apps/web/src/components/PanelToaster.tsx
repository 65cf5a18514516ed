import { lazy, Suspense, useEffect } from 'react';
import { whenIdle } from '../lib/when-idle';
import { requestToaster, useToasterWanted } from './toaster-host';

const ShellToaster = lazy(() => import('./ShellToaster').then((module) => ({ default: module.ShellToaster })));

/**
 * The panel's one place for toasts; pages reach it through `useNotify`. It joins the page once the browser is idle
 * (or when the first toast is asked for), so its code is not on the way to the first paint.
 */
export function PanelToaster() {
  const wanted = useToasterWanted();
  useEffect(() => whenIdle(() => void requestToaster()), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ShellToaster />
    </Suspense>
  );
}
