// @rtk-query/codegen-openapi: the endpoints and types of src/generated*.ts come from openapi.json (npm run openapi
// writes them all). Never edit a generated file by hand: tags and cache behaviour go in each remote's enhanceEndpoints
// file.
//
// One API object (base-api.ts), several files of endpoints, each injected into it when its module is first imported:
// - src/generated.ts ('@tara/api-client'): what the apps' first pages need;
// - a part per feature loaded later ('@tara/api-client/<part>', package.json exports), so that its endpoints and types
//   are in the chunk of the screens that call them, not in every visitor's first download (the budgets of
//   frontend-shell/e2e/landing-size.e2e-spec.ts). A part's hooks are those of the object it returns.
const NAVIGATIONS = ['authStartLogin', 'authLogout', 'oidcStart', 'oidcCallback', 'artworkRender', 'healthCheck'];

/** The parts loaded later: output file, the name of the API object it exports, which endpoints. */
const LATER_PARTS = {
  // reviews* (ReviewsController) and reviewFeedback* (votes, replies, photos: ReviewFeedbackController).
  './src/generated-reviews.ts': {
    exportName: 'reviewsApi',
    takes: (name) => name.startsWith('reviews') || name.startsWith('reviewFeedback'),
  },
  // mapConfig* (MapConfigController): asked by the public app's maps, whose chunk loads when a map is first shown.
  './src/generated-map.ts': {
    exportName: 'mapApi',
    takes: (name) => name.startsWith('mapConfig'),
  },
  // openingHours* (OpeningHoursController): the week's preview of the public app's edit forms, for editors only.
  './src/generated-opening-hours.ts': {
    exportName: 'openingHoursApi',
    takes: (name) => name.startsWith('openingHours'),
  },
};

const inLaterPart = (name) => Object.values(LATER_PARTS).some(({ takes }) => takes(name));

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: './openapi.json',
  apiFile: './src/base-api.ts',
  apiImport: 'baseApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: false,
  flattenArg: false,
  outputFiles: {
    // Full-page navigations and resources used as URLs (<img src>) are not calls the client makes with fetch.
    './src/generated.ts': {
      exportName: 'generatedApi',
      filterEndpoints: (name) => !NAVIGATIONS.includes(name) && !inLaterPart(name),
    },
    ...Object.fromEntries(
      Object.entries(LATER_PARTS).map(([file, { exportName, takes }]) => [
        file,
        { exportName, filterEndpoints: (name) => !NAVIGATIONS.includes(name) && takes(name) },
      ]),
    ),
  },
};
