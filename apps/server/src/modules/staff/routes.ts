import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AdminDeps } from '../admin/admin-deps';

/** Admin and provider sign-in, sign-out, session check and the admin's password (helper 1). */
export const staffRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (_app, _deps) => {};
