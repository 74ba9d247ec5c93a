import type { ApiToken } from '../../domain/api-token.js';
import type { User } from '../../domain/user.js';

export interface TokenOwner {
  readonly tokenId: string;
  readonly lastUsedAt: Date | null;
  readonly user: User;
}

/** Port: personal API tokens, stored as SHA-256 hashes only. */
export abstract class ApiTokenRepository {
  abstract add(token: ApiToken, tokenHash: string): Promise<void>;
  /** The user's tokens, newest first. */
  abstract listOf(userId: string): Promise<ApiToken[]>;
  /** Deletes the token if it belongs to the user; false otherwise. */
  abstract revoke(tokenId: string, userId: string): Promise<boolean>;
  abstract revokeAllOf(userId: string): Promise<void>;
  abstract findOwnerByHash(tokenHash: string): Promise<TokenOwner | null>;
  abstract markUsed(tokenId: string, now: Date): Promise<void>;
}
