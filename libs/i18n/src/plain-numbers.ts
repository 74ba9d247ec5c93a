import type { I18n } from '@lingui/core';
import { formatNumber, pluralCategory } from './format';
import { isLanguage } from './language';

/**
 * The run-time half of numbers in messages without Intl (issue 13.5; the build's half, build/plain-numbers.cjs, says
 * why): the build rewrites compiled messages to read a number's text, plural form and `=N` key from values, and every
 * translation call is given them here, written by formatNumber and pluralCategory (which answer what Intl would,
 * without it). Messages compiled at run time (tests, dev builds) keep Lingui's own way: the same text.
 */

/** The value names the build's rewritten messages read (build/plain-numbers.cjs). */
const numberText = (name: string) => `${name}#`;
const pluralForm = (name: string) => `${name}#form`;
const exactValue = (name: string) => `${name}#exact`;

/** `values` with the text, plural form and `=N` key of each number beside it (`count` 1247 -> `count#` '1,247'...). */
export function withNumberTexts(
  values: Record<string, unknown> | undefined,
  locale: string,
): Record<string, unknown> | undefined {
  if (!values) return values;
  const language = isLanguage(locale) ? locale : 'en';
  let texts: Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(values)) {
    const number =
      typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    if (Number.isNaN(number)) continue;
    texts ??= { ...values };
    texts[numberText(name)] = formatNumber(number, language);
    texts[pluralForm(name)] = pluralCategory(number, language);
    texts[exactValue(name)] = String(value);
  }
  return texts ?? values;
}

/** Makes every translation of `i18n` (its `_` and `t`, which Lingui's React parts call) pass the numbers' text. */
export function passNumberTexts(i18n: I18n): void {
  const translate = i18n._.bind(i18n);
  const withTexts: I18n['_'] = ((
    id: Parameters<I18n['_']>[0],
    values?: Record<string, unknown>,
    options?: Parameters<I18n['_']>[2],
  ) => translate(id as never, withNumberTexts(values, i18n.locale), options)) as I18n['_'];
  Object.assign(i18n, { _: withTexts, t: withTexts });
}
