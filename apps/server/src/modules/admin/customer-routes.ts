import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AdminDeps } from './admin-deps';

/** The providers: list, read, create, edit, suspend, delete, history (helper 2). */
export const adminCustomerRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (_app, _deps) => {};
