import type { Theme } from '@central/domain/api';
import sharp from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import type { ImageFetcher } from '../../lib/image-bytes';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache';
import { renderInitialsIcon } from './initials-icon';
import { logoOrigin } from './theme-rules';

export interface AppIcon {
  file: string;
  size: number;
  maskable: boolean;
}

/** The icons of every provider's web app manifest, served at /pwa/{provider}/{file}. */
export const APP_ICONS: readonly AppIcon[] = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const RENDERED_TTL_MS = 60 * 60 * 1000;
/** A logo that failed is not fetched again for a while: a CDN that is down would cost every request 2 s. */
const FAILED_LOGO_TTL_MS = 5 * 60 * 1000;
/** A maskable icon's platform mask may cut down to a circle of 80% of the side; a square logo of 60% stays within it. */
const MASKABLE_CONTENT = 0.6;
/** Refuses decompression bombs: no logo needs more than 4096×4096 pixels. */
const MAX_INPUT_PIXELS = 4096 * 4096;

export interface AppIcons {
  /** The PNG of `icon` for the provider of `theme`: its logo, or its initials when the logo cannot be had. */
  render(theme: Theme, icon: AppIcon): Promise<Buffer>;
}

export function createAppIcons(options: {
  cache?: TtlCache;
  /** The logo's bytes (lib/image-bytes.ts: public addresses only); throws when it cannot be had. */
  loadImage: (url: string) => Promise<Buffer>;
  onLogoError?: (url: string, error: unknown) => void;
}): AppIcons {
  const { cache = createTtlCache({ maxEntries: 300 }), loadImage, onLogoError = () => {} } = options;
  return {
    async render(theme, icon) {
      const background = theme.primary_color;
      const logo = theme.app_logo_url ?? theme.vertical_logo_url;
      if (logo && !cache.has(`failed|${logo}`)) {
        try {
          return await cache.get(`logo|${logo}|${icon.size}|${icon.maskable ? background : ''}`, RENDERED_TTL_MS, async () =>
            renderLogo(await loadImage(logo), icon, background),
          );
        } catch (error) {
          onLogoError(logo, error);
          void cache.get(`failed|${logo}`, FAILED_LOGO_TTL_MS, async () => true);
        }
      }
      return cache.get(`initials|${theme.alias}|${background}|${icon.size}|${icon.maskable}`, RENDERED_TTL_MS, () =>
        renderInitialsIcon(theme.alias, background, icon.size, icon.maskable),
      );
    },
  };
}

/**
 * The icons of the deployment: logos fetched by `images` (the icons are public, so a logo fetch is one anybody can
 * trigger: it goes to public addresses only, unless IMAGE_FETCH_ALLOW_PRIVATE says otherwise), or the provider's
 * initials when its logo cannot be had, which is logged.
 */
export function createLogoIcons(images: Pick<ImageFetcher, 'bytes'>, log: Pick<FastifyBaseLogger, 'warn'>): AppIcons {
  return createAppIcons({
    loadImage: images.bytes,
    onLogoError: (url, err) => log.warn({ err, logo: logoOrigin(url) }, 'provider logo unavailable; drawing its initials'),
  });
}

async function renderLogo(bytes: Buffer, icon: AppIcon, background: string): Promise<Buffer> {
  const box = icon.maskable ? Math.round(icon.size * MASKABLE_CONTENT) : icon.size;
  const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  // A vector logo is rasterised at the density that gives the box's size, not scaled up from its nominal one.
  const longest = Math.max(meta.width ?? 0, meta.height ?? 0) || box;
  const density = meta.format === 'svg' ? Math.min(2400, Math.max(1, (72 * box) / longest)) : undefined;
  const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
  const logo = await sharp(bytes, { density, limitInputPixels: MAX_INPUT_PIXELS })
    .resize(box, box, { fit: 'contain', background: transparent })
    .png()
    .toBuffer();
  if (!icon.maskable) return logo;
  return sharp({ create: { width: icon.size, height: icon.size, channels: 4, background } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png()
    .toBuffer();
}
