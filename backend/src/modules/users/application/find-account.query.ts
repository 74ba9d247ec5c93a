import { User } from '../domain/user.js';
import { UserRepository } from './ports/user.repository.js';

/** For the auth module: one account by id or by normalized email, as stored; null when there is none. */
export class FindAccountQuery {
  constructor(private readonly users: UserRepository) {}

  execute(by: { readonly id: string } | { readonly email: string }): Promise<User | null> {
    return 'id' in by ? this.users.findById(by.id) : this.users.findByEmail(by.email);
  }
}
