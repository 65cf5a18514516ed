export interface ImageBytesLimits {
  /** The whole fetch, redirects included. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export const DEFAULT_IMAGE_LIMITS: ImageBytesLimits = { timeoutMs: 2000, maxBytes: 1024 * 1024, maxRedirects: 3 };

/**
 * The bytes of an image that a provider configured: an inline `data:` URL, or an http(s) address fetched
 * with a short timeout and a size cap. Redirects are followed by hand, only to other http(s) addresses.
 * Throws when the image cannot be had; the caller decides what to show instead.
 */
export async function imageBytes(url: string, limits: ImageBytesLimits = DEFAULT_IMAGE_LIMITS): Promise<Buffer> {
  if (url.startsWith('data:')) return dataUrlBytes(url, limits.maxBytes);
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let target = httpUrl(url);
  for (let hop = 0; ; hop++) {
    const response = await fetch(target, { redirect: 'manual', signal, headers: { accept: 'image/*' } });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      if (hop >= limits.maxRedirects) throw new Error('too many redirects');
      target = httpUrl(new URL(location, target).href);
      continue;
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new Error(`image answered ${response.status}`);
    }
    if (Number(response.headers.get('content-length') ?? 0) > limits.maxBytes) {
      await response.body.cancel();
      throw new Error('image too large');
    }
    return readCapped(response.body, limits.maxBytes);
  }
}

function httpUrl(value: string): URL {
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`not an http(s) image: ${url.protocol}`);
  return url;
}

async function readCapped(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new Error('image too large'); // leaving the loop cancels the stream
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function dataUrlBytes(url: string, maxBytes: number): Buffer {
  const comma = url.indexOf(',');
  if (comma < 0) throw new Error('malformed data URL');
  const meta = url.slice(5, comma);
  const payload = url.slice(comma + 1);
  const bytes = /;base64$/i.test(meta) ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8');
  if (bytes.length > maxBytes) throw new Error('image too large');
  return bytes;
}
