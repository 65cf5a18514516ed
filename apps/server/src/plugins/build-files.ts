import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import mime from 'mime';

/** The copies the build writes beside a file (apps/web/vite.config.ts), in the order the server prefers them. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
const COPY_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Vite names everything under assets/ by content hash, so those never change; the rest (the logo, the worker) may. */
const HASHED = 'public, max-age=31536000, immutable';
const UNHASHED = 'public, max-age=3600';

/** One file of the build as it is sent: its bytes, and its Brotli and gzip copies when the build wrote them. */
interface BuildFile {
  type: string;
  cacheControl: string;
  /** The copies the build wrote, in the order the server prefers them. */
  encodings: Encoding[];
  /** Each representation with its strong validator: a strong ETag names one representation, so each copy has its own. */
  bodies: Partial<Record<Encoding | 'identity', { body: Buffer; etag: string }>>;
}

/**
 * The web build's files, read once at start and answered from memory. They are under 2 MB with their copies, hashed
 * and immutable (the server already reads index.html once), so reading the disk on every request (a stat, an open,
 * a read and a close, about 40% of the CPU of serving one) bought nothing. Each file gets a route of its own: any
 * other address goes on to the page renderer, as before. The copies are not served by their own names, nor is
 * index.html (rendered per request) or anything hidden (.vite's manifest).
 * The bytes are sent as they are: what has no copy is small or already compressed, so the on-the-fly compression
 * (plugins/compression.ts) skips these routes. A validator the browser sends back (If-None-Match) gets a 304.
 */
export async function registerBuildFiles(app: FastifyInstance, distDir: string): Promise<void> {
  for (const [path, file] of await readBuildFiles(distDir)) {
    app.get(path, { compress: false }, (request, reply) => sendBuildFile(request, reply, file));
  }
}

async function readBuildFiles(distDir: string): Promise<Map<string, BuildFile>> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  const names = entries.filter((entry) => entry.isFile()).map((entry) => relative(distDir, join(entry.parentPath, entry.name)));
  const present = new Set(names);
  const files = new Map<string, BuildFile>();
  for (const name of names.filter(isServed)) {
    const identity = await readFile(join(distDir, name));
    const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
    const encodings = ENCODINGS.filter((encoding) => present.has(name + COPY_SUFFIX[encoding]));
    const bodies: BuildFile['bodies'] = { identity: { body: identity, etag: `"${tag}"` } };
    for (const encoding of encodings) {
      bodies[encoding] = { body: await readFile(join(distDir, name + COPY_SUFFIX[encoding])), etag: `"${tag}-${encoding}"` };
    }
    const path = `/${name.split(sep).join('/')}`;
    files.set(path, { type: contentTypeOf(name), cacheControl: path.startsWith('/assets/') ? HASHED : UNHASHED, encodings, bodies });
  }
  return files;
}

function isServed(name: string): boolean {
  if (name === 'index.html' || name.endsWith('.br') || name.endsWith('.gz')) return false;
  return !name.split(sep).some((segment) => segment.startsWith('.'));
}

function contentTypeOf(name: string): string {
  const type = mime.getType(extname(name)) ?? 'application/octet-stream';
  const textual =
    type.startsWith('text/') || type === 'application/json' || type === 'application/manifest+json' || type === 'image/svg+xml';
  return textual ? `${type}; charset=utf-8` : type;
}

function sendBuildFile(request: FastifyRequest, reply: FastifyReply, file: BuildFile): FastifyReply {
  const encoding = (file.encodings.length > 0 && negotiate(request.headers['accept-encoding'] ?? '', file.encodings)) || 'identity';
  const { body, etag } = file.bodies[encoding]!;
  reply.header('cache-control', file.cacheControl).header('etag', etag);
  if (file.encodings.length > 0) reply.header('vary', 'Accept-Encoding');
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type(file.type).send(body);
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): a W/ prefix does not matter, and `*` matches any. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}
