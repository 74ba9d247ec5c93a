/** Port: ends sessions server-side (the session table). */
export abstract class SessionRevoker {
  /** Deletes every session of the user (at a ban); returns how many there were. */
  abstract endAllSessionsOf(userId: string): Promise<number>;
}
