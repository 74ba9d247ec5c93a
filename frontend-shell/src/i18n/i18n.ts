import { createAppI18n } from '@tara/i18n';
import type en from './en.json';

/** An id of the shell's messages (src/i18n/en.json): a missing one does not compile. */
export type MessageId = keyof typeof en;

/** The shell's own messages (the loading and failure states around the remotes); one language downloaded at a time. */
export const { I18nGate, useT, activate } = createAppI18n<MessageId>({
  en: () => import('./en.json'),
  fil: () => import('./fil.json'),
});
