import type { Theme } from '@central/domain/api';
import { Type, type Static } from 'typebox';
import { APP_ICONS } from './app-icons';

const Icon = Type.Object({ src: Type.String(), sizes: Type.String(), type: Type.String(), purpose: Type.String() });

export const WebManifest = Type.Object({
  id: Type.String(),
  name: Type.String(),
  short_name: Type.String(),
  lang: Type.String(),
  start_url: Type.String(),
  scope: Type.String(),
  display: Type.String(),
  theme_color: Type.String(),
  background_color: Type.String(),
  icons: Type.Array(Icon),
});
export type WebManifest = Static<typeof WebManifest>;

/** Where a provider's manifest and icons live: under /pwa/{provider}/, beside its static config. */
export const pwaPath = (clientId: string, file: string) => `/pwa/${encodeURIComponent(clientId)}/${file}`;
export const MANIFEST_FILE = 'manifest.webmanifest';

/** The provider's installable-app description: its name, colours and icons (rendered by app-icons.ts). */
export function webManifest(theme: Theme): WebManifest {
  return {
    id: `/?provider=${theme.client_id}`,
    name: `Central - ${theme.alias}`,
    short_name: shortName(theme.alias),
    lang: 'pt-BR',
    start_url: '/panel',
    scope: '/',
    display: 'standalone',
    theme_color: theme.primary_color,
    // The splash screen wears the brand colour too; the theme has no separate background colour.
    background_color: theme.primary_color,
    icons: APP_ICONS.map((icon) => ({
      src: pwaPath(theme.client_id, icon.file),
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.maskable ? 'maskable' : 'any',
    })),
  };
}

/** Launchers cut names past about 12 characters: whole words that fit, else the first 12 characters. */
function shortName(alias: string): string {
  if (alias.length <= 12) return alias;
  let name = '';
  for (const word of alias.split(/\s+/)) {
    const next = name ? `${name} ${word}` : word;
    if (next.length > 12) break;
    name = next;
  }
  return name || alias.slice(0, 12).trim();
}
