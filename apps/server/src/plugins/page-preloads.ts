import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { webAreaOf, type WebArea } from '@central/domain';

/** Vite's build manifest (`build.manifest`): per source module, its chunk and the chunks it imports statically. */
type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The `<link rel="modulepreload">` tags for a page, by its path. */
export type PagePreloads = (pathname: string) => string;

const AREAS: readonly WebArea[] = ['public', 'panel', 'admin', 'provider'];

/**
 * Pages whose code is a chunk of its own, which their area's chunk loads (apps/web/src/areas/panel/index.ts,
 * areas/admin/index.ts): opened directly, such a page names that chunk too, instead of the browser asking for it only
 * once the area's chunk ran and the router got to the page. The first pattern that matches the path wins; a page
 * left out (or a module the build no longer has) just loads its chunk the slower way.
 */
const SECTIONS: ReadonlyArray<[area: WebArea, pattern: RegExp, module: string]> = [
  ['panel', /^\/panel\/financial\/(?:credit-card|invoice\/[^/]+\/payment\/card)(?:\/|$)/, 'src/areas/panel/cards/index.ts'],
  ['panel', /^\/panel\/financial\//, 'src/areas/panel/financial/index.ts'],
  ['panel', /^\/panel\/customer-service\//, 'src/areas/panel/support/index.ts'],
  ['panel', /^\/panel\/security\/?$/, 'src/areas/panel/SecurityPage.tsx'],
  ['panel', /^\/panel\/security\/my-data\/?$/, 'src/areas/panel/MyDataPage.tsx'],
  ['panel', /^\/panel\/notifications\/?$/, 'src/areas/panel/NotificationsPage.tsx'],
  ['panel', /^\/panel\/app\/atp-box\//, 'src/areas/panel/atp-box/index.ts'],
  ['panel', /^\/panel\/app\//, 'src/areas/panel/apps/index.ts'],
  ['panel', /^\/panel\/devices?(?:\/|$)/, 'src/areas/panel/devices/index.ts'],
  ['panel', /^\/panel\/speed-test\/?$/, 'src/features/speed-test/SpeedTestPage.tsx'],
  ['admin', /^\/adm\/customer\//, 'src/areas/admin/form-pages.ts'],
];

/**
 * Pages outside every area (webAreaOf gives null), by path, each drawn by a chunk of its own, which the router asks for
 * only once the boot chunk ran: opened directly, such a page names its chunk, so that the browser fetches it beside the
 * boot chunk instead of one slow round trip after it.
 */
const OWN_CHUNK_PAGES: ReadonlyArray<[path: string, module: string]> = [
  ['/auth/adm/sign-in', 'src/areas/admin/AdminSignInPage.tsx'],
  ['/admin', 'src/areas/provider/ProviderSignInPage.tsx'],
  ['/termos-de-privacidade', 'src/areas/public/TermsPage.tsx'],
  ['/aviso-de-privacidade', 'src/areas/public/PrivacyNoticePage.tsx'],
];

/**
 * Per page of the web app, the `<link rel="modulepreload">` tags of the chunks it needs that the boot chunk does not
 * bring: its area's and its section's (SECTIONS), or, outside every area, its own (OWN_CHUNK_PAGES). Put in the page,
 * they let the browser fetch a page's code while the boot chunk is still arriving, instead of only after it ran and the
 * router asked for the page: slow mobile round trips less before the page can draw. A build without a manifest (or an
 * area missing from it) preloads nothing.
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
  const tags = (files: Iterable<string>, already: Set<string>) =>
    [...files]
      .filter((file) => !already.has(file))
      .map((file) => `<link rel="modulepreload" href="/${file}">`)
      .join('');

  const areaFiles = new Map(AREAS.map((area) => [area, chunksOf(manifest, [`src/areas/${area}/index.ts`])]));
  const areaTags = new Map(AREAS.map((area) => [area, tags(areaFiles.get(area)!, boot)]));
  const sectionTags = SECTIONS.map(([area, pattern, module]) => {
    const loaded = new Set([...boot, ...areaFiles.get(area)!]);
    return [pattern, tags(chunksOf(manifest, [module]), loaded)] as const;
  });

  const ownChunkTags = new Map(OWN_CHUNK_PAGES.map(([path, module]) => [path, tags(chunksOf(manifest, [module]), boot)]));

  return (pathname) => {
    const area = webAreaOf(pathname);
    if (!area) return ownChunkTags.get(pathname.replace(/(.)\/$/, '$1')) ?? '';
    const section = sectionTags.find(([pattern]) => pattern.test(pathname));
    return areaTags.get(area)! + (section?.[1] ?? '');
  };
}

/** The chunk files of the given modules and of everything they import statically. */
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
