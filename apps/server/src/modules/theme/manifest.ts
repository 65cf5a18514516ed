import type { Theme } from '@central/domain/api';
import { Type, type Static } from 'typebox';

const Icon = Type.Object({ src: Type.String(), sizes: Type.String(), type: Type.Optional(Type.String()), purpose: Type.Optional(Type.String()) });

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

/** The provider's installable-app description: its name, colours and icons. */
export function webManifest(theme: Theme): WebManifest {
  const icons = [theme.app_logo_url, theme.favicon_url]
    .filter((src): src is string => Boolean(src))
    .map((src) => ({ src, sizes: 'any', purpose: 'any' }));
  return {
    id: `/?provider=${theme.client_id}`,
    name: `Central - ${theme.alias}`,
    short_name: theme.alias.slice(0, 12),
    lang: 'pt-BR',
    start_url: '/panel',
    scope: '/',
    display: 'standalone',
    theme_color: theme.primary_color,
    background_color: '#ffffff',
    icons,
  };
}
