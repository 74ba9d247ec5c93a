// No React here: the shell's entry reads the language before any shared module is loaded (src/first-paint.ts).

/** The languages of every app: English (the default) and Filipino. */
export type Language = 'en' | 'fil';

export const LANGUAGES: readonly Language[] = ['en', 'fil'];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers the choice, so that the server, the shell and every remote agree. */
export const LANGUAGE_COOKIE = 'tara.lang';

/** The window event setLanguage() dispatches: the shell and the other remote follow it. */
export const LANGUAGE_CHANGE_EVENT = 'tara:language-change';

/** Each language in its own words (what a language switch shows, whatever the page's language). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', fil: 'Filipino' };

/** Intl locale of a language: Philippine English or Filipino (dates, numbers, pesos, plural rules). */
export function localeOf(language: Language): 'en-PH' | 'fil-PH' {
  return language === 'fil' ? 'fil-PH' : 'en-PH';
}

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'fil';
}

/** The language a cookie header or document.cookie names, if any. */
export function languageFromCookie(cookie: string): Language | undefined {
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) {
      const language = decodeURIComponent(value.join('='));
      return isLanguage(language) ? language : undefined;
    }
  }
  return undefined;
}

/**
 * The browser's choice on a first visit: the first of its preferred languages that the app speaks; Filipino for
 * fil or tl (Tagalog), English for en, English when neither is listed.
 */
export function languageFromBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (primary === 'fil' || primary === 'tl') return 'fil';
    if (primary === 'en') return 'en';
  }
  return DEFAULT_LANGUAGE;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/** The language in force: the cookie's, else the browser's. */
export function currentLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  return languageFromCookie(document.cookie) ?? languageFromBrowser(browserLanguages());
}

/** `<html lang>` for the language in force (the shell calls it once at start; setLanguage keeps it so). */
export function applyDocumentLanguage(language: Language = currentLanguage()): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the choice for a year, sets `<html lang>` and tells every app on the page. */
export function setLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  applyDocumentLanguage(language);
  window.dispatchEvent(new CustomEvent<Language>(LANGUAGE_CHANGE_EVENT, { detail: language }));
}

/** Calls `listener` with the new language after every setLanguage() on this page; returns the unsubscribe. */
export function onLanguageChange(listener: (language: Language) => void): () => void {
  const handler = (event: Event) => {
    const language = (event as CustomEvent<unknown>).detail;
    listener(isLanguage(language) ? language : currentLanguage());
  };
  window.addEventListener(LANGUAGE_CHANGE_EVENT, handler);
  return () => window.removeEventListener(LANGUAGE_CHANGE_EVENT, handler);
}
