import { createHash } from 'node:crypto';
import { WATCH_CONNECTION_MESSAGES as TEXT } from '@central/domain';
import type { AuthorizeRequest } from '../../../integrations/watch';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

/** An empty icon: without one, the browser asks the host for /favicon.ico, which a provider may not have. */
const page = (title: string, head: string, body: string) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><link rel="icon" href="data:,"><title>${escape(title)}</title>${head}</head><body>${body}</body></html>`;

const SUBMIT = 'document.forms[0].submit();';
const SUBMIT_HASH = `'sha256-${createHash('sha256').update(SUBMIT).digest('base64')}'`;

/**
 * The page that posts the authorize form to Watch, as Watch's page asks (a form POST). It is served by the server, not
 * drawn by the admin app, so that its own policy names Watch as the one place a form may go: the admin pages allow
 * forms to our own origin only. Without scripts, the admin presses the button.
 */
export function authorizePage({ action, fields }: AuthorizeRequest): { html: string; policy: string } {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  const body = `<form method="post" action="${escape(action)}">${inputs}<p>${escape(TEXT.connecting)}</p><button type="submit">${escape(TEXT.continue)}</button></form><script>${SUBMIT}</script>`;
  // 'self' as well: Watch answers with a redirect back to our callback, which browsers check against form-action.
  const policy = `default-src 'none'; img-src data:; script-src ${SUBMIT_HASH}; form-action 'self' ${new URL(action).origin}; base-uri 'none'; frame-ancestors 'none'`;
  return { html: page(TEXT.connecting, '', body), policy };
}

/**
 * Back from Watch, to the admin area. A page that moves on by itself rather than a redirect: the admin's cookie is
 * SameSite=Strict, so a redirect that is still part of the navigation that came from Watch would open the admin area
 * without it; a navigation started by this page, on our own origin, carries it.
 */
export function returnPage(target: string, text: string): string {
  const to = escape(target);
  return page(
    text,
    `<meta http-equiv="refresh" content="0;url=${to}">`,
    `<p>${escape(text)}</p><p><a href="${to}">${escape(TEXT.backToApp)}</a></p>`,
  );
}

/** A callback we cannot tie to an app (a forged or ended state): no way back but the admin area's home. */
export function refusedPage(text: string, home: string): string {
  return page(text, '', `<p>${escape(text)}</p><p><a href="${escape(home)}">${escape(TEXT.backToAdmin)}</a></p>`);
}
