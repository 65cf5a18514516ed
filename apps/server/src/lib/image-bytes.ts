import { request, type Dispatcher } from 'undici';
import { createPublicOnlyAgent, type Resolve } from './public-only-agent';

export interface ImageBytesLimits {
  /** The whole fetch, redirects included. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export const DEFAULT_IMAGE_LIMITS: ImageBytesLimits = { timeoutMs: 2000, maxBytes: 1024 * 1024, maxRedirects: 3 };

export interface ImageFetcherOptions {
  /** Which addresses may be fetched from (default: public ones only; see `anyAddress`). */
  allowAddress?: (address: string) => boolean;
  limits?: ImageBytesLimits;
  /** The host names' addresses (default: the system resolver). */
  resolve?: Resolve;
}

/** IMAGE_FETCH_ALLOW_PRIVATE: loopback and private addresses too (tests and the demo; production refuses the setting). */
export const anyAddress = () => true;

export interface ImageFetcher {
  /**
   * The bytes of an image that a provider configured: an inline `data:` URL, or an http(s) address fetched with a
   * time limit and a size cap, from public addresses only. Throws when the image cannot be had; the caller decides
   * what to show instead.
   */
  bytes(url: string): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * Fetches the images an admin set (a provider's logo) from the server itself. Anyone may ask for the icons drawn
 * from them, so an address is a request the server makes on an admin's word: it reaches public addresses only, on
 * every redirect too (lib/public-only-agent.ts), and redirects are followed by hand, at most `maxRedirects`.
 */
export function createImageFetcher(options: ImageFetcherOptions): ImageFetcher {
  const limits = options.limits ?? DEFAULT_IMAGE_LIMITS;
  const agent = createPublicOnlyAgent({ allowAddress: options.allowAddress, connectTimeoutMs: limits.timeoutMs, resolve: options.resolve });
  return {
    bytes: (url) => (url.startsWith('data:') ? Promise.resolve(dataUrlBytes(url, limits.maxBytes)) : fetchImage(url, limits, agent)),
    close: () => agent.close(),
  };
}

async function fetchImage(url: string, limits: ImageBytesLimits, dispatcher: Dispatcher): Promise<Buffer> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let target = httpUrl(url);
  for (let hop = 0; ; hop++) {
    const response = await request(target, {
      dispatcher,
      signal,
      headers: { accept: 'image/*' },
      headersTimeout: limits.timeoutMs,
      bodyTimeout: limits.timeoutMs,
    });
    const location = header(response.headers.location);
    if (response.statusCode >= 300 && response.statusCode < 400 && location) {
      await response.body.dump();
      if (hop >= limits.maxRedirects) throw new Error('too many redirects');
      target = httpUrl(new URL(location, target).href);
      continue;
    }
    if (response.statusCode < 200 || response.statusCode >= 300) {
      await response.body.dump();
      throw new Error(`image answered ${response.statusCode}`);
    }
    if (Number(header(response.headers['content-length']) ?? 0) > limits.maxBytes) {
      response.body.destroy();
      throw new Error('image too large');
    }
    return readCapped(response.body, limits.maxBytes);
  }
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function httpUrl(value: string): URL {
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`not an http(s) image: ${url.protocol}`);
  return url;
}

async function readCapped(body: AsyncIterable<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new Error('image too large'); // leaving the loop destroys the stream
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The bytes of an inline `data:` URL, percent-encoded or base64; throws when it is malformed or over `maxBytes`. */
export function dataUrlBytes(url: string, maxBytes: number): Buffer {
  const comma = url.indexOf(',');
  if (!url.startsWith('data:') || comma < 0) throw new Error('malformed data URL');
  const meta = url.slice(5, comma);
  const payload = url.slice(comma + 1);
  const bytes = /;base64$/i.test(meta) ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8');
  if (bytes.length > maxBytes) throw new Error('image too large');
  return bytes;
}
