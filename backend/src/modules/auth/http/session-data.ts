/** What the app keeps in a session (express-session's req.session), for every file that reads or writes it. */
export {};

declare module 'express-session' {
  interface SessionData {
    /** The signed-in user; the session strategy reloads the user (role, ban, suspension) on every request. */
    userId?: string;
    signedInAt?: string;
    /** When the session cookie was last sent with a new expiry (ms since the epoch): rollSessionCookie. */
    rolledAt?: number;
    /**
     * An OpenID Connect sign-in in progress, as openid-client's Passport strategy keeps it under its session key
     * (strategies/oidc.strategy.ts OIDC_SESSION_KEY): the PKCE verifier, state and nonce, until the callback.
     */
    oidc?: {
      readonly code_verifier: string;
      readonly state?: string;
      readonly nonce?: string;
      readonly max_age?: number;
    };
    /** Where the OpenID Connect sign-in in progress goes back to (a safeReturnTo path). */
    oidcReturnTo?: string;
  }
}
