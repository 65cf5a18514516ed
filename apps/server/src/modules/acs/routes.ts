import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../lib/route-schemas';
import { tenantOf } from '../../plugins/tenancy';
import type { AcsService } from './acs-service';

/** Whether the provider has a device-management connection; the panel shows Wi-Fi only then. */
export const acsRoutes: FastifyPluginAsyncTypebox<{ acs: AcsService }> = async (app, { acs }) => {
  app.get(
    '/api/acs/customer/check',
    {
      preHandler: app.requireSession,
      schema: { response: { 200: Type.Object({ is_acs_configured: Type.Boolean() }), ...errorResponses } },
    },
    async (request) => acs.check(tenantOf(request)),
  );
};
