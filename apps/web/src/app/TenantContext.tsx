import { createContext, useContext, type ReactNode } from 'react';
import type { Theme } from '@central/domain/api';

const TenantContext = createContext<Theme | null>(null);

export function TenantProvider({ tenant, children }: { tenant: Theme; children: ReactNode }) {
  return <TenantContext.Provider value={tenant}>{children}</TenantContext.Provider>;
}

/** The provider this page belongs to. Routes only render once a tenant is known, so it is never null there. */
export function useTenant(): Theme {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant outside of TenantProvider');
  return tenant;
}
