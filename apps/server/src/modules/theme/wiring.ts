import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { anyAddress, createImageFetcher } from '../../lib/image-bytes';
import { createLogoIcons } from './app-icons';
import { themeRoutes } from './routes';
import { createThemeService } from './theme-service';

export async function registerTheme(app: FastifyInstance, ctx: Pick<AppContext, 'tenants' | 'imageFetchAllowPrivate'>): Promise<void> {
  // Provider logos for the app icons: public addresses only, unless IMAGE_FETCH_ALLOW_PRIVATE (tests, the demo).
  const images = createImageFetcher({ allowAddress: ctx.imageFetchAllowPrivate ? anyAddress : undefined });
  app.addHook('onClose', () => images.close());
  await app.register(themeRoutes, { theme: createThemeService({ tenants: ctx.tenants, icons: createLogoIcons(images, app.log) }) });
}
