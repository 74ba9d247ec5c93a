import { Injectable } from '@nestjs/common';
import type { Page, PageRequest } from '../../../shared/domain/page.js';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import { businessLinkOf, BusinessType } from '../domain/coupon.js';
import {
  PartnerStaffRepository,
  type Member,
  type StaffAssignmentView,
} from '../application/ports/partner-staff.repository.js';

const SELECT_SQL = `
  SELECT a.id, a.business_type AS "businessType", coalesce(a.destination_id, a.service_id) AS "businessId",
    coalesce(d.name, s.name) AS "businessName", s.slug AS "serviceSlug", a.created_at AS "createdAt",
    u.id AS "memberId", u.email AS "memberEmail", u.first_name AS "memberFirstName", u.last_name AS "memberLastName"
  FROM coupon_partner_staff a JOIN users u ON u.id = a.user_id
    LEFT JOIN destinations d ON d.id = a.destination_id LEFT JOIN services s ON s.id = a.service_id`;

interface Row {
  id: string;
  businessType: BusinessType;
  businessId: string;
  businessName: string | null;
  serviceSlug: string | null;
  createdAt: Date;
  memberId: string;
  memberEmail: string;
  memberFirstName: string | null;
  memberLastName: string | null;
}

function viewOf(row: Row): StaffAssignmentView {
  return {
    id: row.id,
    member: { id: row.memberId, email: row.memberEmail, firstName: row.memberFirstName, lastName: row.memberLastName },
    businessType: row.businessType,
    businessId: row.businessId,
    businessName: row.businessName ?? '',
    businessLink: businessLinkOf(row.businessType, row.businessId, row.serviceSlug),
    createdAt: row.createdAt,
  };
}

function businessColumn(type: BusinessType): string {
  return type === BusinessType.Destination ? 'destination_id' : 'service_id';
}

@Injectable()
export class TypeOrmPartnerStaffRepository extends PartnerStaffRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  override async list(
    page: PageRequest,
    filter: { businessType?: BusinessType; businessId?: string },
  ): Promise<Page<StaffAssignmentView>> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (filter.businessType !== undefined) {
      params.push(filter.businessType);
      where.push(`a.business_type = $${params.length}`);
    }
    if (filter.businessId !== undefined) {
      params.push(filter.businessId);
      where.push(`coalesce(a.destination_id, a.service_id) = $${params.length}`);
    }
    const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const [rows, counted] = await Promise.all([
      this.db.rows<Row>(
        `${SELECT_SQL} ${whereSql} ORDER BY a.created_at DESC, a.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, page.limit, page.offset],
      ),
      this.db.rows<{ total: number }>(`SELECT count(*)::int AS total FROM coupon_partner_staff a ${whereSql}`, params),
    ]);
    return { items: rows.map(viewOf), total: counted[0]?.total ?? 0 };
  }

  override async listForMember(userId: string): Promise<StaffAssignmentView[]> {
    return (
      await this.db.rows<Row>(`${SELECT_SQL} WHERE a.user_id = $1 ORDER BY coalesce(d.name, s.name), a.id`, [userId])
    ).map(viewOf);
  }

  override async findView(id: string): Promise<StaffAssignmentView | null> {
    const rows = await this.db.rows<Row>(`${SELECT_SQL} WHERE a.id = $1`, [id]);
    return rows[0] ? viewOf(rows[0]) : null;
  }

  override async add(
    id: string,
    userId: string,
    business: { type: BusinessType; id: string },
    assignedBy: string,
    now: Date,
  ): Promise<boolean> {
    const rows = await this.db.rows(
      `INSERT INTO coupon_partner_staff (id, user_id, business_type, ${businessColumn(business.type)}, assigned_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
      [id, userId, business.type, business.id, assignedBy, now],
    );
    return rows.length > 0;
  }

  override async remove(id: string): Promise<boolean> {
    return (await this.db.rows(`DELETE FROM coupon_partner_staff WHERE id = $1 RETURNING id`, [id])).length > 0;
  }

  override async isStaffOf(userId: string, business: { type: BusinessType; id: string }): Promise<boolean> {
    const rows = await this.db.rows(
      `SELECT 1 FROM coupon_partner_staff WHERE user_id = $1 AND ${businessColumn(business.type)} = $2`,
      [userId, business.id],
    );
    return rows.length > 0;
  }

  override async isStaffAnywhere(userId: string): Promise<boolean> {
    return (await this.db.rows(`SELECT 1 FROM coupon_partner_staff WHERE user_id = $1 LIMIT 1`, [userId])).length > 0;
  }

  override async findMember(by: { id?: string; email?: string }): Promise<Member | null> {
    const rows =
      by.id !== undefined
        ? await this.db.rows<Member>(`SELECT id, email FROM users WHERE id = $1`, [by.id])
        : await this.db.rows<Member>(`SELECT id, email FROM users WHERE email = $1`, [by.email]);
    return rows[0] ?? null;
  }
}
