// Rspack loader for an app's message catalogs (src/i18n/<language>.json, flat { id: ICU message }): compiles every
// message at build time with Lingui's compiler, so that the browser gets ready-to-format messages and not the ICU
// parser. A message that is not valid ICU MessageFormat fails the build, naming its id. Numbers and plurals in them are
// rewritten to need no Intl in the browser (plain-numbers.cjs).
//
// `?part=<name>` (createAppI18n's parts) keeps only the messages of the namespaces (the id up to its first dot) that
// catalog-parts.json beside the catalog lists under that name (`{ "first": [...], "guide": [...] }`); `?part=rest` keeps
// the messages of every namespace listed under none. A namespace the catalog does not have, one listed in two parts,
// or a part the file does not name fails the build.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS loader (Rspack requires it)
const { readFileSync } = require('node:fs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const path = require('node:path');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const { plainNumberMessage } = require('./plain-numbers.cjs');

/** The part of the catalog holding every namespace that catalog-parts.json lists under no name. */
const REST = 'rest';

/** The messages of `catalog` in `part` (a name of `parts`, 'rest', or undefined for all), given the parts' namespaces. */
function catalogPart(catalog, part, parts) {
  if (!part) return catalog;
  if (part !== REST && !Object.hasOwn(parts, part)) throw new Error(`catalog-parts.json has no part "${part}"`);
  const partOf = new Map();
  for (const [name, namespaces] of Object.entries(parts)) {
    for (const namespace of namespaces) {
      if (partOf.has(namespace))
        throw new Error(
          `catalog-parts.json lists namespace "${namespace}" in "${partOf.get(namespace)}" and "${name}"`,
        );
      partOf.set(namespace, name);
    }
  }
  const unknown = [...partOf.keys()].filter(
    (namespace) => !Object.keys(catalog).some((id) => id.startsWith(`${namespace}.`)),
  );
  if (unknown.length > 0)
    throw new Error(`catalog-parts.json names namespaces the catalog does not have: ${unknown.join(', ')}`);
  return Object.fromEntries(Object.entries(catalog).filter(([id]) => (partOf.get(id.split('.')[0]) ?? REST) === part));
}

function catalogLoader(source) {
  const callback = this.async();
  const part = new URLSearchParams(this.resourceQuery).get('part') ?? undefined;
  let parts = {};
  try {
    if (part) {
      const listed = path.join(path.dirname(this.resourcePath), 'catalog-parts.json');
      this.addDependency(listed);
      parts = JSON.parse(readFileSync(listed, 'utf8'));
    }
  } catch (error) {
    callback(new Error(`${this.resourcePath}: ${error.message}`));
    return;
  }
  import('@lingui/message-utils/compileMessage')
    .then(({ compileMessageOrThrow }) => {
      const catalog = catalogPart(JSON.parse(source), part, parts);
      const compiled = {};
      for (const [id, message] of Object.entries(catalog)) {
        try {
          compiled[id] = plainNumberMessage(compileMessageOrThrow(message));
        } catch (error) {
          throw new Error(`${this.resourcePath}: message "${id}" is not valid ICU MessageFormat: ${error.message}`);
        }
      }
      return `export default ${JSON.stringify(compiled)};`;
    })
    .then(
      (code) => callback(null, code),
      (error) => callback(error),
    );
}

module.exports = catalogLoader;
module.exports.catalogPart = catalogPart;
