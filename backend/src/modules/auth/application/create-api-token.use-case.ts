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
