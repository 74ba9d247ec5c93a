/** Port: one-way password hashing (argon2id in production). */
export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  /** False for a wrong password or a malformed hash; never throws for a mismatch. */
  abstract verify(hash: string, password: string): Promise<boolean>;
}
