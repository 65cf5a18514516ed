import { MESSAGES } from '@central/domain';
import type { Theme } from '@central/domain/api';
import { notFound } from '../../lib/app-error';
import type { TenantDirectory } from '../tenants/tenant-directory';
import type { AppIcon, AppIcons } from './app-icons';
import { webManifest, type WebManifest } from './manifest';

export interface ThemePorts {
  tenants: Pick<TenantDirectory, 'byClientId'>;
  icons: AppIcons;
}

/** A provider's public look by its client_id: its theme, its web app manifest and its icons. */
export function createThemeService({ tenants, icons }: ThemePorts) {
  const themeOf = async (provider: string): Promise<Theme> => {
    const tenant = await tenants.byClientId(provider);
    if (!tenant) throw notFound('TENANT_NOT_FOUND', MESSAGES.notFoundPage);
    return tenant.theme;
  };

  return {
    themeOf,
    manifestOf: async (provider: string): Promise<WebManifest> => webManifest(await themeOf(provider)),
    iconOf: async (provider: string, icon: AppIcon): Promise<Buffer> => icons.render(await themeOf(provider), icon),
  };
}

export type ThemeService = ReturnType<typeof createThemeService>;
