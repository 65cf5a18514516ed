import { createLightTheme, type BrandVariants, type Theme as FluentTheme } from '@fluentui/react-theme';
import type { Theme } from './api';

/**
 * A provider's look as Fluent's theme: the tokens every component paints with, built from the provider's colours.
 * The server writes them into each page as CSS variables (themeCssRule), so the browser builds no theme at start; the
 * admin's brand preview builds one for the colours being edited.
 */

type Rgb = [number, number, number];

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];
const STEPS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
/** Fluent's light theme paints buttons with step 80 under white text, and brand text with it. */
const BASE_STEP = 80;
/** Above 4.5:1 so that brand text stays readable on the pale brand backgrounds too (active menu item). */
const MIN_CONTRAST_WITH_WHITE = 4.8;
/** Fluent's own web blue, for when there is no tenant or its colour is not a hex colour. */
export const DEFAULT_BRAND_COLOR = '#0f6cbd';

export function parseHexColor(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const value = Number.parseInt(digits, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * amount) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastWithWhite(rgb: Rgb): number {
  return 1.05 / (luminance(rgb) + 0.05);
}

/** A pale tenant colour (yellow, light green) would leave white button text unreadable, so it is darkened just enough. */
function readableBase(color: Rgb): Rgb {
  let base = color;
  for (let step = 1; contrastWithWhite(base) < MIN_CONTRAST_WITH_WHITE && step <= 20; step++) {
    base = mix(color, BLACK, step * 0.05);
  }
  return base;
}

/** The 16-step ramp Fluent expects, with the tenant colour at step 80, darker below it and lighter above it. */
export function brandRampFrom(hex: string): BrandVariants {
  const base = readableBase(parseHexColor(hex) ?? parseHexColor(DEFAULT_BRAND_COLOR)!);
  const ramp = Object.fromEntries(
    STEPS.map((step) => {
      const distance = (step - BASE_STEP) / BASE_STEP;
      const shade = distance < 0 ? mix(base, BLACK, -distance * 0.9) : mix(base, WHITE, distance * 0.95);
      return [step, toHex(shade)];
    }),
  );
  return ramp as unknown as BrandVariants;
}

/**
 * FluentProvider turns every key of its theme into a CSS variable, so the tenant's two raw colours travel
 * the same way as Fluent's tokens and components never hold a colour of their own.
 */
export type TenantFluentTheme = FluentTheme & { colorTenantPrimary: string; colorTenantSecondary: string };

function cssColor(hex: string | undefined, fallback: string): string {
  const rgb = hex ? parseHexColor(hex) : null;
  return rgb ? toHex(rgb) : fallback;
}

/** A tenant's theme; null (a host of no provider) gets Fluent's blue. */
export function fluentThemeFor(tenant: Pick<Theme, 'primary_color' | 'secondary_color'> | null): TenantFluentTheme {
  const primary = cssColor(tenant?.primary_color, DEFAULT_BRAND_COLOR);
  return {
    ...createLightTheme(brandRampFrom(primary)),
    colorTenantPrimary: primary,
    colorTenantSecondary: cssColor(tenant?.secondary_color, primary),
  };
}

/**
 * The theme as one CSS rule of custom properties (`--colorBrandBackground: #…;`), as FluentProvider writes it. Every
 * value is Fluent's own or a colour rebuilt by toHex, so no provider's text reaches the rule; a value that could end
 * the rule or the style element is refused all the same.
 */
export function themeCssRule(selector: string, theme: TenantFluentTheme): string {
  const declarations = Object.entries(theme).map(([name, value]) => {
    const text = String(value);
    if (!/^[A-Za-z0-9]+$/.test(name) || /[<>{};]/.test(text)) throw new Error(`theme token ${name} cannot be written as CSS`);
    return `--${name}:${text};`;
  });
  return `${selector}{${declarations.join('')}}`;
}
