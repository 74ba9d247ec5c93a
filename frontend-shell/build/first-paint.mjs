// The landing's first paint (issue 13.5), written into the shell's index.html at build time: the hero of the public
// remote's landing page (frontend-public/src/pages/landing-page.tsx) as plain HTML, in every language, from the public
// remote's own message catalogs. src/first-paint.ts shows the visitor's language on `/` for a signed-out visitor as
// soon as the shell's first script runs, and removes it once the app has rendered its own page: the landing's largest
// text no longer waits for React, the router, the remote's entry and its chunks.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The landing hero's messages, in the order they appear. */
const KEYS = ['landing.hero.eyebrow', 'landing.hero.title', 'landing.hero.lead', 'landing.startExploring', 'landing.join', 'landing.hero.note'];
/** Where the landing's two buttons go (frontend-public/src/shared/api/auth-urls.ts LOGIN_URL). */
const LOGIN_URL = '/api/login';

const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** A message as HTML: escaped, with the title's one emphasis (`<0>...</0>` in the catalog) as <em>. */
export function messageHtml(message) {
  return escapeHtml(message).replace(/&lt;0&gt;(.*?)&lt;\/0&gt;/g, '<em>$1</em>');
}

/**
 * The first-paint block for index.html: a header bar and one hidden hero per language of the public catalogs. The
 * title is a paragraph, not the page's h1: the app's own page brings the h1 (and the first paint leaves when it does).
 */
export function firstPaintHtml(catalogDir, languages = ['en', 'fil']) {
  const heroes = languages.map((language) => {
    const catalog = JSON.parse(readFileSync(path.join(catalogDir, `${language}.json`), 'utf8'));
    const missing = KEYS.filter((key) => typeof catalog[key] !== 'string');
    if (missing.length > 0) throw new Error(`first paint: ${language}.json has no ${missing.join(', ')}`);
    const [eyebrow, title, lead, start, join, note] = KEYS.map((key) => messageHtml(catalog[key]));
    return (
      `<section class="fp-hero" lang="${language}" hidden><div class="fp-container">` +
      `<p class="fp-eyebrow">${eyebrow}</p><p class="fp-title">${title}</p><p class="fp-lead">${lead}</p>` +
      `<p class="fp-actions"><a class="fp-button fp-button--gold" href="${LOGIN_URL}">${start}</a>` +
      `<a class="fp-button fp-button--outline" href="${LOGIN_URL}">${join}</a></p><p class="fp-note">${note}</p>` +
      `</div></section>`
    );
  });
  return (
    '<div id="first-paint" hidden><header class="fp-header"><div class="fp-container">' +
    '<a class="fp-brand" href="/">Tara <span>Pampanga</span></a></div></header>' +
    `<main>${heroes.join('')}</main></div>`
  );
}
