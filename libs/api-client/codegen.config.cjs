// @rtk-query/codegen-openapi: the endpoints and types of src/generated.ts come from openapi.json (npm run openapi
// writes both). Never edit src/generated.ts by hand: tags and cache behaviour go in each remote's enhanceEndpoints file.
const NAVIGATIONS = ['authStartLogin', 'authLogout', 'oidcStart', 'oidcCallback', 'artworkRender', 'healthCheck'];

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: './openapi.json',
  apiFile: './src/base-api.ts',
  apiImport: 'baseApi',
  outputFile: './src/generated.ts',
  exportName: 'generatedApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  // Full-page navigations and resources used as URLs (<img src>), not calls the client makes with fetch; and the
  // reviews API, which no screen calls yet: every endpoint here is in each app's first download (the /destinations
  // budget of frontend-shell/e2e/landing-size.e2e-spec.ts), so reviews join when a screen uses them (issue 32).
  filterEndpoints: (name) => !NAVIGATIONS.includes(name) && !name.startsWith('reviews'),
  tag: false,
  flattenArg: false,
};
