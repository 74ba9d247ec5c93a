// connect-pg-simple ships no TypeScript types; the part this project uses.
declare module 'connect-pg-simple' {
  import type session from 'express-session';
  import type { Pool } from 'pg';

  interface PgStoreOptions {
    pool?: Pool;
    tableName?: string;
    schemaName?: string;
    createTableIfMissing?: boolean;
    /** Seconds between deletions of expired sessions; false: never. */
    pruneSessionInterval?: number | false;
    disableTouch?: boolean;
    errorLog?: (...args: unknown[]) => void;
  }

  class PgStore extends session.Store {
    constructor(options?: PgStoreOptions);
    get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void;
    set(sid: string, session: session.SessionData, callback?: (err?: unknown) => void): void;
    destroy(sid: string, callback?: (err?: unknown) => void): void;
    touch(sid: string, session: session.SessionData, callback?: (err?: unknown) => void): void;
    close(): Promise<void>;
    /** Without a callback it also (re)starts the prune timer; with one it does not. */
    pruneSessions(callback?: (err?: unknown) => void): void;
  }

  export default function connectPgSimple(expressSession: typeof session): typeof PgStore;
}
