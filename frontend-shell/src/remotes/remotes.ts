// Runtime remote loading for the shell (Module Federation host).
//
// The shell is built without any remote URL. At run time it reads GET /remotes.json
// ({ remotes: [{ name, entry }] }), registers ONLY the remote that a route asks for with the MF runtime,
// then loads its './App' module. The admin remote is therefore never requested on public pages, and it
// can live on another origin and be redeployed without rebuilding the shell.
import type { ComponentType } from 'react';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** Container names of the remotes (valid JS identifiers, see each remote's rspack config). */
export type RemoteName = 'frontend_public' | 'frontend_admin';

/** What each remote exposes as './App': a component mounted under the basename given by the shell. */
export interface RemoteAppProps {
  basename: string;
}
export type RemoteApp = ComponentType<RemoteAppProps>;

export interface RemoteManifestEntry {
  name: string;
  entry: string;
}

export const MANIFEST_URL = '/remotes.json';

let manifestRequest: Promise<RemoteManifestEntry[]> | null = null;
const registeredEntries = new Map<string, string>();
const loadedApps = new Map<RemoteName, RemoteApp>();

function isManifestEntry(value: unknown): value is RemoteManifestEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { name, entry } = value as Record<string, unknown>;
  return typeof name === 'string' && name.length > 0 && typeof entry === 'string' && entry.length > 0;
}

/** Parses the manifest body; throws on anything that is not { remotes: [{ name, entry }] }. */
export function parseManifest(body: unknown): RemoteManifestEntry[] {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes) || !remotes.every(isManifestEntry)) {
    throw new Error('Invalid remote manifest: expected { remotes: [{ name, entry }] }');
  }
  return remotes;
}

async function fetchManifest(): Promise<RemoteManifestEntry[]> {
  // The default cache mode: the server answers it with Cache-Control: no-cache (always revalidated), and the page's
  // `Link: rel=preload` response (backend frontends/frontend-hosting.ts) is used instead of a second request.
  const response = await fetch(MANIFEST_URL, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return parseManifest(await response.json());
}

/** The manifest is fetched once per page; a failed fetch is forgotten so that "Try again" refetches it. */
function getManifest(): Promise<RemoteManifestEntry[]> {
  if (!manifestRequest) {
    manifestRequest = fetchManifest().catch((error: unknown) => {
      manifestRequest = null;
      throw error;
    });
  }
  return manifestRequest;
}

/** Registers the remote with the MF runtime instance that the build plugin created for the shell. */
async function ensureRegistered(name: RemoteName): Promise<void> {
  const remote = (await getManifest()).find((item) => item.name === name);
  if (!remote) throw new Error(`Remote "${name}" is missing from ${MANIFEST_URL}`);
  // Entries may be relative to the shell's origin or absolute URLs on another origin.
  const entry = new URL(remote.entry, window.location.href).href;
  const current = registeredEntries.get(name);
  if (current === entry) return;
  if (!getInstance()) throw new Error('Module Federation runtime is not initialised');
  registerRemotes([{ name, entry }], { force: current !== undefined });
  registeredEntries.set(name, entry);
}

function pickApp(module: unknown): RemoteApp {
  const candidate = (module as { default?: unknown } | null)?.default ?? module;
  if (typeof candidate !== 'function' && (typeof candidate !== 'object' || candidate === null)) {
    throw new Error('Remote module ./App has no default component export');
  }
  return candidate as RemoteApp;
}

/** Loads (once) the './App' component of a remote. Rejects on manifest, network or module errors. */
export async function loadRemoteApp(name: RemoteName): Promise<RemoteApp> {
  const cached = loadedApps.get(name);
  if (cached) return cached;
  await ensureRegistered(name);
  const module = await loadRemote<unknown>(`${name}/App`);
  if (!module) throw new Error(`Remote "${name}" returned no module for ./App`);
  const app = pickApp(module);
  loadedApps.set(name, app);
  return app;
}

/** Forgets a failed attempt so that the next load starts again from the manifest. */
export function resetRemote(name: RemoteName): void {
  loadedApps.delete(name);
  manifestRequest = null;
}
