import { createAppI18n } from '@tara/i18n';
import type en from './en.json';

/** An id of the public app's messages (src/i18n/en.json): a missing one does not compile. */
export type MessageId = keyof typeof en;

/**
 * The public app's messages, English and Filipino (ICU MessageFormat, explicit ids). Only the catalog of the language
 * in force is downloaded; `npm test` checks that both languages have every message and that each is used.
 *
 * Each catalog comes in parts (issue 13.5), the namespaces of each listed in catalog-parts.json: the first screen's
 * (the layout, the 404 page) with the app; the landing's with the landing (its own chunk); the guide's (the lists and
 * details of destinations and services), a place's page's (its gallery, map, sharing, editor and the API's error
 * messages: issue 34.2), the member's header and bottom bar, a place's reviews and coupons with the coupons' pages, and
 * the rest (community, the member's home, the sign-in pages) each with the first component of theirs loaded on its
 * first visit (shared/lib/lazy.ts names the parts each needs), so that neither the landing nor a list downloads the
 * words of every other page. `catalog-parts.spec.tsx` fails when a page uses a message of a part it does not load.
 */
export type CatalogPart = 'landing' | 'guide' | 'services' | 'member' | 'detail' | 'reviewsCoupons' | 'rest';

export const { I18nGate, useT, t, Trans, activate, loadLater, i18n } = createAppI18n<MessageId>(
  { en: () => import('./en.json?part=first'), fil: () => import('./fil.json?part=first') },
  {
    landing: { en: () => import('./en.json?part=landing'), fil: () => import('./fil.json?part=landing') },
    guide: { en: () => import('./en.json?part=guide'), fil: () => import('./fil.json?part=guide') },
    services: { en: () => import('./en.json?part=services'), fil: () => import('./fil.json?part=services') },
    member: { en: () => import('./en.json?part=member'), fil: () => import('./fil.json?part=member') },
    detail: { en: () => import('./en.json?part=detail'), fil: () => import('./fil.json?part=detail') },
    reviewsCoupons: {
      en: () => import('./en.json?part=reviewsCoupons'),
      fil: () => import('./fil.json?part=reviewsCoupons'),
    },
    rest: { en: () => import('./en.json?part=rest'), fil: () => import('./fil.json?part=rest') },
  } satisfies Record<CatalogPart, unknown>,
);
