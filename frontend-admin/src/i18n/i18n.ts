import { createAppI18n } from '@tara/i18n';
import type en from './en.json';

/** An id of the admin app's messages (src/i18n/en.json): a missing one does not compile. */
export type MessageId = keyof typeof en;

/**
 * The admin app's messages, English and Filipino (ICU MessageFormat, explicit ids), its own Lingui instance. Only the
 * catalog of the language in force is downloaded; `npm test` checks that both languages have every message and that
 * each is used.
 */
export const { I18nGate, useT, t, Trans, activate } = createAppI18n<MessageId>({
  en: () => import('./en.json'),
  fil: () => import('./fil.json'),
});
