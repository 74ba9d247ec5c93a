import { AuthError, AuthErrorCode } from '../domain/auth.errors.js';
import { randomUUID } from 'node:crypto';
import { validApiTokenName, type ApiToken } from '../domain/api-token.js';
import { API_TOKEN_PREFIX, hashSecretToken, newSecretToken } from '../../../shared/domain/secret-token.js';
import { ApiTokenRepository } from './ports/api-token.repository.js';
import { Clock } from '../../../shared/time/clock.js';

export interface CreatedApiToken {
  readonly token: ApiToken;
  /** The secret `tp_...`: returned once, stored only as its SHA-256. */
  readonly secret: string;
}

/** POST /api/auth/tokens: a new personal API token for the caller. */
export class CreateApiTokenUseCase {
  constructor(
    private readonly tokens: ApiTokenRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: { userId: string; name: string }): Promise<CreatedApiToken> {
    const token: ApiToken = {
      id: randomUUID(),
      userId: input.userId,
      name: validApiTokenName(input.name),
      createdAt: this.clock.now(),
      lastUsedAt: null,
    };
    const secret = newSecretToken(API_TOKEN_PREFIX);
    await this.tokens.add(token, hashSecretToken(secret));
    return { token, secret };
  }
}

/** GET /api/auth/tokens: the caller's tokens, newest first (never the secrets). */
export class ListApiTokensQuery {
  constructor(private readonly tokens: ApiTokenRepository) {}

  execute(userId: string): Promise<ApiToken[]> {
    return this.tokens.listOf(userId);
  }
}

/** DELETE /api/auth/tokens/{id}: revokes one of the caller's tokens; 404 API_TOKEN_NOT_FOUND for any other id. */
export class RevokeApiTokenUseCase {
  constructor(private readonly tokens: ApiTokenRepository) {}

  async execute(input: { userId: string; tokenId: string }): Promise<void> {
    if (!(await this.tokens.revoke(input.tokenId, input.userId))) {
      throw new AuthError(AuthErrorCode.ApiTokenNotFound, 'API token not found', { id: input.tokenId });
    }
  }
}
