import type { Page, PageRequest } from '../../../shared/domain/page.js';
import { ClaimRepository, type ClaimView } from './ports/claim.repository.js';
import type { Caller } from './caller.js';

/** GET /api/user/coupons: the member's claims, newest first. */
export class MyCouponsQuery {
  constructor(private readonly claims: ClaimRepository) {}

  execute(caller: Caller, page: PageRequest): Promise<Page<ClaimView>> {
    return this.claims.listForMember(caller.id, page);
  }
}
