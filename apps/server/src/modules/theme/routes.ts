import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@central/domain';
import { Theme } from '@central/domain/api';
import { Type } from 'typebox';
import { notFound } from '../../lib/app-error';
import { anyAddress, createImageFetcher } from '../../lib/image-bytes';
import { errorResponses } from '../../lib/route-schemas';
import { tenantOf } from '../../plugins/tenancy';
import type { TenantDirectory } from '../tenants/tenant-directory';
import { APP_ICONS, createAppIcons, type AppIcons } from './app-icons';
import { MANIFEST_FILE, webManifest, WebManifest } from './manifest';

const ProviderParams = Type.Object({ provider: Type.String({ maxLength: 63 }) });
const Png = Type.Unsafe<Buffer>({ type: 'string', contentMediaType: 'image/png' });
const PUBLIC_HOUR = 'public, max-age=3600';

export interface ThemeRouteOptions {
  tenants: TenantDirectory;
  icons?: AppIcons;
  /** IMAGE_FETCH_ALLOW_PRIVATE: logos may be fetched from loopback and private addresses (tests and the demo). */
  imageFetchAllowPrivate?: boolean;
}

export const themeRoutes: FastifyPluginAsyncTypebox<ThemeRouteOptions> = async (app, { tenants, icons, imageFetchAllowPrivate }) => {
  // The icons are public, so a logo fetch is one anybody can trigger: it goes to public addresses only, unless the
  // setting (refused in production) says otherwise.
  const images = createImageFetcher({ allowAddress: imageFetchAllowPrivate ? anyAddress : undefined });
  app.addHook('onClose', () => images.close());
  const appIcons =
    icons ??
    createAppIcons({
      loadImage: images.bytes,
      onLogoError: (url, err) => app.log.warn({ err, logo: logoOrigin(url) }, 'provider logo unavailable; drawing its initials'),
    });
  const themeOfProvider = async (provider: string) => {
    const tenant = await tenants.byClientId(provider);
    if (!tenant) throw notFound('TENANT_NOT_FOUND', MESSAGES.notFoundPage);
    return tenant.theme;
  };

  app.get('/api/central/theme', { schema: { response: { 200: Theme, ...errorResponses } } }, async (request) => {
    return tenantOf(request).theme;
  });

  // SPEC section 7: the provider's static configuration, the same public theme as /api/central/theme.
  app.get(
    '/pwa/:provider/config.json',
    { schema: { params: ProviderParams, response: { 200: Theme, ...errorResponses } } },
    async (request, reply) => {
      const theme = await themeOfProvider(request.params.provider);
      return reply.header('cache-control', PUBLIC_HOUR).send(theme);
    },
  );

  app.get(
    `/pwa/:provider/${MANIFEST_FILE}`,
    { schema: { params: ProviderParams, response: { 200: WebManifest, ...errorResponses } } },
    async (request, reply) => {
      const theme = await themeOfProvider(request.params.provider);
      return reply.type('application/manifest+json').header('cache-control', PUBLIC_HOUR).send(webManifest(theme));
    },
  );

  for (const icon of APP_ICONS) {
    app.get(
      `/pwa/:provider/${icon.file}`,
      { schema: { params: ProviderParams, response: { 200: Png, ...errorResponses } } },
      async (request, reply) => {
        const theme = await themeOfProvider(request.params.provider);
        const png = await appIcons.render(theme, icon);
        return reply.type('image/png').header('cache-control', PUBLIC_HOUR).send(png);
      },
    );
  }
};

/** Logs say where a logo was, not the whole address (an inline logo is kilobytes long). */
function logoOrigin(url: string): string {
  if (url.startsWith('data:')) return 'inline data: URL';
  try {
    return new URL(url).origin;
  } catch {
    return 'invalid URL';
  }
}
