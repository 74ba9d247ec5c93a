// Rspack loader for an app's message catalogs (src/i18n/<language>.json, flat { id: ICU message }): compiles every
// message at build time with Lingui's compiler, so that the browser gets ready-to-format messages and not the ICU
// parser. A message that is not valid ICU MessageFormat fails the build, naming its id.
module.exports = function catalogLoader(source) {
  const callback = this.async();
  import('@lingui/message-utils/compileMessage')
    .then(({ compileMessageOrThrow }) => {
      const catalog = JSON.parse(source);
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
};
