import { Injectable } from '@nestjs/common';
import type { Page, PageRequest } from '../../../shared/domain/page.js';
import { isUniqueViolation } from '../../../shared/persistence/sql.js';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import { ClaimRepository, type ClaimOutcome, type ClaimView, type CodeLookup } from '../application/ports/claim.repository.js';
import { BUSINESS_JOINS_SQL, claimableSql, COUPON_COLUMNS_SQL, couponViewOf, type CouponRow } from './coupon-sql.js';

/** The unique key that keeps one claim per member and coupon (migration CreateCoupons). */
export const ONCE_PER_MEMBER_CONSTRAINT = 'coupon_redemptions_once_per_member';
export const CODE_CONSTRAINT = 'coupon_redemptions_code_key';

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

@Injectable()
export class TypeOrmClaimRepository extends ClaimRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  override async claim(id: string, couponId: string, userId: string, code: string, now: Date): Promise<ClaimOutcome> {
    try {
      const rows = await this.db.rows<{ id: string }>(
        `WITH taken AS (
           UPDATE coupons c SET current_redemptions = c.current_redemptions + 1
           WHERE c.id = $2 AND ${claimableSql('$5::timestamptz')}
             AND (c.max_redemptions IS NULL OR c.current_redemptions < c.max_redemptions)
             AND NOT EXISTS (SELECT 1 FROM coupon_redemptions r WHERE r.coupon_id = $2 AND r.user_id = $3)
           RETURNING c.id
         )
         INSERT INTO coupon_redemptions (id, coupon_id, user_id, code, redeemed_at)
         SELECT $1, taken.id, $3, $4, $5 FROM taken
         RETURNING id`,
        [id, couponId, userId, code, now],
      );
      return rows.length > 0 ? 'claimed' : 'refused';
    } catch (error) {
      if (isUniqueViolation(error, ONCE_PER_MEMBER_CONSTRAINT)) return 'already_claimed';
      if (isUniqueViolation(error, CODE_CONSTRAINT)) return 'code_taken';
      throw error;
    }
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
