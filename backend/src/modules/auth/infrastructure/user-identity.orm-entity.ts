import { Column, Entity, Index, Unique } from 'typeorm';
import { UserOwnedRow } from '../../users/infrastructure/user.orm-entity.js';

/** user_identities: OpenID Connect (issuer, subject) -> account. */
@Entity({ name: 'user_identities' })
@Unique('user_identities_issuer_subject_key', ['issuer', 'subject'])
@Index('user_identities_user_id_idx', ['userId'])
export class UserIdentityOrmEntity extends UserOwnedRow('user_identities') {
  @Column({ name: 'issuer', type: 'text' })
  issuer: string;

  @Column({ name: 'subject', type: 'text' })
  subject: string;
}
