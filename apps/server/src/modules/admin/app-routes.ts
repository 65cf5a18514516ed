import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AdminDeps } from './admin-deps';

/** The provider's apps and the IXC lookups of products, plans and subjects (helper 3). */
export const adminAppRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (_app, _deps) => {};
