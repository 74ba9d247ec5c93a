// '@tara/api-client/map': the map configuration's endpoint (codegen.config.cjs LATER_PARTS), injected into the one API
// object when a map of the public app first loads.
export * from './generated-map';
