import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../lib/route-schemas';
import { tenantOf } from '../../plugins/tenancy';

/** Whether the provider has a device-management connection; the panel shows Wi-Fi only then. */
export const acsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/acs/customer/check',
    {
      preHandler: app.requireSession,
      schema: { response: { 200: Type.Object({ is_acs_configured: Type.Boolean() }), ...errorResponses } },
    },
    async (request) => ({ is_acs_configured: tenantOf(request).acsConfigured }),
  );
};
