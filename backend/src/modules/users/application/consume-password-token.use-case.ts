import { PasswordTokenRepository, type ConsumedPasswordToken } from './ports/password-token.repository.js';

/** For the auth module: uses up a set-password link this module issued, if valid at `now` (once, also under races). */
export class ConsumePasswordTokenUseCase {
  constructor(private readonly tokens: PasswordTokenRepository) {}

  execute(tokenHash: string, now: Date): Promise<ConsumedPasswordToken> {
    return this.tokens.consume(tokenHash, now);
  }
}
