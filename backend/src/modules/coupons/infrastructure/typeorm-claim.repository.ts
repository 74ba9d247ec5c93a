import { Injectable } from '@nestjs/common';
import type { Page, PageRequest } from '../../../shared/domain/page.js';
import { GroupCommit } from '../../../shared/persistence/group-commit.js';
import { isUniqueViolation } from '../../../shared/persistence/sql.js';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import { ClaimRepository, type ClaimOutcome, type ClaimView, type CodeLookup } from '../application/ports/claim.repository.js';
import {
  BUSINESS_JOINS_SQL,
  CLAIM_BATCH_SQL,
  CLAIM_ONE_SQL,
  claimBatchParams,
  claimOneParams,
  COUPON_COLUMNS_SQL,
  couponViewOf,
  type ClaimRequest,
  type CouponRow,
} from './coupon-sql.js';

const CLAIM_SELECT_SQL = `
  SELECT r.id AS "claimId", r.code, r.redeemed_at AS "redeemedAt", r.used_at AS "usedAt", u.first_name AS "memberFirstName",
    true AS "claimedByMe", ${COUPON_COLUMNS_SQL}
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
  private readonly batches = new GroupCommit<ClaimRequest, ClaimOutcome>((couponId, claims) => this.claimAll(couponId, claims));

  override claim(id: string, couponId: string, userId: string, code: string, now: Date): Promise<ClaimOutcome> {
    return this.batches.submit(couponId, { id, userId, code, at: now });
  }

  /**
   * One statement for the claims, auto-committed whatever transaction the first caller is in: CLAIM_ONE_SQL for a claim
   * alone (measured: about 0.4 ms less database time than a batch of one), CLAIM_BATCH_SQL for several.
   */
  private async claimAll(couponId: string, claims: readonly ClaimRequest[]): Promise<ClaimOutcome[]> {
    if (claims.length === 1) return [await this.claimOne(couponId, claims[0] as ClaimRequest)];
    const rows = await this.db.autoCommitRows<{ claimed: boolean; tried: boolean }>(CLAIM_BATCH_SQL, claimBatchParams(couponId, claims));
    const skipped = claims.filter((_, index) => rows[index]?.tried && !rows[index]?.claimed).map((claim) => claim.userId);
    const claimers = skipped.length > 0 ? await this.claimersAmong(couponId, skipped) : new Set<string>();
    return claims.map((claim, index) => {
      if (rows[index]?.claimed) return 'claimed';
      if (!rows[index]?.tried) return 'refused';
      // A unique key skipped it: the member's claim (a concurrent one, or a twin in this statement), else the code.
      return claimers.has(claim.userId) ? 'already_claimed' : 'code_taken';
    });
  }

  private async claimOne(couponId: string, claim: ClaimRequest): Promise<ClaimOutcome> {
    try {
      const rows = await this.db.autoCommitRows<{ id: string }>(CLAIM_ONE_SQL, claimOneParams(couponId, claim));
      return rows.length > 0 ? 'claimed' : 'refused';
    } catch (error) {
      if (isUniqueViolation(error, ONCE_PER_MEMBER_CONSTRAINT)) return 'already_claimed';
      if (isUniqueViolation(error, CODE_CONSTRAINT)) return 'code_taken';
      throw error;
    }
  }

  private async claimersAmong(couponId: string, userIds: readonly string[]): Promise<Set<string>> {
    const rows = await this.db.autoCommitRows<{ userId: string }>(
      `SELECT user_id AS "userId" FROM coupon_redemptions WHERE coupon_id = $1 AND user_id = ANY($2::uuid[])`,
      [couponId, userIds],
    );
    return new Set(rows.map((row) => row.userId));
  }

  override async hasClaimed(couponId: string, userId: string): Promise<boolean> {
    const rows = await this.db.rows(`SELECT 1 FROM coupon_redemptions WHERE coupon_id = $1 AND user_id = $2`, [couponId, userId]);
    return rows.length > 0;
  }

  override async findView(id: string): Promise<ClaimView | null> {
    const rows = await this.db.rows<ClaimRow>(`${CLAIM_SELECT_SQL} WHERE r.id = $1`, [id]);
    return rows[0] ? viewOf(rows[0]) : null;
  }

  override async listForMember(userId: string, page: PageRequest): Promise<Page<ClaimView>> {
    const [rows, counted] = await Promise.all([
      this.db.rows<ClaimRow>(`${CLAIM_SELECT_SQL} WHERE r.user_id = $1 ORDER BY r.redeemed_at DESC, r.id DESC LIMIT $2 OFFSET $3`, [
        userId,
        page.limit,
        page.offset,
      ]),
      this.db.rows<{ total: number }>(`SELECT count(*)::int AS total FROM coupon_redemptions WHERE user_id = $1`, [userId]),
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
