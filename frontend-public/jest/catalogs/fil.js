// The fil catalog as the app's i18n.ts imports it (./fil.json?part=..., every part): a JavaScript module, so that Jest
// never imports JSON without an import attribute (deprecated in Jest 30, an error in its next major); the build
// splits the catalog instead (src/i18n/catalog-parts.json).
import { createRequire } from 'node:module';

export default createRequire(import.meta.url)('../../src/i18n/fil.json');
