import { cappedTotal, type Page, type PageRequest } from '../../../../shared/domain/page.js';
import {
  businessLinkOf,
  BusinessType,
  isClaimableNow,
  isExpiredAt,
  isSoldOut,
  type Business,
  type CouponDraft,
  type CouponState,
} from '../../domain/coupon.js';
import { BusinessDirectory } from '../ports/business.directory.js';
import { ClaimRepository, type ClaimResult, type ClaimView, type CodeLookup } from '../ports/claim.repository.js';
import {
  CouponRepository,
  type CouponListQuery,
  type CouponStats,
  type CouponView,
} from '../ports/coupon.repository.js';
import { PartnerStaffRepository, type Member, type StaffAssignmentView } from '../ports/partner-staff.repository.js';

interface StoredCoupon {
  id: string;
  draft: CouponDraft;
  currentRedemptions: number;
  createdAt: Date;
  deletedAt: Date | null;
}

interface StoredClaim {
  id: string;
  couponId: string;
  userId: string;
  code: string;
  redeemedAt: Date;
  usedAt: Date | null;
}

interface StoredAssignment {
  id: string;
  userId: string;
  business: { type: BusinessType; id: string };
  createdAt: Date;
}

function page<T>(items: T[], request: PageRequest): Page<T> {
  return { items: items.slice(request.offset, request.offset + request.limit), total: items.length };
}

/**
 * Every port of the coupons module over plain arrays (use-case unit tests): the same rules as the SQL adapters, minus
 * concurrency (the integration tests cover that on PostgreSQL). `snapshot()` lets InMemoryUnitOfWork roll back.
 */
export class InMemoryCouponWorld {
  coupons: StoredCoupon[] = [];
  claims: StoredClaim[] = [];
  assignments: StoredAssignment[] = [];
  businesses: Business[] = [];
  members: Array<Member & { firstName: string | null }> = [];
  categories = new Set<string>();

  snapshot(): () => void {
    const saved = structuredClone({ coupons: this.coupons, claims: this.claims, assignments: this.assignments });
    return () => Object.assign(this, structuredClone(saved));
  }

  business(type: BusinessType, id: string): Business | undefined {
    return this.businesses.find((b) => b.type === type && b.id === id);
  }

  view(coupon: StoredCoupon, viewerId: string | null): CouponView {
    const business = this.business(coupon.draft.businessType, coupon.draft.businessId);
    return {
      id: coupon.id,
      ...coupon.draft,
      businessName: business?.name ?? '',
      businessLink: businessLinkOf(coupon.draft.businessType, coupon.draft.businessId, null),
      currentRedemptions: coupon.currentRedemptions,
      createdAt: coupon.createdAt,
      claimedByMe: this.claims.some((claim) => claim.couponId === coupon.id && claim.userId === viewerId),
    };
  }

  state(coupon: StoredCoupon): CouponState {
    return {
      id: coupon.id,
      isActive: coupon.draft.isActive,
      expiresAt: coupon.draft.expiresAt,
      maxRedemptions: coupon.draft.maxRedemptions,
      currentRedemptions: coupon.currentRedemptions,
      deleted: coupon.deletedAt !== null,
    };
  }

  claimView(claim: StoredClaim): CodeLookup {
    const coupon = this.coupons.find((c) => c.id === claim.couponId) as StoredCoupon;
    return {
      id: claim.id,
      code: claim.code,
      redeemedAt: claim.redeemedAt,
      usedAt: claim.usedAt,
      couponDeleted: coupon.deletedAt !== null,
      coupon: this.view(coupon, claim.userId),
      memberFirstName: this.members.find((m) => m.id === claim.userId)?.firstName ?? null,
    };
  }
}

export class InMemoryCouponRepository extends CouponRepository {
  constructor(private readonly world: InMemoryCouponWorld) {
    super();
  }

  override async list(query: CouponListQuery): Promise<Page<CouponView>> {
    const found = this.world.coupons
      .filter((c) => c.deletedAt === null)
      .filter((c) => query.includeAll || isClaimableNow(this.world.state(c), query.now))
      .filter((c) => query.category === undefined || c.draft.category === query.category)
      .filter(
        (c) =>
          query.destinationId === undefined ||
          (c.draft.businessType === BusinessType.Destination && c.draft.businessId === query.destinationId),
      )
      .filter(
        (c) =>
          query.serviceId === undefined ||
          (c.draft.businessType === BusinessType.Service && c.draft.businessId === query.serviceId),
      )
      .filter(
        (c) =>
          query.search === undefined ||
          `${c.draft.title} ${c.draft.description ?? ''}`.toLowerCase().includes(query.search.toLowerCase()),
      )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    // Counted up to the cap, as the SQL adapter counts (countLimitOf).
    return {
      ...page(
        found.map((c) => this.world.view(c, query.viewerId)),
        query,
      ),
      ...cappedTotal(found.length, query),
    };
  }

  override async findView(id: string, viewerId: string | null): Promise<CouponView | null> {
    const coupon = this.world.coupons.find((c) => c.id === id && c.deletedAt === null);
    return coupon ? this.world.view(coupon, viewerId) : null;
  }

  override async lockForChange(id: string): Promise<{ draft: CouponDraft; state: CouponState } | null> {
    const coupon = this.world.coupons.find((c) => c.id === id);
    return coupon ? { draft: coupon.draft, state: this.world.state(coupon) } : null;
  }

  override async findState(id: string): Promise<CouponState | null> {
    const coupon = this.world.coupons.find((c) => c.id === id);
    return coupon ? this.world.state(coupon) : null;
  }

  override async add(id: string, draft: CouponDraft, now: Date): Promise<void> {
    this.world.coupons.push({ id, draft, currentRedemptions: 0, createdAt: now, deletedAt: null });
  }

  override async update(id: string, draft: CouponDraft): Promise<void> {
    const coupon = this.world.coupons.find((c) => c.id === id);
    if (coupon) coupon.draft = draft;
  }

  override async markDeleted(id: string, now: Date): Promise<void> {
    const coupon = this.world.coupons.find((c) => c.id === id);
    if (coupon) coupon.deletedAt = now;
  }

  override async stats(viewerId: string | null, now: Date): Promise<CouponStats> {
    const available = this.world.coupons.filter((c) => isClaimableNow(this.world.state(c), now));
    return {
      availableDeals: available.length,
      claimedByMe: this.world.claims.filter((claim) => claim.userId === viewerId).length,
      partnerLocations: new Set(available.map((c) => `${c.draft.businessType}:${c.draft.businessId}`)).size,
    };
  }
}

export class InMemoryClaimRepository extends ClaimRepository {
  constructor(private readonly world: InMemoryCouponWorld) {
    super();
  }

  override async claim(id: string, couponId: string, userId: string, code: string, now: Date): Promise<ClaimResult> {
    const coupon = this.world.coupons.find((c) => c.id === couponId);
    if (!coupon || coupon.deletedAt !== null || !coupon.draft.isActive || isExpiredAt(coupon.draft.expiresAt, now))
      return { outcome: 'refused' };
    if (isSoldOut(this.world.state(coupon))) return { outcome: 'refused' };
    if (this.world.claims.some((claim) => claim.couponId === couponId && claim.userId === userId))
      return { outcome: 'refused' };
    if (this.world.claims.some((claim) => claim.code === code)) return { outcome: 'code_taken' };
    coupon.currentRedemptions++;
    const claim = { id, couponId, userId, code, redeemedAt: now, usedAt: null };
    this.world.claims.push(claim);
    const { memberFirstName: _memberFirstName, ...view } = this.world.claimView(claim);
    return { outcome: 'claimed', view };
  }

  override async hasClaimed(couponId: string, userId: string): Promise<boolean> {
    return this.world.claims.some((claim) => claim.couponId === couponId && claim.userId === userId);
  }

  override async listForMember(userId: string, request: PageRequest): Promise<Page<ClaimView>> {
    const mine = this.world.claims
      .filter((c) => c.userId === userId)
      .sort((a, b) => b.redeemedAt.getTime() - a.redeemedAt.getTime());
    return page(
      mine.map((c) => this.world.claimView(c)),
      request,
    );
  }

  override async findByCode(code: string): Promise<CodeLookup | null> {
    const claim = this.world.claims.find((c) => c.code === code);
    return claim ? this.world.claimView(claim) : null;
  }

  override async markUsed(claimId: string, _staffId: string, now: Date): Promise<boolean> {
    const claim = this.world.claims.find((c) => c.id === claimId);
    const coupon = this.world.coupons.find((c) => c.id === claim?.couponId);
    if (
      !claim ||
      !coupon ||
      claim.usedAt !== null ||
      coupon.deletedAt !== null ||
      isExpiredAt(coupon.draft.expiresAt, now)
    )
      return false;
    claim.usedAt = now;
    return true;
  }
}

export class InMemoryBusinessDirectory extends BusinessDirectory {
  constructor(private readonly world: InMemoryCouponWorld) {
    super();
  }

  override async find(type: BusinessType, id: string): Promise<Business | null> {
    return this.world.business(type, id) ?? null;
  }

  override async categoryExists(id: string): Promise<boolean> {
    return this.world.categories.has(id);
  }
}

export class InMemoryPartnerStaffRepository extends PartnerStaffRepository {
  constructor(private readonly world: InMemoryCouponWorld) {
    super();
  }

  private view(assignment: StoredAssignment): StaffAssignmentView {
    const member = this.world.members.find((m) => m.id === assignment.userId) as Member & { firstName: string | null };
    const business = this.world.business(assignment.business.type, assignment.business.id);
    return {
      id: assignment.id,
      member: { id: member.id, email: member.email, firstName: member.firstName, lastName: null },
      businessType: assignment.business.type,
      businessId: assignment.business.id,
      businessName: business?.name ?? '',
      businessLink: business?.link ?? '',
      createdAt: assignment.createdAt,
    };
  }

  override async list(
    request: PageRequest,
    filter: { businessType?: BusinessType; businessId?: string },
  ): Promise<Page<StaffAssignmentView>> {
    const found = this.world.assignments.filter(
      (a) =>
        (filter.businessType === undefined || a.business.type === filter.businessType) &&
        (filter.businessId === undefined || a.business.id === filter.businessId),
    );
    return page(
      found.map((a) => this.view(a)),
      request,
    );
  }

  override async listForMember(userId: string): Promise<StaffAssignmentView[]> {
    return this.world.assignments.filter((a) => a.userId === userId).map((a) => this.view(a));
  }

  override async findView(id: string): Promise<StaffAssignmentView | null> {
    const found = this.world.assignments.find((a) => a.id === id);
    return found ? this.view(found) : null;
  }

  override async add(
    id: string,
    userId: string,
    business: { type: BusinessType; id: string },
    _by: string,
    now: Date,
  ): Promise<boolean> {
    if (
      this.world.assignments.some(
        (a) => a.userId === userId && a.business.type === business.type && a.business.id === business.id,
      )
    )
      return false;
    this.world.assignments.push({ id, userId, business: { type: business.type, id: business.id }, createdAt: now });
    return true;
  }

  override async remove(id: string): Promise<boolean> {
    const before = this.world.assignments.length;
    this.world.assignments = this.world.assignments.filter((a) => a.id !== id);
    return this.world.assignments.length < before;
  }

  override async isStaffOf(userId: string, business: { type: BusinessType; id: string }): Promise<boolean> {
    return this.world.assignments.some(
      (a) => a.userId === userId && a.business.type === business.type && a.business.id === business.id,
    );
  }

  override async isStaffAnywhere(userId: string): Promise<boolean> {
    return this.world.assignments.some((a) => a.userId === userId);
  }

  override async findMember(by: { id?: string; email?: string }): Promise<Member | null> {
    return this.world.members.find((m) => (by.id !== undefined ? m.id === by.id : m.email === by.email)) ?? null;
  }
}
