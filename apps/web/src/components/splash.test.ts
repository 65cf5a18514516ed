import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TEXT } from '@/strings/pt-BR';
import { PageSpinner } from './PageSpinner';

/** What index.html draws in #root before any script ran. */
const splash = /<div id="root">(.*?)<\/div>\s*<script/s.exec(readFileSync(new URL('../../index.html', import.meta.url), 'utf8'))?.[1];

describe('the splash', () => {
  it('is named for screen readers and paints no text, so the first contentful paint is the page itself', () => {
    expect(splash).toContain(`role="progressbar" aria-label="${TEXT.common.loading}"`);
    expect(splash!.replace(/<[^>]*>/g, '').trim()).toBe('');
  });

  it('is what PageSpinner draws, so the hand-over from the HTML to the app shows no change', () => {
    expect(renderToStaticMarkup(createElement(PageSpinner))).toBe(splash);
  });
});
