import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Smaller answers gain less than the compression costs (and a TCP segment holds about 1.4 KB anyway). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip, as the client accepts, for every answer of a compressible type above the threshold: the JSON of the
 * API and the rendered index.html. Registered before the routes, since it hooks each route as it is added. The web
 * build's own files come precompressed, and their routes skip this (plugins/build-files.ts); an answer that already
 * has a Content-Encoding is left alone. Request bodies are not inflated: no client sends compressed ones.
 */
export default fp(
  async function compressionPlugin(app: FastifyInstance) {
    await app.register(compress, { threshold: COMPRESSION_THRESHOLD_BYTES, encodings: ['br', 'gzip'], globalDecompression: false });
  },
  { name: 'compression' },
);
