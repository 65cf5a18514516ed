import { describe, expect, it } from 'vitest';
import { themeStyle, themeStyles } from './theme-style';

const RED = { primary_color: '#B3261E', secondary_color: '#1D4ED8' };

describe('themeStyle', () => {
  it('is one style element of custom properties on :root, in the colours given', () => {
    const style = themeStyle(RED);
    expect(style).toMatch(/^<style id="central-theme-style">:root\{(--[A-Za-z0-9]+:[^;<>{}]+;)+\}<\/style>$/);
    expect(style).toContain('--colorTenantPrimary:#b3261e;');
    expect(style).toContain('--colorTenantSecondary:#1d4ed8;');
  });

  it('answers the same text for the same colours, and another for other colours or none', () => {
    const first = themeStyle(RED);
    expect(themeStyle({ ...RED })).toBe(first);
    expect(themeStyle({ ...RED, secondary_color: '#15803D' })).not.toBe(first);
    expect(themeStyle(null)).toContain('--colorTenantPrimary:#0f6cbd;');
  });

  it('keeps working past the number of colour pairs it keeps', () => {
    const style = themeStyles(2);
    const colour = (hex: string) => ({ primary_color: hex, secondary_color: '#ffffff' });
    for (const hex of ['#000001', '#000002', '#000003', '#000001']) expect(style(colour(hex))).toContain(`--colorTenantPrimary:${hex};`);
    expect(style(RED)).toContain('--colorTenantPrimary:#b3261e;');
  });
});
