import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A speed test is embedded in a frame. Over https any provider's may be; a plain-http one on loopback (the
 * demo's) only on the pages of the provider that has it, by its exact origin.
 */
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'central-dist-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><head><title>Central</title></head><body></body></html>');
  t = await startTestApp({
    webDistDir: dist,
    tenants: (records) =>
      records.map((record) =>
        record.client_id === 'demo'
          ? { ...record, feature_flags: [...(record.feature_flags ?? []), 'speed_test->http://localhost:8093/'] }
          : { ...record, feature_flags: ['speed_test->https://velocidade.acme.example/'] },
      ),
  });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const frameSrc = async (host: string) => {
  const policy = String((await t.client(host).get('/panel/speed-test')).headers['content-security-policy']);
  return /frame-src ([^;]*)/.exec(policy)?.[1];
};

describe('the speed test frame', () => {
  it("allows the demo provider's loopback speed test on its own pages only", async () => {
    expect(await frameSrc('demo.localhost')).toBe("'self' https: http://localhost:8093");
    expect(await frameSrc('acme.localhost')).toBe("'self' https:");
    expect(await frameSrc('nobody.localhost')).toBe("'self' https:");
  });

  it('adds nothing to API answers', async () => {
    const policy = String((await t.client('demo.localhost').get('/api/central/theme')).headers['content-security-policy']);
    expect(policy).not.toContain('localhost:8093');
  });
});
