import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { CategoryType } from '../../shared/domain/category-type.js';
import { Category } from '../../modules/categories/domain/category.js';
import type { DemoDataSet } from './demo-data-set.js';

/** Icon keys are lucide icon names; the frontends map them to components. */
export const DEMO_CATEGORIES: ReadonlyArray<{ name: string; type: CategoryType; icon: string; color: string }> = [
  { type: CategoryType.Destination, name: 'Historic Churches', icon: 'church', color: '#8D6E63' },
  { type: CategoryType.Destination, name: 'Nature & Parks', icon: 'trees', color: '#2E7D32' },
  { type: CategoryType.Destination, name: 'Heritage Sites', icon: 'landmark', color: '#6D4C41' },
  { type: CategoryType.Destination, name: 'Festivals & Events', icon: 'sparkles', color: '#F9A825' },
  { type: CategoryType.Destination, name: 'Clark & Leisure', icon: 'ferris-wheel', color: '#1565C0' },
  { type: CategoryType.Food, name: 'Kapampangan Food', icon: 'utensils', color: '#E65100' },
  { type: CategoryType.Food, name: 'Sisig & Street Food', icon: 'flame', color: '#D84315' },
  { type: CategoryType.Food, name: 'Heritage Restaurants', icon: 'chef-hat', color: '#AD1457' },
  { type: CategoryType.Food, name: 'Pasalubong & Delicacies', icon: 'gift', color: '#C2185B' },
  { type: CategoryType.Motorist, name: 'Gas Stations', icon: 'fuel', color: '#F57F17' },
  { type: CategoryType.Motorist, name: 'Auto Repair', icon: 'wrench', color: '#455A64' },
  { type: CategoryType.Motorist, name: 'Emergency', icon: 'siren', color: '#C62828' },
  { type: CategoryType.Bicycle, name: 'Bike Shops', icon: 'bike', color: '#00897B' },
  { type: CategoryType.Bicycle, name: 'Cycling Routes', icon: 'route', color: '#00695C' },
  { type: CategoryType.Camping, name: 'Campsites', icon: 'tent', color: '#558B2F' },
  { type: CategoryType.Camping, name: 'Glamping', icon: 'tent-tree', color: '#33691E' },
];

export const categoriesDemoData: DemoDataSet = {
  name: 'categories',
  async load(manager: EntityManager): Promise<void> {
    for (const props of DEMO_CATEGORIES) {
      const category = Category.create({ id: randomUUID(), ...props }); // same rules as the API
      await manager.query(
        `INSERT INTO categories (id, name, type, icon, color) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (type, name) DO NOTHING`,
        [category.id, category.name, category.type, category.icon, category.color],
      );
    }
  },
};
