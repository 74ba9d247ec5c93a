import { type ApiToken } from '../domain/api-token.js';
import { ApiTokenRepository } from './ports/api-token.repository.js';

/** GET /api/auth/tokens: the caller's tokens, newest first (never the secrets). */
export class ListApiTokensQuery {
  constructor(private readonly tokens: ApiTokenRepository) {}

  execute(userId: string): Promise<ApiToken[]> {
    return this.tokens.listOf(userId);
  }
}
