import type { DomainError } from '../../../../shared/domain/domain-error.js';
import { FixedClock, InMemoryUnitOfWork } from '../../../../shared/testing/kernel-fakes.js';
import {
  FakePasswordHasher,
  InMemoryAuditLog,
  InMemoryPasswordTokenRepository,
  InMemoryUserRepository,
} from '../../../users/application/testing/in-memory-ports.js';

/** The fixed time the auth use case specs run at. */
export const NOW = new Date('2025-06-01T08:00:00.000Z');

/** Fresh in-memory ports an auth use case runs over: the users module's, a unit of work and a clock at NOW. */
export function userPortsAtNow() {
  return {
    users: new InMemoryUserRepository(),
    tokens: new InMemoryPasswordTokenRepository(),
    audit: new InMemoryAuditLog(),
    hasher: new FakePasswordHasher(),
    transactions: new InMemoryUnitOfWork(),
    clock: new FixedClock(NOW),
  };
}

/** The code of the domain error a promise rejects with; undefined when it resolves. */
export const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: DomainError) => error.code,
  );
