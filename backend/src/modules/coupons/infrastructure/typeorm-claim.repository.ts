import { Injectable } from '@nestjs/common';
import type { Page, PageRequest } from '../../../shared/domain/page.js';
import { GroupCommit } from '../../../shared/persistence/group-commit.js';
import { isUniqueViolation } from '../../../shared/persistence/sql.js';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import {
  ClaimRepository,
  type ClaimResult,
  type ClaimView,
  type CodeLookup,
} from '../application/ports/claim.repository.js';
import {
  BUSINESS_JOINS_SQL,
  CLAIM_BATCH_SQL,
  CLAIM_COLUMNS_SQL,
  CLAIM_ONE_SQL,
  claimBatchParams,
  claimOneParams,
  couponViewOf,
  type ClaimRequest,
  type CouponRow,
} from './coupon-sql.js';

const CLAIM_SELECT_SQL = `
  SELECT ${CLAIM_COLUMNS_SQL}
  FROM coupon_redemptions r JOIN users u ON u.id = r.user_id JOIN coupons c ON c.id = r.coupon_id ${BUSINESS_JOINS_SQL}`;

interface ClaimRow extends CouponRow {
  claimId: string;
  code: string;
  redeemedAt: Date;
  usedAt: Date | null;
  memberFirstName: string | null;
}

function lookupOf(row: ClaimRow): CodeLookup {
  return {
    id: row.claimId,
    code: row.code,
    redeemedAt: row.redeemedAt,
    usedAt: row.usedAt,
    couponDeleted: row.deleted,
    coupon: couponViewOf(row),
    memberFirstName: row.memberFirstName,
  };
}

function viewOf(row: ClaimRow): ClaimView {
  const { memberFirstName: _memberFirstName, ...view } = lookupOf(row);
  return view;
}

/** The unique keys that keep one claim per member and coupon, and codes unique (migration CreateCoupons). */
const ONCE_PER_MEMBER_CONSTRAINT = 'coupon_redemptions_once_per_member';
const CODE_CONSTRAINT = 'coupon_redemptions_code_key';

@Injectable()
export class TypeOrmClaimRepository extends ClaimRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  /** Claims of one coupon arriving while a statement of it runs go together in the next (one lock, one commit). */
  private readonly batches = new GroupCommit<ClaimRequest, ClaimResult>((couponId, claims) =>
    this.claimAll(couponId, claims),
  );

  override claim(id: string, couponId: string, userId: string, code: string, now: Date): Promise<ClaimResult> {
    return this.batches.submit(couponId, { id, userId, code, at: now });
  }

  /**
   * One statement for the claims, auto-committed whatever transaction the first caller is in: CLAIM_ONE_SQL for a claim
   * alone (measured: about 0.4 ms less database time than a batch of one; it answers the claim's view too),
   * CLAIM_BATCH_SQL for several, then one query for the views of all it took (and, when a unique key skipped some, one
   * for whose they were).
   */
  private async claimAll(couponId: string, claims: readonly ClaimRequest[]): Promise<ClaimResult[]> {
    if (claims.length === 1) return [await this.claimOne(couponId, claims[0])];
    const rows = await this.db.autoCommitRows<{ claimed: boolean; tried: boolean }>(
      CLAIM_BATCH_SQL,
      claimBatchParams(couponId, claims),
    );
    const taken = claims.filter((_, index) => rows[index]?.claimed).map((claim) => claim.id);
    const skipped = claims
      .filter((_, index) => rows[index]?.tried && !rows[index]?.claimed)
      .map((claim) => claim.userId);
    const [views, claimers] = await Promise.all([
      taken.length > 0 ? this.viewsOf(taken) : new Map<string, ClaimView>(),
      skipped.length > 0 ? this.claimersAmong(couponId, skipped) : new Set<string>(),
    ]);
    return claims.map((claim, index): ClaimResult => {
      const view = views.get(claim.id);
      if (rows[index]?.claimed && view) return { outcome: 'claimed', view };
      if (!rows[index]?.tried) return { outcome: 'refused' };
      // A unique key skipped it: the member's claim (a concurrent one, or a twin in this statement), else the code.
      return { outcome: claimers.has(claim.userId) ? 'already_claimed' : 'code_taken' };
    });
  }

  private async claimOne(couponId: string, claim: ClaimRequest): Promise<ClaimResult> {
    try {
      const [row] = await this.db.autoCommitRows<ClaimRow>(CLAIM_ONE_SQL, claimOneParams(couponId, claim));
      return row ? { outcome: 'claimed', view: viewOf(row) } : { outcome: 'refused' };
    } catch (error) {
      if (isUniqueViolation(error, ONCE_PER_MEMBER_CONSTRAINT)) return { outcome: 'already_claimed' };
      if (isUniqueViolation(error, CODE_CONSTRAINT)) return { outcome: 'code_taken' };
      throw error;
    }
  }

  /** The views of claims just taken (committed), by id. */
  private async viewsOf(claimIds: readonly string[]): Promise<Map<string, ClaimView>> {
    const rows = await this.db.autoCommitRows<ClaimRow>(`${CLAIM_SELECT_SQL} WHERE r.id = ANY($1::uuid[])`, [claimIds]);
    return new Map(rows.map((row) => [row.claimId, viewOf(row)]));
  }

  private async claimersAmong(couponId: string, userIds: readonly string[]): Promise<Set<string>> {
    const rows = await this.db.autoCommitRows<{ userId: string }>(
      `SELECT user_id AS "userId" FROM coupon_redemptions WHERE coupon_id = $1 AND user_id = ANY($2::uuid[])`,
      [couponId, userIds],
    );
    return new Set(rows.map((row) => row.userId));
  }

  override async hasClaimed(couponId: string, userId: string): Promise<boolean> {
    const rows = await this.db.rows(`SELECT 1 FROM coupon_redemptions WHERE coupon_id = $1 AND user_id = $2`, [
      couponId,
      userId,
    ]);
    return rows.length > 0;
  }

  override async listForMember(userId: string, page: PageRequest): Promise<Page<ClaimView>> {
    const [rows, counted] = await Promise.all([
      this.db.rows<ClaimRow>(
        `${CLAIM_SELECT_SQL} WHERE r.user_id = $1 ORDER BY r.redeemed_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
        [userId, page.limit, page.offset],
      ),
      this.db.rows<{ total: number }>(`SELECT count(*)::int AS total FROM coupon_redemptions WHERE user_id = $1`, [
        userId,
      ]),
    ]);
    return { items: rows.map(viewOf), total: counted[0]?.total ?? 0 };
  }

  override async findByCode(code: string): Promise<CodeLookup | null> {
    const rows = await this.db.rows<ClaimRow>(`${CLAIM_SELECT_SQL} WHERE r.code = $1`, [code]);
    return rows[0] ? lookupOf(rows[0]) : null;
  }

  override async markUsed(claimId: string, staffId: string, now: Date): Promise<boolean> {
    const rows = await this.db.rows<{ id: string }>(
      `UPDATE coupon_redemptions r SET used_at = $3, used_by = $2
       FROM coupons c
       WHERE r.id = $1 AND c.id = r.coupon_id AND r.used_at IS NULL AND c.deleted_at IS NULL
         AND (c.expires_at IS NULL OR c.expires_at > $3)
       RETURNING r.id`,
      [claimId, staffId, now],
    );
    return rows.length > 0;
  }
}
