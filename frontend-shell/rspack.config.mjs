// Rspack config of the Module Federation host (the shell). It declares NO static remotes: their URLs come from
// GET /remotes.json at run time (src/remotes/remotes.ts), so each remote can be deployed and upgraded without
// rebuilding the shell. The shared configuration is libs/rspack/federated-app.config.mjs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedAppConfig } from '../libs/rspack/federated-app.config.mjs';
import { firstPaintHtml, startFailureHtml } from './build/first-paint.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default federatedAppConfig({
  dirname,
  name: 'frontend_shell',
  devPort: 4200,
  // The landing hero as HTML in every language, from the public remote's catalogs, and the shell's message for when
  // the app cannot start, from its own (build/first-paint.mjs).
  templateParameters: {
    firstPaint: firstPaintHtml(path.join(dirname, '..', 'frontend-public', 'src', 'i18n')),
    startFailure: startFailureHtml(path.join(dirname, 'src', 'i18n')),
  },
});
