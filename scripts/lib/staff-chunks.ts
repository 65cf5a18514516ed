import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './prepare';

/** The app's sources of the admin's and the provider's areas: their pages and features, and the admin's texts. */
const STAFF_SOURCE = /^src\/(?:areas|features)\/(?:admin|provider)[/-]|^src\/strings\/admin\./;
/** The admin's addresses, which the route table in the boot chunk names on every page. */
const ROUTE_PATHS = 'src/features/admin/paths.ts';

/**
 * The web build's chunks that hold code of the admin's or the provider's area, as the browser asks for them
 * (`/assets/…`), from the list of each chunk's modules the build writes (apps/web/vite.config.ts, chunkModules).
 * A chunk's name cannot tell: one the panel shares with the admin is named after any one of its modules.
 */
export function readStaffChunks(distDir = join(ROOT, 'apps/web/dist')): Set<string> {
  const modules = JSON.parse(readFileSync(join(distDir, '.vite/chunk-modules.json'), 'utf8')) as Record<string, string[]>;
  const isStaff = (source: string) => STAFF_SOURCE.test(source) && source !== ROUTE_PATHS;
  return new Set(Object.entries(modules).filter(([, sources]) => sources.some(isStaff)).map(([file]) => `/${file}`));
}
