import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Theme } from '@central/domain/api';
import { Type } from 'typebox';
import { errorResponses } from '../../lib/route-schemas';
import { tenantOf } from '../../plugins/tenancy';
import { APP_ICONS } from './app-icons';
import { MANIFEST_FILE, WebManifest } from './manifest';
import type { ThemeService } from './theme-service';

const ProviderParams = Type.Object({ provider: Type.String({ maxLength: 63 }) });
const Png = Type.Unsafe<Buffer>({ type: 'string', contentMediaType: 'image/png' });
const PUBLIC_HOUR = 'public, max-age=3600';

export const themeRoutes: FastifyPluginAsyncTypebox<{ theme: ThemeService }> = async (app, { theme }) => {
  app.get('/api/central/theme', { schema: { response: { 200: Theme, ...errorResponses } } }, async (request) => {
    return tenantOf(request).theme;
  });

  // docs/product/subscriber.md#providers-and-hosts: the provider's static configuration, the same public theme as /api/central/theme.
  app.get(
    '/pwa/:provider/config.json',
    { schema: { params: ProviderParams, response: { 200: Theme, ...errorResponses } } },
    async (request, reply) => {
      const config = await theme.themeOf(request.params.provider);
      return reply.header('cache-control', PUBLIC_HOUR).send(config);
    },
  );

  app.get(
    `/pwa/:provider/${MANIFEST_FILE}`,
    { schema: { params: ProviderParams, response: { 200: WebManifest, ...errorResponses } } },
    async (request, reply) => {
      const manifest = await theme.manifestOf(request.params.provider);
      return reply.type('application/manifest+json').header('cache-control', PUBLIC_HOUR).send(manifest);
    },
  );

  for (const icon of APP_ICONS) {
    app.get(
      `/pwa/:provider/${icon.file}`,
      { schema: { params: ProviderParams, response: { 200: Png, ...errorResponses } } },
      async (request, reply) => {
        const png = await theme.iconOf(request.params.provider, icon);
        return reply.type('image/png').header('cache-control', PUBLIC_HOUR).send(png);
      },
    );
  }
};
