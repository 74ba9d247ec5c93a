import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from './app-config.js';

describe('loadConfig', () => {
  it('defaults to the embedded PostgreSQL in <repo>/.data/postgres with demo data', () => {
    const config = loadConfig({});
    expect(config.http).toEqual({ port: 3000, host: undefined });
    expect(config.database).toEqual({
      kind: 'embedded',
      dir: path.join(REPO_ROOT, '.data', 'postgres'),
      port: 54329,
      databaseName: 'tara',
    });
    expect(config.demoData).toBe(true);
    expect(config.frontends).toEqual({
      shellDir: path.join(REPO_ROOT, 'frontend-shell', 'dist'),
      publicDir: path.join(REPO_ROOT, 'frontend-public', 'dist'),
      adminDir: path.join(REPO_ROOT, 'frontend-admin', 'dist'),
      publicRemoteEntry: '/remotes/public/remoteEntry.js',
      adminRemoteEntry: '/remotes/admin/remoteEntry.js',
    });
  });

  it('resolves the repository root from the backend folder', () => {
    const rootPackage = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      workspaces: string[];
    };
    expect(rootPackage.workspaces).toContain('backend');
  });

  it('uses DATABASE_URL as is and then loads no demo data by default', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/tara' });
    expect(config.database).toEqual({ kind: 'external', url: 'postgres://u:p@db:5432/tara' });
    expect(config.demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/tara', DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('never loads demo data in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' })).toThrow(ConfigError);
  });

  it('reads ports, folders and remote entries', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      EMBEDDED_PG_DIR: '/var/lib/tara/pg',
      EMBEDDED_PG_PORT: '55432',
      STATIC_DIRS: 'a/shell, /srv/public ,admin=/srv/admin',
      PUBLIC_REMOTE_ENTRY: 'http://localhost:4201/remoteEntry.js',
      ADMIN_REMOTE_ENTRY: 'https://admin.example.com/remoteEntry.js',
    });
    expect(config.http).toEqual({ port: 8080, host: '127.0.0.1' });
    expect(config.database).toMatchObject({ dir: '/var/lib/tara/pg', port: 55432 });
    expect(config.frontends).toEqual({
      shellDir: path.join(REPO_ROOT, 'a', 'shell'),
      publicDir: '/srv/public',
      adminDir: '/srv/admin',
      publicRemoteEntry: 'http://localhost:4201/remoteEntry.js',
      adminRemoteEntry: 'https://admin.example.com/remoteEntry.js',
    });
  });

  it.each([
    { PORT: 'abc' },
    { PORT: '70000' },
    { EMBEDDED_PG_PORT: '0' },
    { DEMO_DATA: 'maybe' },
    { STATIC_DIRS: 'a,b,c,d' },
  ])('rejects %j', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });

  it('reads the deployment settings: API only, log format, metrics token, drain delay (production defaults)', () => {
    const dev = loadConfig({});
    expect([dev.serveStatic, dev.logFormat, dev.metricsToken, dev.drainDelayMs]).toEqual([
      true,
      'pretty',
      undefined,
      0,
    ]);
    const prod = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x@db/tara' });
    expect([prod.logFormat, prod.drainDelayMs]).toEqual(['json', 5_000]);
    const set = loadConfig({
      SERVE_STATIC: 'false',
      LOG_FORMAT: 'JSON',
      METRICS_TOKEN: 'a-long-enough-token',
      DRAIN_DELAY_MS: '2500',
    });
    expect([set.serveStatic, set.logFormat, set.metricsToken, set.drainDelayMs]).toEqual([
      false,
      'json',
      'a-long-enough-token',
      2_500,
    ]);
    expect([dev.answerCacheMb, loadConfig({ ANSWER_CACHE_MB: '0' }).answerCacheMb]).toEqual([32, 0]);
  });

  it.each([
    { LOG_FORMAT: 'xml' },
    { METRICS_TOKEN: 'short' },
    { DRAIN_DELAY_MS: '-1' },
    { DRAIN_DELAY_MS: '1e3' },
    { DRAIN_DELAY_MS: '60000' },
    { SERVE_STATIC: 'maybe' },
    { ANSWER_CACHE_MB: '-1' },
    { ANSWER_CACHE_MB: 'lots' },
  ])('refuses a bad deployment setting: %j', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });
});
