// Rspack config of the public remote (Module Federation container "frontend_public").
// The shell mounts './App' under '/'; in dev the remote also runs standalone on :4201.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedAppConfig } from '../libs/rspack/federated-app.config.mjs';

export default federatedAppConfig({
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  name: 'frontend_public',
  devPort: 4201,
  exposes: { './App': './src/remote-entry.tsx' },
});
