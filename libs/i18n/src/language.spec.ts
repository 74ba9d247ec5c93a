import { afterEach, describe, expect, it } from '@jest/globals';
import {
  LANGUAGE_COOKIE,
  currentLanguage,
  languageFromBrowser,
  languageFromCookie,
  localeOf,
  onLanguageChange,
  setLanguage,
} from './language';

function clearCookie() {
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
}

function preferLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

afterEach(() => {
  clearCookie();
  preferLanguages(['en-US', 'en']);
  document.documentElement.lang = 'en';
});

describe('the language in force', () => {
  it('is the browser language on a first visit: Filipino for fil or tl, else English', () => {
    expect(languageFromBrowser(['fil-PH', 'en'])).toBe('fil');
    expect(languageFromBrowser(['tl'])).toBe('fil');
    expect(languageFromBrowser(['en-PH', 'fil'])).toBe('en');
    expect(languageFromBrowser(['ja-JP', 'tl-PH'])).toBe('fil');
    expect(languageFromBrowser(['de-DE'])).toBe('en');
    expect(languageFromBrowser([])).toBe('en');

    preferLanguages(['tl-PH', 'en-US']);
    expect(currentLanguage()).toBe('fil');
  });

  it('is the cookie once chosen, whatever the browser says', () => {
    preferLanguages(['tl-PH']);
    setLanguage('en');
    expect(currentLanguage()).toBe('en');
    expect(languageFromCookie(`a=1; ${LANGUAGE_COOKIE}=fil; b=2`)).toBe('fil');
    expect(languageFromCookie(`${LANGUAGE_COOKIE}=de`)).toBeUndefined();
  });
});

describe('setLanguage', () => {
  it('remembers the choice in the cookie, sets <html lang> and tells the listeners', () => {
    const heard: string[] = [];
    const stop = onLanguageChange((language) => heard.push(language));

    setLanguage('fil');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=fil`);
    expect(document.documentElement.lang).toBe('fil');
    expect(currentLanguage()).toBe('fil');

    setLanguage('en');
    stop();
    setLanguage('fil');
    expect(heard).toEqual(['fil', 'en']);
  });

  it('maps each language to its Philippine locale', () => {
    expect(localeOf('en')).toBe('en-PH');
    expect(localeOf('fil')).toBe('fil-PH');
  });
});
