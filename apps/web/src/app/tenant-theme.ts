/**
 * The provider's two raw colours as the CSS variables its theme carries (@central/domain/brand-theme): components
 * paint with these, never with a colour of their own.
 */
export const tenantTokens = {
  primary: 'var(--colorTenantPrimary)',
  secondary: 'var(--colorTenantSecondary)',
} as const;
