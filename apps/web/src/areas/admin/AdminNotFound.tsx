import { NotFoundContent } from '@/components/NotFoundContent';
import { ADMIN_PATHS } from '@/features/admin/paths';

/** A mistyped /adm address: the astronaut inside the admin's frame. */
export function AdminNotFound() {
  return <NotFoundContent backTo={ADMIN_PATHS.customers} />;
}
