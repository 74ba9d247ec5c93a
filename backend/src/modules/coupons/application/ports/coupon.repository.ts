import type { Page, PageRequest } from '../../../../shared/domain/page.js';
import type { CouponCategory, CouponDraft, CouponState } from '../../domain/coupon.js';

/** A coupon as the lists show it: the spec's fields (the stored draft), its business's name and link, and the viewer's claim. */
export interface CouponView extends CouponDraft {
  readonly id: string;
  readonly businessName: string;
  readonly businessLink: string;
  readonly currentRedemptions: number;
  readonly createdAt: Date;
  readonly claimedByMe: boolean;
}

export interface CouponListQuery extends PageRequest {
  readonly destinationId?: string;
  readonly serviceId?: string;
  readonly category?: CouponCategory;
  /** Text in the title or the description, ignoring case and accents. */
  readonly search?: string;
  /** Unavailable coupons too (the admin's list); otherwise only available ones (domain isClaimableNow). */
  readonly includeAll: boolean;
  /** Whose claimedByMe the answer carries (null: signed out). */
  readonly viewerId: string | null;
  readonly now: Date;
}

/** The live figures of the /coupons stat cards. */
export interface CouponStats {
  /** Available coupons (active, unexpired, not sold out: domain isClaimableNow). */
  readonly availableDeals: number;
  /** Coupons the viewer has claimed (0 when signed out). */
  readonly claimedByMe: number;
  /** Businesses (destinations and services) with at least one available coupon. */
  readonly partnerLocations: number;
}

/** The coupons (deleted ones stay, withdrawn, for the claims members made). */
export abstract class CouponRepository {
  /** Newest first; never deleted coupons. */
  abstract list(query: CouponListQuery): Promise<Page<CouponView>>;
  /** A coupon that is not deleted. */
  abstract findView(id: string, viewerId: string | null): Promise<CouponView | null>;
  /** The stored coupon and its state, its row locked until the transaction ends (edits and deletes queue behind claims). */
  abstract lockForChange(id: string): Promise<{ draft: CouponDraft; state: CouponState } | null>;
  /** The state of a coupon, deleted ones included. */
  abstract findState(id: string): Promise<CouponState | null>;
  abstract add(id: string, draft: CouponDraft, now: Date): Promise<void>;
  abstract update(id: string, draft: CouponDraft, now: Date): Promise<void>;
  /** Withdraws the coupon: gone from every list, the claims members made stay (marked withdrawn). */
  abstract markDeleted(id: string, now: Date): Promise<void>;
  abstract stats(viewerId: string | null, now: Date): Promise<CouponStats>;
}
