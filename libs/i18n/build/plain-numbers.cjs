// Numbers and plurals of compiled messages without Intl (issue 13.5), at build time: Lingui writes a plural's `#` and a
// `{total, number}` with Intl.NumberFormat (every plural creates one, `#` or not) and picks a plural's form with
// Intl.PluralRules, and the first Intl.NumberFormat a page creates costs Chromium about 50 ms of ICU set-up: on a
// list's first render ('24 destinations', '(128 reviews)') the longest piece of work left on a phone's main thread.
// So a plural becomes a select on its number's plural form (and, before that, on the number itself for `=N` cases),
// and `#` and `{total, number}` read the number's text: values that every translation call is given at run time
// (src/plain-numbers.ts, same names). An ordinal, a plural with an offset or a styled number stay Lingui's.

/** The value names a rewritten message reads (src/plain-numbers.ts gives them): text, plural form, `=N` key. */
const numberText = (name) => `${name}#`;
const pluralForm = (name) => `${name}#form`;
const exactValue = (name) => `${name}#exact`;

const PLURAL_FORMS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/**
 * A compiled message (Lingui's tokens: text, `[name]`, `[name, format, options]`) rewritten as above; `counted` is the
 * plural whose `#` the tokens are in.
 */
function plainNumberMessage(tokens, counted) {
  if (!Array.isArray(tokens)) return tokens;
  return tokens.map((token) => {
    if (token === '#' && counted !== undefined) return [numberText(counted)];
    if (!Array.isArray(token)) return token;
    const [name, format, options] = token;
    if (format === 'number' && options == null) return [numberText(name)];
    if (!options || typeof options !== 'object') return token;
    const cases = Object.entries(options).filter(([key, branch]) => key !== 'offset' || branch !== undefined);
    const messages = (entries, inside) =>
      Object.fromEntries(entries.map(([key, branch]) => [key, plainNumberMessage(branch, inside)]));
    if (format === 'plural' && !options.offset) {
      const forms = cases.filter(([key]) => key !== 'offset');
      const byForm = [
        pluralForm(name),
        'select',
        messages(
          forms.filter(([key]) => PLURAL_FORMS.has(key)),
          name,
        ),
      ];
      const exact = forms.filter(([key]) => !PLURAL_FORMS.has(key));
      return exact.length === 0 ? byForm : [exactValue(name), 'select', { ...messages(exact, name), other: [byForm] }];
    }
    // A select's cases keep a `#` as it is, as Lingui does; an ordinal's or an offset plural's `#` stays Lingui's.
    return [name, format, messages(cases)];
  });
}

module.exports = { plainNumberMessage };
