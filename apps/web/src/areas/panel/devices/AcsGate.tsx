import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { useAcsState } from '@/features/acs/api';

/** docs/product/subscriber.md#wi-fi-and-routers: /panel/devices and /panel/device/{id} go back to /panel when the provider has no ACS. */
export function AcsGate({ children }: { children: ReactNode }) {
  const state = useAcsState();
  if (state === 'absent') return <Navigate to="/panel" replace />;
  if (state === 'checking') return <CardListSkeleton count={1} />;
  return children;
}
