import type { User } from '../domain/user.js';
import { Clock } from '../../../shared/time/clock.js';
import { UserRepository } from './ports/user.repository.js';

export interface ListUsersInput {
  readonly search?: string;
  readonly limit: number;
  readonly offset: number;
}

/** GET /api/users (admin): newest first, searchable by first name, last name, full name or email. */
export class ListUsersQuery {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: ListUsersInput): Promise<{ items: User[]; total: number }> {
    const search = input.search?.trim().replace(/\s+/g, ' ') || undefined;
    const page = await this.users.list({ search, limit: input.limit, offset: input.offset });
    const now = this.clock.now();
    return { items: page.items.map((user) => user.asOf(now)), total: page.total };
  }
}
