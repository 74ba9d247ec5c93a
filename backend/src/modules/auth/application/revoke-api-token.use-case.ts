import { AuthError, AuthErrorCode } from '../domain/auth.errors.js';
import { ApiTokenRepository } from './ports/api-token.repository.js';

/** DELETE /api/auth/tokens/{id}: revokes one of the caller's tokens; 404 API_TOKEN_NOT_FOUND for any other id. */
export class RevokeApiTokenUseCase {
  constructor(private readonly tokens: ApiTokenRepository) {}

  async execute(input: { userId: string; tokenId: string }): Promise<void> {
    if (!(await this.tokens.revoke(input.tokenId, input.userId))) {
      throw new AuthError(AuthErrorCode.ApiTokenNotFound, 'API token not found', { id: input.tokenId });
    }
  }
}
