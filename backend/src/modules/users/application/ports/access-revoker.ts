/** Port: ends a member's access at once (a ban): their sessions and their API tokens. */
export abstract class AccessRevoker {
  /** Deletes every session of the user; returns how many there were. */
  abstract endAllSessionsOf(userId: string): Promise<number>;
  /** Revokes every API token of the user. */
  abstract revokeApiTokensOf(userId: string): Promise<void>;
}
