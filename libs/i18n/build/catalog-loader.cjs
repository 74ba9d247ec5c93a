// Rspack loader for an app's message catalogs (src/i18n/<language>.json, flat { id: ICU message }): compiles every
// message at build time with Lingui's compiler, so that the browser gets ready-to-format messages and not the ICU
// parser. A message that is not valid ICU MessageFormat fails the build, naming its id.
//
// `?part=first` or `?part=later` (createAppI18n's two parts) keeps only the messages of the namespaces (the id up to its
// first dot) listed in first-part.json beside the catalog, or only the others; a namespace listed there that the
// catalog does not have fails the build.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS loader (Rspack requires it)
const { readFileSync } = require('node:fs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const path = require('node:path');

/** The messages of `catalog` in `part` ('first', 'later' or undefined for all), given the first part's namespaces. */
function catalogPart(catalog, part, firstNamespaces) {
  if (!part) return catalog;
  const first = new Set(firstNamespaces);
  const unknown = [...first].filter((namespace) => !Object.keys(catalog).some((id) => id.startsWith(`${namespace}.`)));
  if (unknown.length > 0) throw new Error(`first-part.json names namespaces the catalog does not have: ${unknown.join(', ')}`);
  return Object.fromEntries(Object.entries(catalog).filter(([id]) => first.has(id.split('.')[0]) === (part === 'first')));
}

function catalogLoader(source) {
  const callback = this.async();
  const part = new URLSearchParams(this.resourceQuery).get('part') ?? undefined;
  let firstNamespaces = [];
  try {
    if (part !== undefined && part !== 'first' && part !== 'later') throw new Error(`unknown catalog part "${part}"`);
    if (part) {
      const listed = path.join(path.dirname(this.resourcePath), 'first-part.json');
      this.addDependency(listed);
      firstNamespaces = JSON.parse(readFileSync(listed, 'utf8'));
    }
  } catch (error) {
    callback(new Error(`${this.resourcePath}: ${error.message}`));
    return;
  }
  import('@lingui/message-utils/compileMessage')
    .then(({ compileMessageOrThrow }) => {
      const catalog = catalogPart(JSON.parse(source), part, firstNamespaces);
      const compiled = {};
      for (const [id, message] of Object.entries(catalog)) {
        try {
          compiled[id] = compileMessageOrThrow(message);
        } catch (error) {
          throw new Error(`${this.resourcePath}: message "${id}" is not valid ICU MessageFormat: ${error.message}`);
        }
      }
      return `export default ${JSON.stringify(compiled)};`;
    })
    .then((code) => callback(null, code), (error) => callback(error));
}

module.exports = catalogLoader;
module.exports.catalogPart = catalogPart;
