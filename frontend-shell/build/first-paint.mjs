// The first paint of the landing, the destinations and services lists and a place's page (issue 13.5), written
// into the shell's index.html at build time: the hero of the public remote's landing page
// (frontend-public/src/pages/landing-page.tsx) and what its other pages say before their data, as plain HTML, in every
// language, from the public remote's own message catalogs. src/first-paint.ts
// shows the visitor's language as soon as the shell's first script runs (the landing's for a signed-out visitor on `/`)
// and removes it once the app has rendered its own page: the largest paint no longer waits for React, the router, the
// remote's entry, its chunks and the list's data.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The pages with a first paint besides the landing: each a section per language (`data-page`) with what the page says
 * before its data (frontend-public/src/pages/...: a list's or the feed's title and lead; a destination's or a
 * service's link back to its list, `back`).
 */
const PAGES = [
  { page: 'destinations', className: 'fp-list', keys: ['destinations.title', 'destinations.lead'] },
  { page: 'services', className: 'fp-list', keys: ['services.title', 'services.lead'] },
  { page: 'community', className: 'fp-list', keys: ['community.title', 'community.lead'] },
  { page: 'destination', className: 'fp-place-page', keys: ['destination.back'], back: '/destinations' },
  { page: 'service', className: 'fp-place-page', keys: ['service.back'], back: '/services' },
];
/**
 * When the app has taken over a place's page: a page heading (the place's name, or its not-found page), its load error,
 * or a toast (the sign-in redirect of a member's page whose session has ended: RequireAuth says so before it leaves).
 */
const PLACE_READY = 'h1, .tp-load-error, .tp-toast';
/**
 * When the app has taken over a list: its card grid, its empty or error state, or a page heading other than the
 * list's (an error page, the sign-in page). Until then the first paint's cards stay (no skeletons between two sets of cards).
 */
const LIST_READY = '.tp-card-grid, .tp-empty, .tp-load-error, h1:not(.tp-catalog__title)';

/** The landing hero's messages, in the order they appear. */
const KEYS = [
  'landing.hero.eyebrow',
  'landing.hero.title',
  'landing.hero.lead',
  'landing.startExploring',
  'landing.join',
  'landing.hero.note',
];
/** Where the landing's two buttons go (frontend-public/src/shared/api/auth-urls.ts LOGIN_URL). */
const LOGIN_URL = '/api/login';

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** A message as HTML: escaped, with the title's one emphasis (`<0>...</0>` in the catalog) as <em>. */
export function messageHtml(message) {
  return escapeHtml(message).replace(/&lt;0&gt;(.*?)&lt;\/0&gt;/g, '<em>$1</em>');
}

/**
 * The messages `keys` of `language`'s catalog in `catalogDir`, each as HTML (messageHtml); the build fails when one is
 * missing (`block` names what needed it).
 */
function messagesHtml(catalogDir, language, keys, block) {
  const catalog = JSON.parse(readFileSync(path.join(catalogDir, `${language}.json`), 'utf8'));
  const missing = keys.filter((key) => typeof catalog[key] !== 'string');
  if (missing.length > 0) throw new Error(`${block}: ${language}.json has no ${missing.join(', ')}`);
  return (key) => messageHtml(catalog[key]);
}

/**
 * The first-paint block for index.html: a header bar, one hidden hero per language of the public catalogs (`/`), one
 * hidden section per page and language (PAGES), and two empty slots, which the Node server fills with a list's first
 * cards or with a destination's or a service's cover, name and facts (backend frontends/first-paint.ts: they are data, written in no
 * language). Titles are paragraphs, not the page's h1: the app's own page brings the h1 (and the first paint leaves
 * when it is ready).
 */
export function firstPaintHtml(catalogDir, languages = ['en', 'fil']) {
  const keys = [...KEYS, ...PAGES.flatMap((page) => page.keys)];
  const catalogs = languages.map((language) => ({
    language,
    message: messagesHtml(catalogDir, language, keys, 'first paint'),
  }));
  const heroes = catalogs.map(({ language, message }) => {
    const [eyebrow, title, lead, start, join, note] = KEYS.map(message);
    return (
      `<section class="fp-hero" lang="${language}" hidden><div class="fp-container">` +
      `<p class="fp-eyebrow">${eyebrow}</p><p class="fp-title">${title}</p><p class="fp-lead">${lead}</p>` +
      `<p class="fp-actions"><a class="fp-button fp-button--gold" href="${LOGIN_URL}">${start}</a>` +
      `<a class="fp-button fp-button--outline" href="${LOGIN_URL}">${join}</a></p><p class="fp-note">${note}</p>` +
      `</div></section>`
    );
  });
  const pages = PAGES.flatMap(({ page, className, keys, back }) =>
    catalogs.map(({ language, message }) => {
      const [title, lead] = keys.map(message);
      const content =
        className === 'fp-list'
          ? `<p class="fp-list__title">${title}</p><p class="fp-list__lead">${lead}</p>`
          : `<a class="fp-back" href="${back}">${title}</a>`;
      return `<section class="${className}" data-page="${page}" lang="${language}" hidden><div class="fp-container">${content}</div></section>`;
    }),
  );
  return (
    '<div id="first-paint" hidden><header class="fp-header"><div class="fp-container">' +
    '<a class="fp-brand" href="/">Tara <span>Pampanga</span></a></div></header>' +
    `<main>${heroes.join('')}${pages.join('')}` +
    `<div class="fp-container"><ul class="fp-cards" data-ready="${LIST_READY}" hidden></ul>` +
    `<div class="fp-place" data-ready="${PLACE_READY}" hidden></div></div></main></div>`
  );
}

/** The shell's own messages index.html carries for when the app cannot start (src/index.ts), in the order they appear. */
const START_FAILURE_KEYS = ['shell.start.title', 'shell.start.text'];

/**
 * What index.html shows when the app's code does not arrive (src/first-paint.ts showStartFailure): one inert template
 * per language of the shell's catalogs, so the message is in the visitor's language without any of the app's code.
 */
export function startFailureHtml(catalogDir, languages = ['en', 'fil']) {
  return languages
    .map((language) => {
      const [title, text] = START_FAILURE_KEYS.map(
        messagesHtml(catalogDir, language, START_FAILURE_KEYS, 'start failure'),
      );
      return `<template class="start-failure" lang="${language}"><main class="start-failure"><h1>${title}</h1><p>${text}</p></main></template>`;
    })
    .join('');
}
