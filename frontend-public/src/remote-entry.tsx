// Exposed to the shell as 'frontend_public/App': <PublicApp basename="/" />.
export { PublicApp, PublicApp as default, type PublicAppProps } from './app/public-app';
