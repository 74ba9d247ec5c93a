export {
  DEFAULT_LANGUAGE,
  LANGUAGE_CHANGE_EVENT,
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  LANGUAGES,
  applyDocumentLanguage,
  currentLanguage,
  isLanguage,
  languageFromBrowser,
  languageFromCookie,
  localeOf,
  onLanguageChange,
  setLanguage,
  type Language,
} from './language';
export { useLanguage } from './use-language';
export { PHILIPPINE_TIME_ZONE, formatDate, formatMoney, formatNumber, formatPostAge, pluralCategory } from './format';
export {
  createAppI18n,
  type AppI18n,
  type CatalogLoaders,
  type MessageValues,
  type Translate,
  type TransProps,
} from './messages';
