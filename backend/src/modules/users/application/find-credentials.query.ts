import { UserRepository, type StoredCredentials } from './ports/user.repository.js';

/** For the auth module: an account and its password hash, by normalized email (for auth's password check). */
export class FindCredentialsQuery {
  constructor(private readonly users: UserRepository) {}

  execute(email: string): Promise<StoredCredentials | null> {
    return this.users.findCredentials(email);
  }
}
