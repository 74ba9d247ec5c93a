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
  return memo(`d|${locale}|${JSON.stringify(settings)}`, () => new Intl.DateTimeFormat(locale, settings)).format(
    toDate(value),
  );
}

/** '1,247' / '4.5'. */
export function formatNumber(value: number, language: Language, options: Intl.NumberFormatOptions = {}): string {
  const plain = plainNumber(value, options);
  if (plain !== undefined) return plain;
  const locale = localeOf(language);
  return memo(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)).format(value);
}

/**
 * A number as en-PH and fil-PH write it, without Intl.NumberFormat: the first Intl.NumberFormat a page creates costs
 * Chromium about 50 ms of ICU set-up (200 ms on Lighthouse's simulated phone), in the middle of a list's first render
 * for a rating or a fuel price (issue 13.5). Both locales write numbers alike: '.' before the decimals, ',' between
 * groups of three from 1,000 on, '₱' before pesos. Only what is written here is answered: a finite, non-negative
 * value under 10^15, style decimal or currency PHP, fraction digits and grouping; anything else returns undefined.
 * Digits are rounded half away from zero on the number's shortest decimal form (String(value)), as ICU does; the defaults and
 * the minimum/maximum rules are Intl's (ECMA-402 SetNumberFormatDigitOptions). format.spec.ts compares the two.
 */
function plainNumber(value: number, options: Intl.NumberFormatOptions): string | undefined {
  const {
    style = 'decimal',
    currency,
    useGrouping = true,
    minimumFractionDigits: minimum,
    maximumFractionDigits: maximum,
    ...other
  } = options;
  const pesos = style === 'currency' && currency === 'PHP';
  if (!(value >= 0 && value < 1e15) || Object.is(value, -0) || Object.keys(other).length > 0) return undefined;
  if ((!pesos && (style !== 'decimal' || currency !== undefined)) || useGrouping !== true) return undefined;
  const max = maximum ?? (minimum === undefined ? (pesos ? 2 : 3) : Math.max(pesos ? 2 : 3, minimum));
  const min = minimum ?? Math.min(pesos ? 2 : 0, max);
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max > 20 || min > max) return undefined;
  const text = String(value);
  if (text.includes('e')) return undefined;
  let [whole, digits = ''] = text.split('.');
  if (digits.length > max) {
    // '5' or more after the last digit kept: half away from zero
    const up = digits.charCodeAt(max) >= 53;
    digits = digits.slice(0, max);
    if (up) {
      const all = String(BigInt(whole + digits) + 1n).padStart(max + 1, '0');
      [whole, digits] = [all.slice(0, all.length - max), all.slice(all.length - max)];
    }
  }
  digits = digits.padEnd(min, '0');
  while (digits.length > min && digits.endsWith('0')) digits = digits.slice(0, -1);
  return `${pesos ? '₱' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${digits ? `.${digits}` : ''}`;
}

/** '₱62.45' (pesos, 2 decimals unless options say otherwise). */
export function formatMoney(value: number, language: Language, options: Intl.NumberFormatOptions = {}): string {
  return formatNumber(value, language, { style: 'currency', currency: 'PHP', ...options });
}

/** The plural category of `count` in the language (CLDR rules: Filipino has 'one' for 1, 2, 3, 5, 7, 8, 10...). */
export function pluralCategory(count: number, language: Language): Intl.LDMLPluralRule {
  const plain = plainPluralCategory(count, language);
  if (plain !== undefined) return plain;
  const locale = localeOf(language);
  return memo(`p|${locale}`, () => new Intl.PluralRules(locale)).select(count);
}

/**
 * CLDR's cardinal rules of English and Filipino without Intl.PluralRules (its first use costs Chromium about 10 ms of
 * ICU set-up): English 'one' for 1 exactly; Filipino 'one' for whole numbers ending in anything but 4, 6 or 9 (and 1, 2,
 * 3) and for decimals whose last decimal is not 4, 6 or 9. The operands are the number's shortest decimal form, as
 * Intl's; a number written with an exponent goes to Intl. format.spec.ts compares the two.
 */
function plainPluralCategory(count: number, language: Language): Intl.LDMLPluralRule | undefined {
  if (!Number.isFinite(count)) return undefined;
  const text = String(Math.abs(count));
  if (text.includes('e')) return undefined;
  const [whole, fraction = ''] = text.split('.');
  if (language === 'en') return whole === '1' && fraction === '' ? 'one' : 'other';
  const last = (fraction === '' ? whole : fraction).at(-1);
  return last === '4' || last === '6' || last === '9' ? 'other' : 'one';
}

type PluralForms = Partial<Record<Intl.LDMLPluralRule, (count: string) => string>> & {
  other: (count: string) => string;
};

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
