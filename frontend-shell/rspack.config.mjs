// Rspack config of the Module Federation host (the shell).
// The shell declares NO static remotes: their URLs come from GET /remotes.json at run time
// (src/remotes/remotes.ts), so each remote can be deployed and upgraded without rebuilding the shell.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const { dependencies } = JSON.parse(readFileSync(path.join(dirname, 'package.json'), 'utf8'));

/** react, react-dom and react-router are shared singletons; versions come from package.json. */
const singleton = (pkg) => ({ singleton: true, requiredVersion: dependencies[pkg] });
const shared = {
  react: singleton('react'),
  'react/jsx-runtime': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/client': singleton('react-dom'),
  'react-router': singleton('react-router'),
};

// react-router's package exports always point at its development build; production bundles use its
// production build (same API, no dev-only warnings, much smaller).
const require = createRequire(import.meta.url);
const reactRouterProduction = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

const backend = `http://127.0.0.1:${process.env.BACKEND_PORT || 3000}`;

export default defineConfig((_env, argv) => {
  const isProd = argv.mode === 'production';
  return {
    mode: isProd ? 'production' : 'development',
    context: dirname,
    entry: { main: './src/index.ts' },
    target: ['web', 'es2020'],
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dirname, 'dist'),
      publicPath: '/',
      uniqueName: 'frontend_shell',
      filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: isProd ? { 'react-router$': reactRouterProduction } : {},
    },
    module: {
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
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: './index.html', inject: 'body', minify: isProd }),
      new ModuleFederationPlugin({
        name: 'frontend_shell',
        remotes: {},
        shared,
        // Only the remote a route needs is registered and loaded; never warm up the others.
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        // Remotes are plain remoteEntry.js files (no mf-manifest.json snapshots) and the app runs in browsers.
        // The shell provides the MF runtime core to the remotes (see externalRuntime in their configs).
        experiments: { provideExternalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } },
      }),
    ],
    optimization: { minimize: isProd },
    performance: { hints: false },
    // No lazy compilation in dev: it reloads the page when a federated chunk is first requested.
    lazyCompilation: false,
    devServer: {
      port: 4200,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      proxy: [{ context: ['/api', '/remotes.json'], target: backend }],
    },
  };
});
