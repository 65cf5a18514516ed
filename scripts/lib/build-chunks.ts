import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './prepare';

/** The app's sources of the admin's and the provider's areas: their pages and features (their second factor's too), and their texts. */
const STAFF_SOURCE = /^src\/(?:areas|features)\/(?:admin|provider|second-factor)[/-]|^src\/strings\/(?:admin|provider|second-factor)\./;
/** The admin's addresses, which the route table in the boot chunk names on every page. */
const ROUTE_PATHS = 'src/features/admin/paths.ts';

/**
 * The web build's chunks, as the browser asks for them (`/assets/…`), whose own modules include one that `holds`
 * accepts. It reads the list of each chunk's app sources the build writes (apps/web/vite.config.ts, chunkModules):
 * a chunk's name cannot tell, since a chunk is named after any one of its modules.
 */
export function readChunksHolding(holds: (source: string) => boolean, distDir = join(ROOT, 'apps/web/dist')): Set<string> {
  const modules = JSON.parse(readFileSync(join(distDir, '.vite/chunk-modules.json'), 'utf8')) as Record<string, string[]>;
  return new Set(
    Object.entries(modules)
      .filter(([, sources]) => sources.some(holds))
      .map(([file]) => `/${file}`),
  );
}

/** The chunks that hold code of the admin's or the provider's area (one the panel shares with the admin among them). */
export function readStaffChunks(distDir?: string): Set<string> {
  return readChunksHolding((source) => STAFF_SOURCE.test(source) && source !== ROUTE_PATHS, distDir);
}
