// Rspack config of the Module Federation host (the shell). It declares NO static remotes: their URLs come from
// GET /remotes.json at run time (src/remotes/remotes.ts), so each remote can be deployed and upgraded without
// rebuilding the shell. The shared configuration is libs/rspack/federated-app.config.mjs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedAppConfig } from '../libs/rspack/federated-app.config.mjs';

export default federatedAppConfig({
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  name: 'frontend_shell',
  devPort: 4200,
});
