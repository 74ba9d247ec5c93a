// The message check of `npm test` for one app: node libs/i18n/scripts/check-messages.mjs <app folder>
// Reads <app>/src/i18n/en.json and fil.json and the app's source (src/**/*.ts(x), tests excluded, and build/*.mjs: the
// build scripts that write messages into HTML), and fails when
//   - a message id exists in one language and not in the other,
//   - a message is not valid ICU MessageFormat, or its translation names other {placeholders},
//   - a plural lacks its forms: every one needs `other`; an English one that prints the count (#) needs `one` (or
//     `=1`), so that no '1 reports' is shown; a Filipino one may not use `one`, `two`, `few` or `many` (CLDR's Filipino
//     'one' is the '-ng' linker of the number's word, chosen for 1, 2, 3, 5, 7, 8, 10...: one person or thing is `=1`),
//   - a Filipino message is its English one word for word, unless every word of it is in
//     libs/i18n/same-in-every-language.json (brand names and the English words Filipino sites keep),
//   - a message id is used nowhere in the source (ids are written literally: t('home.title'), <Trans id="..." />),
//   - the source uses an id (t('…'), id="…", or a literal under an existing id prefix) that English lacks.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@messageformat/parser';

export const CATALOG_LANGUAGES = ['en', 'fil'];

/** Words a Filipino message may share with English (brand names, 'Email', 'Admin'...). */
export const SAME_IN_EVERY_LANGUAGE = new Set(
  JSON.parse(readFileSync(new URL('../same-in-every-language.json', import.meta.url), 'utf8')).words,
);

/** The plural forms each language may use besides `other` and `=N` (CLDR, with Filipino's 'one' left out). */
const PLURAL_FORMS = { en: new Set(['one', 'other']), fil: new Set(['other']) };

/** Catalogs of an app: src/i18n/<language>.json. */
export function catalogPath(appDir, language) {
  return path.join(appDir, 'src', 'i18n', `${language}.json`);
}

function sourceFiles(dir) {
  const files = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'test' && name !== 'node_modules') files.push(...sourceFiles(full));
    } else if (
      /\.(ts|tsx|mjs)$/.test(name) &&
      !/\.(spec|int-spec|e2e-spec)\.tsx?$/.test(name) &&
      !name.endsWith('.d.ts')
    ) {
      files.push(full);
    }
  }
  return files;
}

/** The names of an ICU message's arguments ({name}, {count, plural, ...}), nested ones included. */
function argumentsOf(tokens, names = new Set()) {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      names.add(token.arg);
      for (const { tokens: nested } of token.cases) argumentsOf(nested, names);
    }
  }
  return names;
}

/** Every plural of a parsed message, nested ones included. */
function pluralsOf(tokens, found = []) {
  for (const token of tokens) {
    if (token.type === 'plural' || token.type === 'selectordinal' || token.type === 'select') {
      if (token.type === 'plural') found.push(token);
      for (const { tokens: nested } of token.cases) pluralsOf(nested, found);
    }
  }
  return found;
}

/** What is wrong with the plural forms of a parsed message in `language` (an empty list when nothing). */
export function pluralProblems(tokens, language) {
  const problems = [];
  for (const plural of pluralsOf(tokens)) {
    const keys = plural.cases.map((entry) => entry.key);
    const other = plural.cases.find((entry) => entry.key === 'other');
    if (!other) problems.push(`{${plural.arg}, plural} has no 'other' form`);
    const unknown = keys.filter((key) => !key.startsWith('=') && !PLURAL_FORMS[language]?.has(key));
    if (unknown.length > 0)
      problems.push(
        `{${plural.arg}, plural} uses ${unknown.map((key) => `'${key}'`).join(', ')}, which ${language} does not use` +
          (language === 'fil' ? " (Filipino's 'one' is also chosen for 2, 3, 5...: write =1)" : ''),
      );
    const printsCount = other?.tokens.some((token) => token.type === 'octothorpe');
    if (language === 'en' && printsCount && !keys.includes('one') && !keys.includes('=1'))
      problems.push(`{${plural.arg}, plural} prints the count but has no 'one' form`);
  }
  return problems;
}

/** The words of a parsed message's own text (not its placeholders or tags). */
function wordsOf(tokens, words = []) {
  for (const token of tokens) {
    if (token.type === 'content') words.push(...(token.value.replace(/<\/?\d+\/?>/g, ' ').match(/\p{L}+/gu) ?? []));
    if (token.cases) for (const { tokens: nested } of token.cases) wordsOf(nested, words);
  }
  return words;
}

/** Whether a Filipino message identical to English keeps only words of same-in-every-language.json. */
export function keptAsEnglish(tokens) {
  return wordsOf(tokens).every((word) => SAME_IN_EVERY_LANGUAGE.has(word));
}

function readCatalog(file, problems) {
  let catalog;
  try {
    catalog = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${file}: cannot be read as JSON (${error.message})`);
    return {};
  }
  if (typeof catalog !== 'object' || catalog === null || Array.isArray(catalog)) {
    problems.push(`${file}: must be one flat object { "message.id": "ICU message" }`);
    return {};
  }
  for (const [id, message] of Object.entries(catalog)) {
    if (typeof message !== 'string' || message.trim() === '')
      problems.push(`${file}: "${id}" must be a non-empty string`);
  }
  return catalog;
}

const LITERAL = /(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g;
const EXPLICIT_USE = /(?:\bt\(\s*|\bid=\{?\s*|\bid:\s*)(['"`])([^'"`\n]+)\1/g;

/** Every problem of an app's catalogs and their use; an empty list when all is well. */
export function checkMessages(appDir) {
  const problems = [];
  const relative = (file) => path.relative(appDir, file);
  const catalogs = {};
  for (const language of CATALOG_LANGUAGES) catalogs[language] = readCatalog(catalogPath(appDir, language), problems);
  const english = catalogs.en;

  for (const language of CATALOG_LANGUAGES) {
    for (const other of CATALOG_LANGUAGES) {
      if (other === language) continue;
      for (const id of Object.keys(catalogs[language])) {
        if (!(id in catalogs[other])) problems.push(`"${id}" is in ${language}.json but not in ${other}.json`);
      }
    }
  }

  const placeholders = {};
  for (const language of CATALOG_LANGUAGES) {
    for (const [id, message] of Object.entries(catalogs[language])) {
      if (typeof message !== 'string') continue;
      try {
        const tokens = parse(message);
        for (const problem of pluralProblems(tokens, language))
          problems.push(`"${id}" in ${language}.json: ${problem}`);
        if (language !== 'en' && message === english[id] && !keptAsEnglish(tokens)) {
          problems.push(
            `"${id}" in ${language}.json is the English text "${message}": translate it, or list its words in libs/i18n/same-in-every-language.json`,
          );
        }
        const names = [...argumentsOf(tokens)].sort().join(', ');
        if (language === 'en') placeholders[id] = names;
        else if (id in placeholders && placeholders[id] !== names) {
          problems.push(
            `"${id}" in ${language}.json has the placeholders {${names}} but English has {${placeholders[id]}}`,
          );
        }
      } catch (error) {
        problems.push(`"${id}" in ${language}.json is not valid ICU MessageFormat: ${error.message}`);
      }
    }
  }

  const prefixes = new Set(Object.keys(english).map((id) => id.split('.')[0]));
  const used = new Set();
  const buildDir = path.join(appDir, 'build');
  const files = [...sourceFiles(path.join(appDir, 'src')), ...(existsSync(buildDir) ? sourceFiles(buildDir) : [])];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const [, , literal] of text.matchAll(LITERAL)) {
      if (literal in english) used.add(literal);
      else if (/^[a-z][\w-]*(\.[\w-]+)+$/i.test(literal) && prefixes.has(literal.split('.')[0])) {
        problems.push(`${relative(file)} uses "${literal}", which is not in en.json`);
      }
    }
    for (const [, , id] of text.matchAll(EXPLICIT_USE)) {
      if (!(id in english) && /^[a-z][\w-]*(\.[\w-]+)+$/i.test(id) && !prefixes.has(id.split('.')[0])) {
        problems.push(`${relative(file)} uses "${id}", which is not in en.json`);
      }
    }
  }
  for (const id of Object.keys(english)) {
    if (!used.has(id))
      problems.push(
        `"${id}" is in en.json but used nowhere in src/ or build/ (delete it, or write its id literally where it is used)`,
      );
  }
  return [...new Set(problems)];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const appDir = path.resolve(process.argv[2] ?? '.');
  const problems = checkMessages(appDir);
  const name = path.basename(appDir);
  if (problems.length > 0) {
    console.error(`Messages of ${name}: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  const count = Object.keys(JSON.parse(readFileSync(catalogPath(appDir, 'en'), 'utf8'))).length;
  console.log(`Messages of ${name}: ${count} ids, English and Filipino complete, all used`);
}
