import type { Page } from '@playwright/test';

/** Notes the heading of each section of the page that shows a 'Carregando…' placeholder, from the page's first byte. */
export async function notePlaceholders(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { placeholdersShown: shown });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (!(node instanceof Element)) continue;
          for (const placeholder of [node, ...Array.from(node.querySelectorAll('[aria-label="Carregando…"]'))]) {
            if (placeholder.getAttribute('aria-label') !== 'Carregando…' || !placeholder.closest('main')) continue;
            shown.push(placeholder.closest('section')?.querySelector('h2')?.textContent ?? 'the page');
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

export const placeholdersShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { placeholdersShown: string[] }).placeholdersShown);
