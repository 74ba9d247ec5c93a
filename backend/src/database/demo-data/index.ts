import { categoriesDemoData } from './categories.demo-data.js';
import { communityDemoData } from './community.demo-data.js';
import { couponsDemoData } from './coupons.demo-data.js';
import { destinationsDemoData } from './destinations.demo-data.js';
import { reviewsDemoData } from './reviews.demo-data.js';
import { servicesDemoData } from './services.demo-data.js';
import type { DemoDataSet } from './demo-data-set.js';
import { usersDemoData } from './users.demo-data.js';

/**
 * Demo data of every module, in load order (a set may refer to rows of the sets before it).
 * A new module adds `<module>.demo-data.ts` beside this file and lists its set here.
 */
export const DEMO_DATA_SETS: readonly DemoDataSet[] = [
  usersDemoData,
  categoriesDemoData,
  destinationsDemoData,
  servicesDemoData,
  communityDemoData,
  couponsDemoData,
  reviewsDemoData,
];
