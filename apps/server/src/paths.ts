import { fileURLToPath } from 'node:url';

/** Repository paths, resolved from this file so they hold from src/ (tsx) and from dist/ (the bundle) alike. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../prisma/migrations', import.meta.url));
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
