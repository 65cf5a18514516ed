import type { ActiveTenant } from '../tenants/tenant-directory';

/**
 * Whether a provider has a device-management connection. It needs no ports: the provider, as the request's host
 * resolved it, already says.
 */
export function createAcsService() {
  return {
    check: (tenant: Pick<ActiveTenant, 'acsConfigured'>) => ({ is_acs_configured: tenant.acsConfigured }),
  };
}

export type AcsService = ReturnType<typeof createAcsService>;
