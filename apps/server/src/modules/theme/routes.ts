import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@central/domain';
import { Theme } from '@central/domain/api';
import { Type } from 'typebox';
import { notFound } from '../../lib/app-error';
import { errorResponses } from '../../lib/route-schemas';
import { tenantOf } from '../../plugins/tenancy';
import type { TenantDirectory } from '../tenants/tenant-directory';
import { webManifest, WebManifest } from './manifest';

export const themeRoutes: FastifyPluginAsyncTypebox<{ tenants: TenantDirectory }> = async (app, { tenants }) => {
  app.get('/api/central/theme', { schema: { response: { 200: Theme, ...errorResponses } } }, async (request) => {
    return tenantOf(request).theme;
  });

  app.get(
    '/pwa/:provider/config.json',
    { schema: { params: Type.Object({ provider: Type.String({ maxLength: 63 }) }), response: { 200: WebManifest, ...errorResponses } } },
    async (request, reply) => {
      const tenant = await tenants.byClientId(request.params.provider);
      if (!tenant) throw notFound('TENANT_NOT_FOUND', MESSAGES.notFoundPage);
      return reply.type('application/manifest+json').header('cache-control', 'public, max-age=3600').send(webManifest(tenant.theme));
    },
  );
};
