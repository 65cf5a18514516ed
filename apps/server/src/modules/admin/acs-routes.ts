import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AdminDeps } from './admin-deps';

/** The provider's ACS record under /api/acs/adm (helper 2). */
export const acsAdminRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (_app, _deps) => {};
