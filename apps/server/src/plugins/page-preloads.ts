import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { WEB_PAGES, preloadsOf, webPageOf, type PageModule, type WebPage } from '@central/domain';

/** Vite's build manifest (`build.manifest`): per source module, its chunk and the chunks it imports statically. */
type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The `<link rel="modulepreload">` tags for a page, by its path. */
export type PagePreloads = (pathname: string) => string;

/**
 * Per page of the web app, the `<link rel="modulepreload">` tags of the chunks it needs that the boot chunk does not
 * bring: those of the modules the route manifest names for it (@central/domain's web-routes, `preloadsOf`: its area's
 * and its own, or only its own for a page outside its area's chunk), each with the chunks it imports statically. Put
 * in the page, they let the browser fetch a page's code while the boot chunk is still arriving, instead of only after
 * it ran and the router asked for the page: slow mobile round trips less before the page can draw. A build without a
 * manifest (or a module missing from it) preloads nothing for it.
 */
export async function readPagePreloads(distDir: string): Promise<PagePreloads> {
  let manifest: ViteManifest;
  try {
    manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  } catch {
    return () => '';
  }
  const boot = chunksOf(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]!.isEntry),
  );
  const tagsOf = (page: WebPage) => {
    const files = chunksOf(
      manifest,
      preloadsOf(page).flatMap((module) => manifestKeyOf(manifest, module) ?? []),
    );
    return [...files]
      .filter((file) => !boot.has(file))
      .map((file) => `<link rel="modulepreload" href="/${file}">`)
      .join('');
  };
  const tags = new Map<WebPage, string>(WEB_PAGES.map((page) => [page, tagsOf(page)]));
  return (pathname) => {
    const page = webPageOf(pathname);
    return page ? (tags.get(page) ?? '') : '';
  };
}

/**
 * A page module's entry in Vite's manifest, which names each module by its path from the web app's root: the manifest's
 * module names its path under src, without the extension, or its folder for an index module.
 */
function manifestKeyOf(manifest: ViteManifest, module: PageModule): string | undefined {
  return [`${module}.ts`, `${module}.tsx`, `${module}/index.ts`, `${module}/index.tsx`]
    .map((path) => `src/${path}`)
    .find((key) => key in manifest);
}

/** The chunk files of the given modules and of everything they import statically, in that order. */
function chunksOf(manifest: ViteManifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}
