// What production builds of the apps use instead of @module-federation/sdk's dist/env.js (see federated-app.config.mjs):
// the same exports, for a browser, with debugging off. The SDK's own isDebugMode() reads localStorage (its
// FEDERATION_DEBUG key) as soon as the Module Federation runtime loads, and a page's first localStorage read costs
// Chromium tens of milliseconds (the origin's storage area is opened), in the middle of the shell's start on a phone
// (issue 13.5). Development builds keep the SDK's (debugging with localStorage.FEDERATION_DEBUG works there).

export const isBrowserEnvValue = typeof window !== 'undefined' && typeof window.document !== 'undefined';

export function isBrowserEnv() {
  return isBrowserEnvValue;
}

export function isReactNativeEnv() {
  return typeof navigator !== 'undefined' && navigator?.product === 'ReactNative';
}

export function isDebugMode() {
  return false;
}

export function getProcessEnv() {
  return {};
}
