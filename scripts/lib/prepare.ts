import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fingerprint, readStamp } from './freshness';
import { runCommand } from './run';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const GENERATED_CLIENT = join(ROOT, 'apps/server/src/generated/prisma');
const WEB_DIST = join(ROOT, 'apps/web/dist');

/**
 * Generates the Prisma client when schema.prisma changed. Generation uses only Prisma's WASM parts; the
 * schema-engine binary it would otherwise look for cannot be downloaded here (docs/decisions/003).
 */
export async function ensurePrismaClient(): Promise<void> {
  const stampFile = join(GENERATED_CLIENT, '.schema-fingerprint');
  const wanted = fingerprint([join(ROOT, 'prisma/schema.prisma')]);
  if (readStamp(stampFile) === wanted) return;
  await generatePrismaClient();
}

/** Runs `prisma generate`, telling it the schema engine it does not need (see ensurePrismaClient). */
export async function generatePrismaClient(): Promise<void> {
  await runCommand('npx', ['prisma', 'generate'], {
    cwd: ROOT,
    env: { PRISMA_SCHEMA_ENGINE_BINARY: '/bin/false', PRISMA_HIDE_UPDATE_MESSAGE: '1' },
  });
  writeFileSync(join(GENERATED_CLIENT, '.schema-fingerprint'), fingerprint([join(ROOT, 'prisma/schema.prisma')]));
}

/** Builds the web app when its sources (or the shared domain package) changed since the last build. */
export async function ensureWebBuild(): Promise<void> {
  const stampFile = join(WEB_DIST, '.source-fingerprint');
  const wanted = fingerprint(
    ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages/domain/src'].map((p) => join(ROOT, p)),
  );
  if (readStamp(stampFile) === wanted) return;
  await runCommand('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: join(ROOT, 'apps/web') });
  writeFileSync(stampFile, wanted);
}
