import { Injectable } from '@nestjs/common';
import { ConsumePasswordTokenUseCase } from '../../users/application/consume-password-token.use-case.js';
import { PasswordLinks, type ConsumedPasswordLink } from '../application/ports/password-links.js';

/** PasswordLinks over the users module, which issues the links (invitations, admin:create). */
@Injectable()
export class UsersPasswordLinks extends PasswordLinks {
  constructor(private readonly consumeToken: ConsumePasswordTokenUseCase) {
    super();
  }

  override async consume(tokenHash: string, now: Date): Promise<ConsumedPasswordLink> {
    const consumed = await this.consumeToken.execute(tokenHash, now);
    return consumed.kind === 'valid' ? { kind: 'valid', accountId: consumed.userId } : consumed;
  }
}
