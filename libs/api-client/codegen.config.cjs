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

/**
 * The admin app's endpoints: the public app never calls them (moderation, the audit log, users, partner staff, coupon
 * and place editing beyond the editor's update, the admin's current user). Their part is built on generated.ts's
 * object (apiFile below), so that the admin's one API object has the first part's endpoints too.
 */
const ADMIN_ENDPOINTS = new Set([
  'authCurrentUser',
  'adminUsersFigures',
  'adminUsersModerate',
  'usersList',
  'usersCreate',
  'usersUpdateRole',
  'apiTokensList',
  'apiTokensCreate',
  'apiTokensRevoke',
  'categoriesCreate',
  'categoriesUpdate',
  'destinationsCreate',
  'servicesCreate',
  'couponsCreate',
  'couponsUpdate',
  'couponsRemove',
  'partnerStaffList',
  'partnerStaffAssign',
  'partnerStaffUnassign',
  'moderationQueue',
  'moderationList',
  'moderationCounts',
  'moderationUpdate',
  'moderationAct',
  'moderationAudit',
]);

/** The parts loaded later: output file, the name of the API object it exports, which endpoints. */
const LATER_PARTS = {
  // '@tara/api-client/admin': imported by the admin app only (frontend-admin/src/shared/api/admin-api.ts).
  './src/generated-admin.ts': {
    exportName: 'generatedAdminApi',
    takes: (name) => ADMIN_ENDPOINTS.has(name),
    apiFile: './src/generated.ts',
    apiImport: 'generatedApi',
  },
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
      Object.entries(LATER_PARTS).map(([file, { takes, ...options }]) => [
        file,
        { ...options, filterEndpoints: (name) => !NAVIGATIONS.includes(name) && takes(name) },
      ]),
    ),
  },
};
