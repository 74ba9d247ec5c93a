import { createAppI18n } from '@tara/i18n';
import type en from './en.json';

/** An id of the public app's messages (src/i18n/en.json): a missing one does not compile. */
export type MessageId = keyof typeof en;

/**
 * The public app's messages, English and Filipino (ICU MessageFormat, explicit ids). Only the catalog of the language
 * in force is downloaded; `npm test` checks that both languages have every message and that each is used.
 *
 * Each catalog comes in two parts (issue 13.5): the first screen's (the namespaces listed in first-part.json: the
 * layout, the landing, the 404 page, the errors they may show) with the app, the rest with the first page loaded on
 * its first visit (app/lazy.ts), so the landing does not download the words of every other page. `first-part.spec.tsx`
 * fails when a first-screen component uses a message of the later part.
 */
export const { I18nGate, useT, t, Trans, activate, loadLater, i18n } = createAppI18n<MessageId>(
  { en: () => import('./en.json?part=first'), fil: () => import('./fil.json?part=first') },
  { en: () => import('./en.json?part=later'), fil: () => import('./fil.json?part=later') },
);
