// The one Rspack configuration of the three frontends (shell host, public and admin remotes): each app's
// rspack.config.mjs calls federatedAppConfig() with what makes it different.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

/** libs/rspack (this folder). */
const here = path.dirname(fileURLToPath(import.meta.url));
/** libs/i18n: its dependencies (Lingui) are installed under it and shared by the apps. */
const i18nLibrary = path.join(here, '..', 'i18n');
/** The Module Federation SDK's environment module as production builds have it (no localStorage read). */
const federationEnv = path.join(here, 'federation-env.mjs');
/** Compiles an app's message catalogs (src/i18n/<language>.json) at build time: see libs/i18n. */
const catalogLoader = path.join(i18nLibrary, 'build', 'catalog-loader.cjs');

/** The backend the dev servers proxy /api to (npm run dev starts it on 3000). */
const backend = `http://127.0.0.1:${process.env.BACKEND_PORT || 3000}`;

/**
 * @param {object} app
 * @param {string} app.dirname     the app's folder (package.json, src/index.ts, index.html, dist/)
 * @param {string} app.name        Module Federation container name: a JS identifier, not a reserved word
 * @param {number} app.devPort     port of `rspack serve`
 * @param {Record<string, string>} [app.exposes]  a remote's exposed modules; without it the app is the host
 * @param {Record<string, string>} [app.templateParameters]  values for the host's index.html template (`<%= name %>`)
 */
export function federatedAppConfig({ dirname, name, devPort, exposes, templateParameters }) {
  const isHost = !exposes;
  const { dependencies } = JSON.parse(readFileSync(path.join(dirname, 'package.json'), 'utf8'));
  const { dependencies: i18nDependencies } = JSON.parse(readFileSync(path.join(i18nLibrary, 'package.json'), 'utf8'));

  /**
   * react, react-dom and react-router are shared singletons, versions from the app's package.json; Lingui too, versions
   * from libs/i18n's.
   */
  const singleton = (pkg, versions = dependencies) => ({ singleton: true, requiredVersion: versions[pkg] });
  const require = createRequire(path.join(dirname, 'package.json'));
  const installedVersion = (pkg) => JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')).version;
  const shared = {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom'),
    // The subset module (below) lives outside react-router's folder: its version is react-router's own, not the one
    // of the package.json nearest to it (the runtime would warn that 0.1.0 does not satisfy ^7).
    'react-router': { ...singleton('react-router'), version: installedVersion('react-router') },
    // The message runtime of every app (libs/i18n): one copy instead of one per app; each app keeps its own I18n
    // instance and catalogs (setupI18n), only the code is shared.
    '@lingui/core': singleton('@lingui/core', i18nDependencies),
    '@lingui/react': singleton('@lingui/react', i18nDependencies),
  };

  // react-router's package exports always point at its development build; production bundles use its
  // production build (same API, no dev-only warnings, much smaller), and share only the part the apps use
  // (react-router-subset.mjs: a shared module is never tree-shaken).
  const reactRouterProduction = path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist/production/index.mjs',
  );
  const reactRouterSubset = path.join(here, 'react-router-subset.mjs');
  // The Module Federation plugin points the apps at the CommonJS builds of its runtime (the generated runtime module
  // imports the bundler runtime, the host its runtime-core injection plugin, and `@module-federation/runtime` is
  // aliased to its index.cjs), which bring every file of @module-federation/sdk and error-codes along, never
  // tree-shaken (the SDK's Node and manifest code included). Their ES module builds (the same code, beside them) let
  // the bundler keep only what is used (issue 13.5).
  const federationEsm = Object.fromEntries(
    [
      '@module-federation/webpack-bundler-runtime',
      '@module-federation/inject-external-runtime-core-plugin',
      '@module-federation/runtime',
    ].map((pkg) => {
      const commonJs = require.resolve(pkg);
      return [`${commonJs}$`, commonJs.replace(/\.cjs$/, '.js')];
    }),
  );

  return defineConfig((_env, argv) => {
    const isProd = argv.mode === 'production';
    const hashed = (ext) => (isProd ? `[name].[contenthash:8].${ext}` : `[name].${ext}`);
    const federation = isHost
      ? {
          remotes: {}, // remote URLs come from GET /remotes.json at run time (frontend-shell/src/remotes/remotes.ts)
          // Only the remote a route needs is registered and loaded; never warm up the others.
          shareStrategy: 'loaded-first',
          // Remotes are plain remoteEntry.js files (no mf-manifest.json snapshots) and the app runs in browsers.
          // The host provides the MF runtime core to the remotes (externalRuntime below).
          experiments: { provideExternalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } },
        }
      : {
          filename: 'remoteEntry.js',
          exposes,
          experiments: {
            // In production the MF runtime core comes from the shell (provideExternalRuntime) instead of a
            // second copy in remoteEntry.js; the standalone dev build keeps its own.
            externalRuntime: isProd,
            optimization: { disableSnapshot: true, target: 'web' },
          },
        };

    return {
      mode: isProd ? 'production' : 'development',
      context: dirname,
      entry: { main: './src/index.ts' },
      target: ['web', 'es2020'],
      // No source maps in production builds (issue 28.8: served maps carried the whole source in sourcesContent).
      devtool: isProd ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
        // A remote's chunks load relative to wherever its remoteEntry.js was served from (/remotes/..., a dev
        // server, another origin); the host's from the site root.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        filename: hashed('js'),
        chunkFilename: hashed('js'),
        cssFilename: hashed('css'),
        cssChunkFilename: hashed('css'),
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // Where npm installs them, Lingui's packages sit under libs/i18n: the shared-module providers resolve them
        // from the app's folder.
        modules: ['node_modules', path.join(i18nLibrary, 'node_modules')],
        alias: {
          ...federationEsm,
          ...(isProd
            ? { 'react-router$': reactRouterSubset, 'tara-react-router-production$': reactRouterProduction }
            : {}),
        },
      },
      module: {
        // An import of a name a module does not export fails the build (the react-router subset above).
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !isProd } },
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
          // One catalog per language, each its own chunk (loaded with import()): ICU messages compiled to Lingui's form.
          { test: /[\\/]src[\\/]i18n[\\/][a-z]+\.json$/, type: 'javascript/auto', loader: catalogLoader },
        ],
      },
      plugins: [
        // The host's page always; a remote's standalone page for `rspack serve` only (production remotes rely on
        // the shell's MF runtime, so a production index.html of theirs could not run on its own).
        ...(isHost
          ? [
              new rspack.HtmlRspackPlugin({
                template: './index.html',
                inject: 'body',
                minify: isProd,
                templateParameters,
              }),
            ]
          : isProd
            ? []
            : [new rspack.HtmlRspackPlugin({ template: './index.html', chunks: ['main'] })]),
        new ModuleFederationPlugin({ name, shared, dts: false, manifest: false, ...federation }),
        // The Module Federation SDK's environment module without its localStorage read (federation-env.mjs says why).
        ...(isProd
          ? [
              new rspack.NormalModuleReplacementPlugin(/^\.\/env\.js$/, (resource) => {
                if (/[\\/]@module-federation[\\/]sdk[\\/]dist$/.test(resource.context))
                  resource.request = federationEnv;
              }),
            ]
          : []),
      ],
      optimization: { minimize: isProd },
      performance: { hints: false },
      // No lazy compilation in dev: it reloads the page when a federated chunk is first requested.
      lazyCompilation: false,
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        ...(isHost
          ? { proxy: [{ context: ['/api', '/remotes.json'], target: backend }] }
          : {
              // The shell's dev server loads this remote cross-origin.
              headers: {
                'Access-Control-Allow-Origin': '*',
                'Access-Control-Allow-Methods': 'GET, OPTIONS',
                'Access-Control-Allow-Headers': '*',
              },
              proxy: [{ context: ['/api'], target: backend }],
            }),
      },
    };
  });
}
