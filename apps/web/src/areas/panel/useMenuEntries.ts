import { useTenant } from '@/app/TenantContext';
import { useAcsConfigured } from '@/features/acs/api';
import { menuEntries } from './menu-items';
import { useSession } from './session';

export function useMenuEntries() {
  const tenant = useTenant();
  const session = useSession();
  const acsConfigured = useAcsConfigured();
  return menuEntries({ acsConfigured, tenantFlags: tenant.feature_flags, sessionFlags: session.featureFlags, support: tenant });
}
