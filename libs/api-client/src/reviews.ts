// '@tara/api-client/reviews': the reviews endpoints (codegen.config.cjs LATER_PARTS), injected into the one API object
// when the screens that show reviews load.
export * from './generated-reviews';
