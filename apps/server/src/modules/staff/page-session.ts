import { adminFirstReadsOf } from '@central/domain/first-reads';
import { STAFF_COOKIES } from '../../plugins/staff-auth';
import type { PageSession } from '../../plugins/web-app';
import type { SecondFactors } from './second-factor/second-factors';
import { adminInfo } from './staff-info';
import type { StaffSessionStore } from './staff-sessions';

/**
 * Who opens an /adm page: what GET /api/payment/adm/auth would answer, or null (no admin session, a provider's); and
 * the list page's first read, which the browser then asks for beside the app's code instead of after it.
 */
export function createAdminPageSession(
  staffSessions: StaffSessionStore,
  factors: SecondFactors,
  secondFactorRequired: boolean,
): PageSession {
  return async (request, pathname) => {
    const admin = await staffSessions.resolve('admin', request.cookies[STAFF_COOKIES.admin]);
    if (admin?.role !== 'admin') return null;
    const session = await adminInfo(admin, factors, secondFactorRequired);
    const queryAt = request.url.indexOf('?');
    const query = new URLSearchParams(queryAt < 0 ? '' : request.url.slice(queryAt + 1));
    return { session, firstReads: adminFirstReadsOf(pathname, query) };
  };
}
