import { describe, expect, it } from 'vitest';
import { brandRampFrom, fluentThemeFor, parseHexColor, themeCssRule } from './brand-theme';

const luminance = (hex: string) => {
  const channels = parseHexColor(hex)!.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * channels[0]! + 0.7152 * channels[1]! + 0.0722 * channels[2]!;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('brandRampFrom', () => {
  it('gives the 16 steps Fluent expects, from dark to light', () => {
    const ramp = brandRampFrom('#0a5cb8');
    const steps = Object.keys(ramp).map(Number);
    expect(steps).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160]);
    const luminances = steps.map((step) => luminance(ramp[step as keyof typeof ramp]));
    expect(luminances).toEqual([...luminances].sort((a, b) => a - b));
  });

  it('keeps a dark enough tenant colour as it is at step 80', () => {
    expect(brandRampFrom('#0A5CB8')[80]).toBe('#0a5cb8');
  });

  it('darkens a pale tenant colour until white text on it and it on the palest step are readable', () => {
    const ramp = brandRampFrom('#ffd400');
    expect(contrast(ramp[80], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(ramp[80], ramp[160])).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to Fluent blue for a colour that is not hex', () => {
    expect(brandRampFrom('red')[80]).toBe('#0f6cbd');
  });
});

describe('parseHexColor', () => {
  it('reads short and long forms, with or without #', () => {
    expect(parseHexColor('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColor('e85d04')).toEqual([232, 93, 4]);
    expect(parseHexColor('#12345')).toBeNull();
  });
});

describe('fluentThemeFor', () => {
  it("paints with the provider's colour at step 80 and carries its two raw colours", () => {
    const theme = fluentThemeFor({ primary_color: '#0A5CB8', secondary_color: 'E85D04' });
    expect(theme.colorBrandBackground).toBe('#0a5cb8');
    expect(theme.colorTenantPrimary).toBe('#0a5cb8');
    expect(theme.colorTenantSecondary).toBe('#e85d04');
    expect(theme.colorNeutralForeground1).toBe('#242424');
  });

  it('gives Fluent blue to a host of no provider, and the primary colour for a missing secondary one', () => {
    expect(fluentThemeFor(null).colorBrandBackground).toBe('#0f6cbd');
    expect(fluentThemeFor({ primary_color: '#0a5cb8', secondary_color: 'not a colour' }).colorTenantSecondary).toBe('#0a5cb8');
  });
});

describe('themeCssRule', () => {
  it('writes every token as a custom property under the selector', () => {
    const theme = fluentThemeFor({ primary_color: '#0a5cb8', secondary_color: '#e85d04' });
    const rule = themeCssRule(':root', theme);
    expect(rule.startsWith(':root{--')).toBe(true);
    expect(rule.endsWith(';}')).toBe(true);
    expect(rule).toContain('--colorBrandBackground:#0a5cb8;');
    expect(rule).toContain('--colorTenantSecondary:#e85d04;');
    expect(rule).toContain(`--fontFamilyBase:${theme.fontFamilyBase};`);
    expect(rule.match(/--[A-Za-z0-9]+:/g)).toHaveLength(Object.keys(theme).length);
  });

  it('refuses a value that could end the rule or the style element', () => {
    const theme = fluentThemeFor(null);
    expect(() => themeCssRule(':root', { ...theme, colorTenantPrimary: 'red}</style><script>' })).toThrow('colorTenantPrimary');
  });
});
