import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import griffel from '@griffel/vite-plugin';
import { griffelCss } from './build/griffel-css.ts';

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|webmanifest|txt|xml|wasm)$/;

/**
 * Writes `file.br` (Brotli, best) and `file.gz` (gzip, best) beside every compressible file of the build that gains
 * from it, for the server to send as they are (apps/server/src/plugins/build-files.ts). index.html is left out: the server
 * renders it per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'central:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const file = join(entry.parentPath, entry.name);
        const bytes = readFileSync(file);
        const variants = {
          br: brotliCompressSync(bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          }),
          gz: gzipSync(bytes, { level: 9 }),
        };
        for (const [extension, compressed] of Object.entries(variants)) {
          if (compressed.length < bytes.length * 0.9) writeFileSync(`${file}.${extension}`, compressed);
        }
      }
    },
  };
}

/** A module of the app's own, as `src/…` (the web app's) or `packages/domain/src/…`; undefined for a package's. */
function appSource(id: string): string | undefined {
  const path = id.replaceAll('\\', '/');
  return /\/apps\/web\/(src\/.+)$/.exec(path)?.[1] ?? /\/(packages\/domain\/src\/.+)$/.exec(path)?.[1];
}

/**
 * Writes dist/.vite/chunk-modules.json: each chunk's file and the app's own source files in it. The bench and the
 * journeys read it (scripts/lib/build-chunks.ts) to tell which chunk holds a given module, which a chunk's name cannot
 * tell: whether a subscriber's page loaded code of the admin's area (a chunk the panel and the admin share is named
 * after any one of its modules), or which chunk holds the phone menu's drawer.
 */
function chunkModules(): Plugin {
  return {
    name: 'central:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const sources = Object.fromEntries(
        Object.values(bundle)
          .filter((output) => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk.moduleIds.map(appSource).filter(Boolean)]),
      );
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(sources) });
    },
  };
}

/** V8's explicit compile hint for a whole file (Chrome 136 and later); other engines read it as a comment. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's compile hint at the top of the boot chunk (the entry), so that Chrome compiles its functions on a
 * background thread while the file streams in, instead of on the main thread at each function's first call. Nearly
 * all of the boot's code runs at once (React, the router, Fluent's core); left lazy, the largest of it (React DOM's
 * module body, which the bundler wraps in a function) was compiled inside the boot's evaluation task, one of the long
 * tasks a slow phone waits on. Only the boot: on the lazy chunks, whose pages call a part of their functions, the
 * hint made the invoice page's blocking time worse in alternating Lighthouse runs. The source map gains the line the
 * hint takes; the file's name keeps the hash of its code, as the hint changes nothing the code does.
 */
function compileHints(): Plugin {
  return {
    name: 'central:compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own pass, which writes the map of preloaded files at the top of chunks with dynamic imports.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.isEntry) continue;
          output.code = `${COMPILE_HINT}\n${output.code}`;
          if (output.map) output.map.mappings = `;${output.map.mappings}`;
        }
      },
    },
  };
}

/**
 * Griffel's ahead-of-time pass: our makeStyles calls are turned into their class names and CSS text at build time,
 * as Fluent ships its own, so the browser no longer runs Griffel's style resolver (stylis and rtl-css-js leave the
 * boot chunk, and no style objects are resolved on the phone's CPU). The pass reads our TypeScript with Babel.
 */
const aheadOfTimeStyles: Plugin = griffel({
  include: [/\/apps\/web\/src\/.*\.tsx?$/],
  babelOptions: { presets: [['@babel/preset-typescript', { isTSX: true, allExtensions: true }]] },
});

/** The Central server the dev server forwards API calls to; `npm start` serves it on port 3000. */
const server = process.env.CENTRAL_SERVER_URL ?? 'http://localhost:3000';

/**
 * React Router's production build: its package exports only its development one, which differs by the warnings it
 * prints (and carries their text).
 */
const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router')).replace('/dist/development/', '/dist/production/');

export default defineConfig({
  resolve: {
    alias: [
      // `@/…` is apps/web/src/… (tsconfig.json's paths), so an import says where its module lives, not how far up it is.
      { find: /^@\//, replacement: `${resolve(import.meta.dirname, 'src')}/` },
      { find: /^react-router$/, replacement: reactRouterProduction },
    ],
  },
  plugins: [react(), { ...aheadOfTimeStyles, apply: 'build' }, griffelCss(), chunkModules(), compileHints(), precompress()],
  server: {
    proxy: {
      '/api': server,
      '/pwa': server,
      '/notification': server,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server reads it to preload each page's chunks (apps/server/src/plugins/page-preloads.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically goes into one chunk. Beyond the boot, the pages' lazy
          // boundaries (packages/domain/src/web-routes.ts) decide the chunks, and the build names no source file:
          // naming what the sign-in forms share with other pages in two more chunks saved 1.8 KB and 16 requests on
          // /sign-in (139.1 KB in 9 files against 140.9 KB in 25) and Lighthouse scored it 99 either way
          // (docs/decisions/021-react-router.md).
          groups: [{ name: 'boot', tags: ['$initial'] }],
        },
      },
    },
  },
});
