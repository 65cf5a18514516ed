import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { addressOfFailedImport, importAgainOnFailure } from './import-again';

describe('addressOfFailedImport', () => {
  it("reads the address from Chromium's and Firefox's messages, without the query of an earlier retry", () => {
    const chromium = new TypeError(
      'Failed to fetch dynamically imported module: https://demo.example/assets/ConfirmMenuPopover-CHCz7BLe.js',
    );
    const firefox = new TypeError(
      'error loading dynamically imported module: https://demo.example/assets/ConfirmMenuPopover-CHCz7BLe.js?attempt=2',
    );
    expect(addressOfFailedImport(chromium)).toBe('https://demo.example/assets/ConfirmMenuPopover-CHCz7BLe.js');
    expect(addressOfFailedImport(firefox)).toBe('https://demo.example/assets/ConfirmMenuPopover-CHCz7BLe.js');
  });

  it('names nothing for a message without an address, or for what is not an error', () => {
    expect(addressOfFailedImport(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(addressOfFailedImport('Failed to fetch dynamically imported module: x')).toBeUndefined();
  });
});

describe('importAgainOnFailure', () => {
  it('tries the same import again when the failure named no address', async () => {
    let calls = 0;
    const load = importAgainOnFailure(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Importing a module script failed.');
      return 'module';
    });
    await expect(load()).rejects.toThrow('Importing a module script failed.');
    await expect(load()).resolves.toBe('module');
    expect(calls).toBe(2);
  });

  it('asks for a named address again under a new one, never through the failed import', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'import-again-'));
    const file = pathToFileURL(join(folder, 'ConfirmMenuPopover-X.mjs')).href;
    writeFileSync(new URL(file), 'export const answer = 42;');
    let calls = 0;
    const load = importAgainOnFailure<{ answer: number }>(async () => {
      calls += 1;
      throw new TypeError(`Failed to fetch dynamically imported module: ${file}`);
    });
    await expect(load()).rejects.toThrow(file);
    await expect(load()).resolves.toMatchObject({ answer: 42 });
    expect(calls).toBe(1);
    rmSync(folder, { recursive: true });
  });
});
