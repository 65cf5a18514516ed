import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { ROOT } from './lib/prepare';

/**
 * Fails when a locked dependency's `engines.node` excludes the oldest Node this project promises to run on
 * (the root package.json's `engines.node`), which npm would only warn about (EBADENGINE) at install.
 * `npm run check:engines`; also the first step of `npm test`.
 */
export function enginesProblems(root = ROOT): string[] {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
  const oldest = semver.minVersion(manifest.engines.node);
  if (!oldest) return [`package.json engines.node is not a version range: ${manifest.engines.node}`];
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
  };
  return Object.entries(lock.packages)
    .filter(([path]) => path.startsWith('node_modules/') || path.includes('/node_modules/'))
    .flatMap(([path, entry]) => {
      const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!wanted || semver.satisfies(oldest, wanted, { includePrerelease: true })) return [];
      const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
      return [`${name}@${entry.version} needs Node ${wanted}, but package.json promises ${manifest.engines.node}`];
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = enginesProblems();
  if (problems.length > 0) {
    console.error(`Dependencies that exclude the promised Node version:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Every locked dependency accepts the promised Node version.');
}
