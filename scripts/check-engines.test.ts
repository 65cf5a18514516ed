import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { enginesProblems } from './check-engines';

const dirs: string[] = [];
afterEach(() => Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true }))));

async function project(packages: Record<string, object>) {
  const dir = await mkdtemp(join(tmpdir(), 'engines-'));
  dirs.push(dir);
  await writeFile(join(dir, 'package.json'), JSON.stringify({ engines: { node: '>=20.19' } }));
  await writeFile(join(dir, 'package-lock.json'), JSON.stringify({ packages: { '': { name: 'x' }, ...packages } }));
  return dir;
}

describe('dependency engines check', () => {
  it('names every locked dependency whose engines exclude the oldest promised Node', async () => {
    const dir = await project({
      'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } },
      'node_modules/a/node_modules/content-disposition': { version: '3.0.0', engines: { node: '>=22' } },
      'node_modules/fine': { version: '1.0.0', engines: { node: '>=18' } },
      'node_modules/loose': { version: '1.0.0' },
      'node_modules/bun-only': { version: '1.0.0', engines: { bun: '>=1' } },
    });
    expect(enginesProblems(dir)).toEqual([
      'cookie@2.0.2 needs Node >=22, but package.json promises >=20.19',
      'content-disposition@3.0.0 needs Node >=22, but package.json promises >=20.19',
    ]);
  });

  it("passes this repository's own lock file", () => {
    expect(enginesProblems()).toEqual([]);
  });
});
