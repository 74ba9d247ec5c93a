/** Port: the signed-in sessions of accounts (the session store's table). */
export abstract class UserSessions {
  /** Ends every session of the account, in the caller's unit of work; answers how many ended. */
  abstract endAllOf(accountId: string): Promise<number>;
}
