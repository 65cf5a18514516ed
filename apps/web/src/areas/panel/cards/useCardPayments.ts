import { hasFeature } from '@/features/tenant/feature-flags';
import { useSession } from '@/areas/panel/session';

/** docs/product/subscriber.md#paying-by-card: the credit_card flag of the session enables Meus Cartões (the same rule as the menu). */
export const useCardPayments = () => hasFeature(useSession().featureFlags, 'credit_card');
