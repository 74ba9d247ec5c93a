import type { ApiToken } from '../../domain/api-token.js';

/** A stored token found by its hash, and whose it is. */
export interface FoundApiToken {
  readonly tokenId: string;
  readonly ownerId: string;
  readonly lastUsedAt: Date | null;
}

/** Port: personal API tokens, stored as SHA-256 hashes only. */
export abstract class ApiTokenRepository {
  abstract add(token: ApiToken, tokenHash: string): Promise<void>;
  /** The user's tokens, newest first. */
  abstract listOf(userId: string): Promise<ApiToken[]>;
  /** Deletes the token if it belongs to the user; false otherwise. */
  abstract revoke(tokenId: string, userId: string): Promise<boolean>;
  abstract revokeAllOf(userId: string): Promise<void>;
  abstract findByHash(tokenHash: string): Promise<FoundApiToken | null>;
  abstract markUsed(tokenId: string, now: Date): Promise<void>;
}
