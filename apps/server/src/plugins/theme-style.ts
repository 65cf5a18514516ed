import { fluentThemeFor, themeCssRule } from '@central/domain/brand-theme';
import type { Theme } from '@central/domain/api';

type Colours = Pick<Theme, 'primary_color' | 'secondary_color'>;

/**
 * The provider's theme as the CSS variables Fluent paints with, on `:root`, for a page's head: the browser then builds
 * no theme at start (apps/web/src/main.tsx), and a portal (a toast, a dialog) finds them as every other element does.
 * A host of no provider gets Fluent's blue. Building a theme takes milliseconds, so each colour pair's is kept while
 * it is among the `kept` most recently used.
 */
export function themeStyles(kept: number): (theme: Colours | null) => string {
  const rules = new Map<string, string>();
  return (theme) => {
    const key = theme ? `${theme.primary_color}|${theme.secondary_color}` : '';
    let rule = rules.get(key);
    if (rule === undefined) {
      rule = themeCssRule(':root', fluentThemeFor(theme));
      if (rules.size >= kept) rules.delete(rules.keys().next().value!);
    } else {
      rules.delete(key);
    }
    rules.set(key, rule);
    return `<style id="central-theme-style">${rule}</style>`;
  };
}

export const themeStyle = themeStyles(256);
