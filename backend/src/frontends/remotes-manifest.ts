import type { FrontendsConfig } from '../config/app-config.js';

export interface RemotesManifest {
  readonly remotes: ReadonlyArray<{ readonly name: string; readonly entry: string }>;
}

/**
 * GET /remotes.json: where the shell loads each Module Federation remote from, read at runtime so that
 * each remote deploys on its own (DESIGN.md 2). Names match the remotes' federation names.
 */
export function remotesManifest(config: FrontendsConfig): RemotesManifest {
  return {
    remotes: [
      { name: 'frontend_public', entry: config.publicRemoteEntry },
      { name: 'frontend_admin', entry: config.adminRemoteEntry },
    ],
  };
}
