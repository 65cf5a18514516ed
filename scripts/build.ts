import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { ensurePrismaClient, ensureWebBuild, ROOT } from './lib/prepare';

/**
 * `npm run build`: the web app (Vite) and the server as one ES module (esbuild) that runs on plain Node,
 * with the project's own TypeScript (server, domain package, generated Prisma client) bundled and the
 * npm dependencies left to node_modules. The Dockerfile runs this.
 */
await ensurePrismaClient();
await ensureWebBuild();

const serverPackage = JSON.parse(readFileSync(join(ROOT, 'apps/server/package.json'), 'utf8')) as { dependencies: Record<string, string> };
const external = Object.keys(serverPackage.dependencies).filter((name) => !name.startsWith('@central/'));

const serverBuild = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  logLevel: 'warning',
} as const;
await Promise.all([
  build({ ...serverBuild, entryPoints: [join(ROOT, 'apps/server/src/main.ts')], outfile: join(ROOT, 'apps/server/dist/main.js') }),
  // What bin/central-server asks for the heap limit before it starts main.js.
  build({
    ...serverBuild,
    entryPoints: [join(ROOT, 'apps/server/src/heap-limit-main.ts')],
    outfile: join(ROOT, 'apps/server/dist/heap-limit.js'),
  }),
]);
console.log('Built apps/web/dist, apps/server/dist/main.js and apps/server/dist/heap-limit.js');
