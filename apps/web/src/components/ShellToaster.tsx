import { useEffect } from 'react';
import { Toaster } from '@fluentui/react-toast';
import { PANEL_TOASTER_ID, MAX_TOASTS } from './toaster';
import { toasterMounted } from './toaster-host';

/** The Toaster itself, in a chunk of its own (PanelToaster.tsx loads it). */
export function ShellToaster() {
  // Fluent's Toaster starts listening in its own effects, which run before this one.
  useEffect(() => toasterMounted(), []);
  return <Toaster toasterId={PANEL_TOASTER_ID} limit={MAX_TOASTS} position="bottom-end" pauseOnHover />;
}
