import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { griffelCss, styleSheetOf } from './griffel-css';

describe('styleSheetOf', () => {
  it("orders the rules as Griffel's runtime orders its style elements, each rule once", () => {
    const rule = (bucket: string, css: string, media = '', priority = 0) => ({ bucket, css, media, priority });
    expect(
      styleSheetOf([
        rule('m', '@media (min-width: 640px){.fm2{display:none;}}', '(min-width: 640px)'),
        rule('h', '.fh{color:blue;}'),
        rule('d', '.fd1{color:red;}'),
        rule('m', '@media (forced-colors: active){.fm1{color:ButtonText;}}', '(forced-colors: active)'),
        rule('d', '.fd0{padding:0;}', '', -1),
        rule('a', '.fa{color:navy;}'),
        rule('d', '.fd2{margin:0;}'),
        rule('r', '.r1{display:flex;}'),
        rule('d', '.fd1{color:red;}'),
        rule('f', '.ff{outline:none;}'),
      ]).split('\n'),
    ).toEqual([
      '.r1{display:flex;}',
      '.fd0{padding:0;}',
      '.fd1{color:red;}',
      '.fd2{margin:0;}',
      '.ff{outline:none;}',
      '.fh{color:blue;}',
      '.fa{color:navy;}',
      '@media (forced-colors: active){.fm1{color:ButtonText;}}',
      '@media (min-width: 640px){.fm2{display:none;}}',
    ]);
  });
});

describe('griffelCss in a build', () => {
  // Inside the repository, so that the fixture resolves @griffel/react from its node_modules.
  const cache = resolve(import.meta.dirname, '../../../node_modules/.cache');
  mkdirSync(cache, { recursive: true }); // a fresh install has no cache folder yet
  const root = mkdtempSync(join(cache, 'griffel-css-'));
  let html = '';
  let css = '';
  let javascript = '';

  beforeAll(async () => {
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.js"></script></body></html>',
    );
    writeFileSync(
      join(root, 'main.js'),
      [
        "import { __styles, __resetStyles as resetStyles } from '@griffel/react';",
        "import { useLazy } from './lazy.js';",
        "import { useProvider } from './provider.js';",
        "export const useStyles = __styles({ root: { sj55zd: 'f1red' } }, { d: ['.f1red{color:red;}', ['.f1pad{padding:0;}', { p: -1 }]], h: ['.f1hov:hover{color:blue;}'] });",
        "export const useBase = resetStyles('rbase', null, ['.rbase{display:block;}']);",
        'window.hooks = [useStyles, useBase, useLazy, useProvider];',
      ].join('\n'),
    );
    writeFileSync(
      join(root, 'lazy.js'),
      "import { __styles } from '@griffel/react';\nexport const useLazy = __styles({ root: { B: 'f1wide' } }, { m: [['@media (min-width: 640px){.f1wide{display:none;}}', { m: '(min-width: 640px)' }]], d: ['.f1red{color:red;}'] });\n",
    );
    // As FluentProvider's styles do: the vanilla call from @griffel/core, given the renderer by its hook.
    writeFileSync(
      join(root, 'provider.js'),
      "import { __styles } from '@griffel/core';\nexport const useProvider = __styles({ root: { C: 'f1font' } }, { d: ['.f1font{font-size:14px;}'] });\n",
    );
    await build({ root, logLevel: 'silent', configFile: false, plugins: [griffelCss()], build: { outDir: 'dist', minify: false } });
    const assets = join(root, 'dist/assets');
    const file = (pattern: RegExp) =>
      readFileSync(
        join(
          assets,
          readdirSync(assets).find((name) => pattern.test(name))!,
        ),
        'utf8',
      );
    html = readFileSync(join(root, 'dist/index.html'), 'utf8');
    css = file(/^griffel-.+\.css$/);
    javascript = file(/\.js$/);
  }, 60_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('links one style sheet with every rule of the bundle, in order, before the entry script', () => {
    const link = /<link rel="stylesheet" crossorigin href="\/(assets\/griffel-[\w-]{8}\.css)">\s*<script type="module"/.exec(html);
    expect(link).not.toBeNull();
    expect(css.split('\n')).toEqual([
      '.rbase{display:block;}',
      '.f1pad{padding:0;}',
      '.f1red{color:red;}',
      '.f1font{font-size:14px;}',
      '.f1hov:hover{color:blue;}',
      '@media (min-width: 640px){.f1wide{display:none;}}',
    ]);
  });

  it('leaves the class names in the JavaScript and takes the CSS out of it', () => {
    expect(javascript).toContain('f1red');
    expect(javascript).toContain('rbase');
    expect(javascript).toContain('f1font');
    expect(javascript).not.toMatch(/\{color:red;\}|\{display:block;\}|\{font-size:14px;\}|@media/);
    expect(javascript).not.toMatch(/__styles|__resetStyles/);
  });
});
