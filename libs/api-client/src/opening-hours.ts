// '@tara/api-client/opening-hours': the preview of opening hours as an editor types them (codegen.config.cjs
// LATER_PARTS), injected into the one API object when a public edit form first shows its preview.
export * from './generated-opening-hours';
