import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import { businessLinkOf, BusinessType, type Business } from '../domain/coupon.js';
import { BusinessDirectory } from '../application/ports/business.directory.js';

/** Reads the catalog's destinations and services tables (the coupons module's own view of them). */
@Injectable()
export class PgBusinessDirectory extends BusinessDirectory {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  override async find(type: BusinessType, id: string): Promise<Business | null> {
    const table = type === BusinessType.Destination ? 'destinations' : 'services';
    const slug = type === BusinessType.Destination ? 'NULL::text' : 'p.slug';
    const rows = await this.db.rows<{
      id: string;
      name: string;
      slug: string | null;
      categoryId: string | null;
      categoryType: string | null;
    }>(
      `SELECT p.id, p.name, ${slug} AS slug, p.category_id AS "categoryId", k.type AS "categoryType"
       FROM ${table} p LEFT JOIN categories k ON k.id = p.category_id WHERE p.id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      type,
      id: row.id,
      name: row.name,
      link: businessLinkOf(type, row.id, row.slug),
      categoryId: row.categoryId,
      categoryType: row.categoryType,
    };
  }

  override async categoryExists(id: string): Promise<boolean> {
    return (await this.db.rows(`SELECT 1 FROM categories WHERE id = $1`, [id])).length > 0;
  }
}
