import type { Page } from '@playwright/test';
import { INTEGRATION_METHODS } from '@central/domain';
import { expect } from './fixtures';

/**
 * Every page speaks Portuguese to people: no identifier in snake_case and no English word in what a page shows (its
 * text, the visible aria-label, placeholder and title attributes, the options of its lists). Brand and product names
 * stay as they are. What a provider typed into the admin's inputs (URLs, client IDs) is not read: only labels and texts.
 */
const SNAKE_CASE = /\b[a-z]+_[a-z0-9_]+\b/g;
/** English a page must not show; none is also a Portuguese word ('no', 'for', 'menu', 'status', 'login', 'e-mail' are). */
const ENGLISH = [
  'error',
  'errors',
  'loading',
  'submit',
  'cancel',
  'save',
  'delete',
  'remove',
  'undefined',
  'null',
  'NaN',
  'true',
  'false',
  'required',
  'invalid',
  'must',
  'value',
  'field',
  'not found',
  'failed',
  'unknown',
  'click',
  'password',
  'email',
  'sign in',
  'sign out',
  'page',
  'settings',
  'please',
  'the',
  'and',
  'your',
  'with',
  'back',
  'next',
  'close',
  'search',
  'success',
];
/** The values the admin stores for its lists, which its pages name in words. */
const STORED_VALUE = new RegExp(`(?<![\\p{L}\\d_-])(${INTEGRATION_METHODS.join('|')})(?![\\p{L}\\d_-])`, 'gu');
const ENGLISH_WORD = new RegExp(`(?<![\\p{L}\\d-])(${ENGLISH.join('|')})(?![\\p{L}\\d-])`, 'giu');
/** Addresses and e-mail addresses are what they are: the words are looked for around them. */
const ADDRESS = /\b[a-z][a-z0-9+.-]*:\/\/\S+|\S+@\S+\.\S+|(?<![\p{L}\d])\/[\w/.:?=&{}-]+/giu;

/** What the page shows a person: its text, visible attributes a screen reader or a hover reads, its lists' options. */
async function wordsShownBy(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (element: Element) => element.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true });
    // A name shown as code (an IXC table the provider must find in IXC's permissions) is a value to type, not words.
    const codes = Array.from(document.querySelectorAll('code'), (code) => code.textContent ?? '').filter(Boolean);
    const shown = [codes.reduce((text, code) => text.split(code).join(' '), document.body.innerText), document.title];
    const attributed = Array.from(document.querySelectorAll('[aria-label], [placeholder], [title]')).filter(visible);
    for (const element of attributed) shown.push(...['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''));
    const selects = Array.from(document.querySelectorAll('select')).filter(visible);
    for (const select of selects) shown.push(...Array.from(select.options, (option) => option.text));
    return shown;
  });
}

/** The identifiers and English words the page shows once drawn (its heading, no placeholder left), as 'path: word'. */
export async function plainWordProblemsOf(page: Page, path: string): Promise<string[]> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByLabel('Carregando…')).toHaveCount(0);
  const found = new Set<string>();
  for (const text of await wordsShownBy(page)) {
    const words = text.replace(ADDRESS, ' ');
    for (const [word] of words.matchAll(SNAKE_CASE)) found.add(word);
    for (const [word] of words.matchAll(ENGLISH_WORD)) found.add(word);
    for (const [word] of words.matchAll(STORED_VALUE)) found.add(word);
  }
  return [...found].map((word) => `${path}: ${word}`);
}
