import { useSyncExternalStore } from 'react';
import { currentLanguage, DEFAULT_LANGUAGE, onLanguageChange, type Language } from './language';

const subscribe = (onChange: () => void) => onLanguageChange(onChange);
const serverSnapshot = (): Language => DEFAULT_LANGUAGE;

/** The language in force; re-renders the component when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, serverSnapshot);
}
