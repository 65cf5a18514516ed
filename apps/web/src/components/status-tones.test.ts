import { describe, expect, it } from 'vitest';
import { webDarkTheme, webLightTheme, type Theme } from '@fluentui/react-theme';
import { fluentThemeFor } from '@central/domain/brand-theme';
import { STATUS_TONES, TONE_COLORS, type StatusTone } from './status-tones';

/** 'var(--colorStatusDangerForeground1)' as the theme key it stands for. */
function tokenName(cssVariable: string): keyof Theme {
  const match = /^var\(--(\w+)\)$/.exec(cssVariable);
  if (!match?.[1]) throw new Error(`${cssVariable} is not a Fluent token`);
  return match[1] as keyof Theme;
}

const valueIn = (theme: Theme, cssVariable: string) => String(theme[tokenName(cssVariable)]);

function luminance(hex: string): number {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const [r, g, b] = [value >> 16, value >> 8, value].map((channel) => {
    const s = (channel & 255) / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const tones = Object.keys(TONE_COLORS) as StatusTone[];
const redProvider = fluentThemeFor({ primary_color: '#B3261E', secondary_color: '#7D5260' });
const blueProvider = fluentThemeFor({ primary_color: '#0F6CBD', secondary_color: '#00A3A3' });

describe('status tones', () => {
  it.each([
    ["Fluent's light theme", webLightTheme],
    ["Fluent's dark theme", webDarkTheme],
    ["a red provider's theme", redProvider],
  ] as const)('reach WCAG AA (4.5:1) text contrast on %s', (_, theme) => {
    const weak = tones
      .map((tone) => ({
        tone,
        ratio: contrast(valueIn(theme, TONE_COLORS[tone].foreground), valueIn(theme, TONE_COLORS[tone].background)),
      }))
      .filter(({ ratio }) => ratio < 4.5);
    expect(weak).toEqual([]);
  });

  it("never take a colour from the provider's brand", () => {
    const used = tones.flatMap((tone) => Object.values(TONE_COLORS[tone]).map(tokenName));
    expect(used.filter((name) => /brand|tenant/i.test(name))).toEqual([]);
    for (const name of used) expect(redProvider[name], name).toBe(blueProvider[name]);
  });

  it('keep every tone apart, so no two tones share a background or a text colour', () => {
    for (const part of ['background', 'foreground'] as const) {
      expect(new Set(tones.map((tone) => valueIn(webLightTheme, TONE_COLORS[tone][part]))).size).toBe(tones.length);
    }
  });

  it("tells 'A vencer' from 'Vencida' and 'Parcial', and a paid bill from all three", () => {
    const invoiceTones = [STATUS_TONES.open, STATUS_TONES.overdue, STATUS_TONES.partial, STATUS_TONES.paid];
    expect(new Set(invoiceTones).size).toBe(4);
    expect(STATUS_TONES.overdue).toBe('danger');
  });
});
