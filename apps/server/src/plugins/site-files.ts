import type { Theme } from '@central/domain/api';
import type { FastifyInstance } from 'fastify';
import { dataUrlBytes, DEFAULT_IMAGE_LIMITS } from '../lib/image-bytes';
import { pwaPath } from '../modules/theme/manifest';

/**
 * The portal is a private area: a subscriber's pages say nothing to a search engine, and a provider's sign-in page is
 * found through the provider's own site. So robots are kept out of everything.
 */
export const ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';
const PUBLIC_DAY = 'public, max-age=86400';
const PUBLIC_HOUR = 'public, max-age=3600';

/**
 * /robots.txt, and /favicon.ico for the browsers that ask for it without reading index.html: the provider's favicon
 * (its bytes when the theme has it inline, a redirect when it is an address), else the PNG icon the theme module draws
 * from the provider's logo, else (a host of no provider) the build's own icon.
 */
export function registerSiteFiles(app: FastifyInstance, { defaultIcon }: { defaultIcon: string }): void {
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', PUBLIC_DAY).send(ROBOTS_TXT),
  );

  app.get('/favicon.ico', async (request, reply) => {
    const theme: Theme | null = request.tenant?.theme ?? null;
    reply.header('cache-control', PUBLIC_HOUR);
    const favicon = theme?.favicon_url ?? '';
    const inline = inlineImage(favicon);
    // An inline SVG is a document of this origin when opened directly: it may draw, never run anything.
    if (inline)
      return reply
        .type(inline.type)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(inline.bytes);
    if (/^https?:\/\//i.test(favicon)) return reply.redirect(favicon, 302);
    return reply.redirect(theme ? pwaPath(theme.client_id, 'icon-192.png') : defaultIcon, 302);
  });
}

/** A `data:image/...` URL's type and bytes; nothing for any other value, or a data URL that cannot be read. */
function inlineImage(url: string): { type: string; bytes: Buffer } | null {
  const type = /^data:(image\/[\w.+-]+)[;,]/i.exec(url)?.[1];
  if (!type) return null;
  try {
    return { type, bytes: dataUrlBytes(url, DEFAULT_IMAGE_LIMITS.maxBytes) };
  } catch {
    return null;
  }
}
