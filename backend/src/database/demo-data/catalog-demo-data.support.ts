import type { EntityManager } from 'typeorm';

/** The demo categories by `type/name` (loaded by categoriesDemoData before the catalog sets). */
export interface DemoCategory {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly icon: string | null;
  readonly color: string | null;
}

export async function demoCategories(manager: EntityManager): Promise<Map<string, DemoCategory>> {
  const rows: DemoCategory[] = await manager.query(`SELECT id, name, type, icon, color FROM categories`);
  return new Map(rows.map((row) => [`${row.type}/${row.name}`, row]));
}

export function requireCategory(categories: Map<string, DemoCategory>, type: string, name: string): DemoCategory {
  const category = categories.get(`${type}/${name}`);
  if (!category) throw new Error(`Demo data: no ${type} category named '${name}' (categories demo data not loaded?)`);
  return category;
}

/**
 * URLs of the generated artwork served by this app (GET /api/artwork/{kind}/{key}.svg): `count` pictures
 * of the same subject, 'key', 'key-2', 'key-3'..., in the category's icon and colour. No outside host.
 */
export function artworkUrls(
  kind: 'destination' | 'service',
  key: string,
  category: DemoCategory,
  count: number,
): string[] {
  const query = new URLSearchParams();
  if (category.icon) query.set('icon', category.icon);
  if (category.color) query.set('color', category.color);
  const suffix = query.toString() ? `?${query.toString()}` : '';
  return Array.from(
    { length: count },
    (_, i) => `/api/artwork/${kind}/${i === 0 ? key : `${key}-${i + 1}`}.svg${suffix}`,
  );
}
