// The en catalog as the app's i18n.ts imports it (./en.json?part=..., every part): a JavaScript module, so that Jest
// never imports JSON without an import attribute (deprecated in Jest 30, an error in its next major); the build
// splits the catalog instead (src/i18n/catalog-parts.json).
import { createRequire } from 'node:module';

export default createRequire(import.meta.url)('../../src/i18n/en.json');
