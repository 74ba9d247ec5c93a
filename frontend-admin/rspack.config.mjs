// Rspack config of the admin remote (Module Federation container "frontend_admin").
// The shell mounts './App' under '/admin' (only when an /admin path is opened); standalone dev on :4202.
// Ant Design is bundled here and nowhere else.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedAppConfig } from '../libs/rspack/federated-app.config.mjs';

export default federatedAppConfig({
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  name: 'frontend_admin',
  devPort: 4202,
  exposes: { './App': './src/remote-entry.tsx' },
});
