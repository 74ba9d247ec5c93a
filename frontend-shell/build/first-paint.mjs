// The first paint of the landing and of /destinations (issue 13.5), written into the shell's index.html at build time:
// the hero of the public remote's landing page (frontend-public/src/pages/landing-page.tsx) and the header of its
// destinations page as plain HTML, in every language, from the public remote's own message catalogs. src/first-paint.ts
// shows the visitor's language as soon as the shell's first script runs (the landing's for a signed-out visitor on `/`)
// and removes it once the app has rendered its own page: the largest paint no longer waits for React, the router, the
// remote's entry, its chunks and the list's data.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The header of /destinations (frontend-public/src/pages/destinations-page.tsx): its title and lead. */
const LIST_KEYS = ['destinations.title', 'destinations.lead'];
/** A destination's page (frontend-public/src/pages/destination-detail-page.tsx): its link back to the list. */
const PLACE_KEYS = ['destination.back'];
/**
 * When the app has taken over /destinations: its card grid, its empty or error state, or a page heading other than the
 * list's (an error page). Until then the first paint's cards stay (no skeletons between two sets of cards).
 */
const LIST_READY = '.tp-card-grid, .tp-empty, .tp-load-error, h1:not(.tp-catalog__title)';

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
 * The first-paint block for index.html: a header bar, one hidden hero per language of the public catalogs (`/`), one
 * hidden header of /destinations and one of a destination's page (its link back) per language, the list's empty card
 * slot and the page's empty place slot, which the Node server fills with the first destinations' cards or the
 * destination's cover, name and facts (backend frontends/first-paint.ts: they are data, written in no language). Titles are
 * paragraphs, not the page's h1: the app's own page brings the h1 (and the first paint leaves when it is ready).
 */
export function firstPaintHtml(catalogDir, languages = ['en', 'fil']) {
  const sections = languages.map((language) => {
    const catalog = JSON.parse(readFileSync(path.join(catalogDir, `${language}.json`), 'utf8'));
    const missing = [...KEYS, ...LIST_KEYS, ...PLACE_KEYS].filter((key) => typeof catalog[key] !== 'string');
    if (missing.length > 0) throw new Error(`first paint: ${language}.json has no ${missing.join(', ')}`);
    const [eyebrow, title, lead, start, join, note] = KEYS.map((key) => messageHtml(catalog[key]));
    const [listTitle, listLead] = LIST_KEYS.map((key) => messageHtml(catalog[key]));
    const hero =
      `<section class="fp-hero" lang="${language}" hidden><div class="fp-container">` +
      `<p class="fp-eyebrow">${eyebrow}</p><p class="fp-title">${title}</p><p class="fp-lead">${lead}</p>` +
      `<p class="fp-actions"><a class="fp-button fp-button--gold" href="${LOGIN_URL}">${start}</a>` +
      `<a class="fp-button fp-button--outline" href="${LOGIN_URL}">${join}</a></p><p class="fp-note">${note}</p>` +
      `</div></section>`;
    const list =
      `<section class="fp-list" lang="${language}" hidden><div class="fp-container">` +
      `<p class="fp-list__title">${listTitle}</p><p class="fp-list__lead">${listLead}</p></div></section>`;
    const place =
      `<section class="fp-place-page" lang="${language}" hidden><div class="fp-container">` +
      `<a class="fp-back" href="/destinations">${messageHtml(catalog['destination.back'])}</a></div></section>`;
    return { hero, list, place };
  });
  return (
    '<div id="first-paint" hidden><header class="fp-header"><div class="fp-container">' +
    '<a class="fp-brand" href="/">Tara <span>Pampanga</span></a></div></header>' +
    `<main>${['hero', 'list', 'place'].map((key) => sections.map((section) => section[key]).join('')).join('')}` +
    `<div class="fp-container"><ul class="fp-cards" data-ready="${LIST_READY}" hidden></ul>` +
    `<div class="fp-place" data-ready="h1" hidden></div></div></main></div>`
  );
}
