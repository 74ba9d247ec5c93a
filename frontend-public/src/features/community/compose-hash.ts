/**
 * The hash of the top bar's Post button (/community#compose): the page brings the composer into view and focuses it. A
 * module of its own: the member's header (app/member-chrome.tsx) needs this and nothing else of the community's.
 */
export const COMPOSE_HASH = '#compose';
