import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { PasswordHasher } from './password-hasher.js';

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): about 30-60 ms per hash on one core.
 * The parameters are stored in each hash (PHC string), so raising them later still verifies old hashes.
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class Argon2PasswordHasher extends PasswordHasher {
  override hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  override async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false; // malformed hash
    }
  }
}
