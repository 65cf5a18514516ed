import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A fingerprint of every file under the given paths (names and contents), to skip work already done. */
export function fingerprint(paths: string[]): string {
  const hash = createHash('sha256');
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) if (name !== 'node_modules' && name !== 'dist') visit(join(path, name));
      return;
    }
    hash.update(path).update('\0').update(readFileSync(path)).update('\0');
  };
  paths.forEach(visit);
  return hash.digest('hex');
}

export function readStamp(file: string): string | null {
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}
