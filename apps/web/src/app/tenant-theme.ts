import { createLightTheme, type Theme as FluentTheme } from '@fluentui/react-theme';
import type { Theme } from '@central/domain/api';
import { DEFAULT_BRAND_COLOR, brandRampFrom, parseHexColor, toHex } from './brand-ramp';

/**
 * FluentProvider turns every key of its theme into a CSS variable, so the tenant's two raw colours travel
 * the same way as Fluent's tokens and components never hold a colour of their own.
 */
export const tenantTokens = {
  primary: 'var(--colorTenantPrimary)',
  secondary: 'var(--colorTenantSecondary)',
} as const;

type TenantFluentTheme = FluentTheme & { colorTenantPrimary: string; colorTenantSecondary: string };

function cssColor(hex: string | undefined, fallback: string): string {
  const rgb = hex ? parseHexColor(hex) : null;
  return rgb ? toHex(rgb) : fallback;
}

/** A tenant's theme; the admin's brand preview passes the colours being edited. */
export function fluentThemeFor(tenant: Pick<Theme, 'primary_color' | 'secondary_color'> | null): TenantFluentTheme {
  const primary = cssColor(tenant?.primary_color, DEFAULT_BRAND_COLOR);
  return {
    ...createLightTheme(brandRampFrom(primary)),
    colorTenantPrimary: primary,
    colorTenantSecondary: cssColor(tenant?.secondary_color, primary),
  };
}
