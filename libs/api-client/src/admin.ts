// '@tara/api-client/admin': the admin app's endpoints (codegen.config.cjs LATER_PARTS), built on generated.ts's API
// object: the admin app imports it, the public app never does (its pages' budgets: landing-size.e2e-spec.ts).
export * from './generated-admin';
