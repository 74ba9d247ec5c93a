import { LANGUAGE_NAMES, LANGUAGES, setLanguage, useLanguage } from '@tara/i18n';
import { useT } from '../../i18n/i18n';
import './language-switch.css';

/** Short labels of the switch: each language names itself, whatever the page's language. */
const SHORT: Record<(typeof LANGUAGES)[number], string> = { en: 'EN', fil: 'FIL' };

/**
 * The language switch of the top bar (signed out too): two toggle buttons, each naming its language in that language (the
 * accessible name starts with the visible short label as a word of its own, 'FIL Filipino': WCAG 2.5.3 label in name).
 * The choice is remembered in the tara.lang cookie and every app on the page follows it (libs/i18n).
 */
export function LanguageSwitch() {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="tp-lang" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          className="tp-lang__option"
          lang={option}
          aria-pressed={option === language}
          aria-label={`${SHORT[option]} ${LANGUAGE_NAMES[option]}`}
          onClick={() => setLanguage(option)}
        >
          {SHORT[option]}
        </button>
      ))}
    </div>
  );
}
