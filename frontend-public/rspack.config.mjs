// Rspack config of the public remote (Module Federation container "frontend_public").
// The shell mounts './App' under '/'; in dev the remote also runs standalone on :4201.
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

// react-router's package exports always point at its development build; production uses its production build.
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
      // Chunks load relative to wherever remoteEntry.js was served from (/remotes/public/, :4201, a CDN...).
      publicPath: 'auto',
      uniqueName: 'frontend_public',
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
      // Standalone page for `rspack serve` only: the shell never uses it, and production remotes rely on
      // the shell's MF runtime (externalRuntime), so a production index.html could not run on its own.
      ...(isProd ? [] : [new rspack.HtmlRspackPlugin({ template: './index.html', chunks: ['main'] })]),
      new ModuleFederationPlugin({
        name: 'frontend_public',
        filename: 'remoteEntry.js',
        exposes: { './App': './src/remote-entry.tsx' },
        shared,
        dts: false,
        manifest: false,
        experiments: {
          // In production the MF runtime core comes from the shell (provideExternalRuntime) instead of a
          // second copy in remoteEntry.js; the standalone dev build keeps its own.
          externalRuntime: isProd,
          optimization: { disableSnapshot: true, target: 'web' },
        },
      }),
    ],
    optimization: { minimize: isProd },
    performance: { hints: false },
    // No lazy compilation in dev: it reloads the page when a federated chunk is first requested.
    lazyCompilation: false,
    devServer: {
      port: 4201,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      // The shell on :4200 loads this remote cross-origin.
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      },
      proxy: [{ context: ['/api'], target: backend }],
    },
  };
});
