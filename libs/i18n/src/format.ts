import { localeOf, type Language } from './language';

/** Places and prices are in the Philippines: dates are shown in Philippine time wherever the visitor is. */
export const PHILIPPINE_TIME_ZONE = 'Asia/Manila';

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>();

function memo<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>(key: string, create: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** 'Nov 20, 2026' / 'Nob 20, 2026' by default (Philippine time); other Intl options when given. */
export function formatDate(value: DateInput, language: Language, options: Intl.DateTimeFormatOptions = {}): string {
  const settings: Intl.DateTimeFormatOptions = {
    timeZone: PHILIPPINE_TIME_ZONE,
    ...(options.dateStyle || options.timeStyle || options.month || options.weekday || options.hour
      ? {}
      : { month: 'short', day: 'numeric', year: 'numeric' }),
    ...options,
  };
  const locale = localeOf(language);
  return memo(`d|${locale}|${JSON.stringify(settings)}`, () => new Intl.DateTimeFormat(locale, settings)).format(toDate(value));
}

/** '1,247' / '4.5'. */
export function formatNumber(value: number, language: Language, options: Intl.NumberFormatOptions = {}): string {
  const locale = localeOf(language);
  return memo(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)).format(value);
}

/** '₱62.45' (pesos, 2 decimals unless options say otherwise). */
export function formatMoney(value: number, language: Language, options: Intl.NumberFormatOptions = {}): string {
  return formatNumber(value, language, { style: 'currency', currency: 'PHP', ...options });
}

/** The plural category of `count` in the language (CLDR rules: Filipino has 'one' for 1, 2, 3, 5, 7, 8, 10...). */
export function pluralCategory(count: number, language: Language): Intl.LDMLPluralRule {
  const locale = localeOf(language);
  return memo(`p|${locale}`, () => new Intl.PluralRules(locale)).select(count);
}

type PluralForms = Partial<Record<Intl.LDMLPluralRule, (count: string) => string>> & { other: (count: string) => string };

const POST_AGE: Record<Language, { justNow: string; hours: PluralForms; days: PluralForms }> = {
  en: {
    justNow: 'Just now',
    hours: { other: (n) => `${n}h ago` },
    days: { other: (n) => `${n}d ago` },
  },
  fil: {
    justNow: 'Ngayon lang',
    hours: { other: (n) => `${n} oras ang nakalipas` },
    days: { other: (n) => `${n} araw ang nakalipas` },
  },
};

const HOUR_MS = 3_600_000;

/**
 * A post's age (spec section 9): under 1 h 'Just now', under 24 h 'Nh ago', else 'Nd ago'; in Filipino 'Ngayon lang',
 * 'N oras ang nakalipas', 'N araw ang nakalipas'. The count picks its plural form by the language's plural rules.
 */
export function formatPostAge(createdAt: DateInput, now: DateInput, language: Language): string {
  const hours = (toDate(now).getTime() - toDate(createdAt).getTime()) / HOUR_MS;
  const words = POST_AGE[language];
  if (!Number.isFinite(hours) || hours < 1) return words.justNow;
  const [count, forms] = hours < 24 ? [Math.floor(hours), words.hours] : [Math.floor(hours / 24), words.days];
  const form = forms[pluralCategory(count, language)] ?? forms.other;
  return form(formatNumber(count, language));
}
