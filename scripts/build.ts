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

const serverPackage = JSON.parse(readFileSync(join(ROOT, 'apps/server/package.json'), 'utf8'));
const external = Object.keys(serverPackage.dependencies).filter((name) => !name.startsWith('@central/'));

await build({
  entryPoints: [join(ROOT, 'apps/server/src/main.ts')],
  outfile: join(ROOT, 'apps/server/dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log('Built apps/web/dist and apps/server/dist/main.js');
