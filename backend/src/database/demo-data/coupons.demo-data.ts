import { randomInt, randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { newClaimCode } from '../../modules/coupons/domain/claim.js';
import type { DemoDataSet } from './demo-data-set.js';

type Business = readonly ['destination' | 'service', string];

interface DemoCoupon {
  readonly title: string;
  readonly description: string;
  readonly discountType: 'percentage' | 'fixed_amount' | 'fixed' | 'bogo';
  readonly discountValue: number | null;
  readonly category: 'food' | 'hotel' | 'transport' | 'activity' | 'shopping';
  readonly business: Business;
  /** Days from now (negative: expired). */
  readonly expiresInDays: number;
  readonly maxRedemptions: number | null;
  readonly isActive?: boolean;
  readonly daysOld: number;
  /** E-mails of the members who claimed it; the first ones' codes were used at the counter when `used` says so. */
  readonly claimedBy?: readonly string[];
  readonly used?: number;
}

const USER = 'user@example.com';
const BLOGGER = 'blogger@example.com';
const MEMBERS = [
  'ramon.lacson@example.com',
  'miguel.tayag@example.com',
  'rowena.dayrit@example.com',
  'noel.manansala@example.com',
  'aileen.canlas@example.com',
  'editor@example.com',
  'moderator@example.com',
];

/** Partner deals on real demo places, written for this project: a few nearly sold out, one expired, one inactive. */
export const DEMO_COUPONS: readonly DemoCoupon[] = [
  {
    title: '15% off the sizzling sisig platter',
    description: 'Valid for dine-in at the original Angeles branch. One coupon per table, not valid with other promos.',
    discountType: 'percentage',
    discountValue: 15,
    category: 'food',
    business: ['destination', "Aling Lucing's Sisig"],
    expiresInDays: 60,
    maxRedemptions: 200,
    daysOld: 10,
    claimedBy: [USER, BLOGGER, ...MEMBERS.slice(0, 3)],
    used: 2,
  },
  {
    title: 'Buy 1 Get 1 halo-halo',
    description: 'Order one regular halo-halo and get a second one free. Weekdays only.',
    discountType: 'bogo',
    discountValue: null,
    category: 'food',
    business: ['destination', "Kabigting's Halo-Halo"],
    expiresInDays: 30,
    maxRedemptions: 5,
    daysOld: 8,
    // Nearly sold out: 4 of 5 claimed.
    claimedBy: MEMBERS.slice(0, 4),
  },
  {
    title: '₱100 off a Kapampangan feast for four',
    description: 'Minimum spend of ₱1,200 on the heritage menu: bringhe, kare-kare, betute and more.',
    discountType: 'fixed_amount',
    discountValue: 100,
    category: 'food',
    business: ['destination', "Everybody's Café"],
    expiresInDays: 45,
    maxRedemptions: 100,
    daysOld: 6,
    claimedBy: [BLOGGER],
  },
  {
    title: '10% off the degustation dinner',
    description: 'Reservations required. Tell the host you are using your Tara Pampanga coupon.',
    discountType: 'percentage',
    discountValue: 10,
    category: 'food',
    business: ['destination', 'Café Fleur'],
    expiresInDays: 90,
    maxRedemptions: null,
    daysOld: 5,
  },
  {
    title: '₱50 off turrones and sans rival boxes',
    description: 'For every box of a dozen turrones de casoy or a whole sans rival. Perfect pasalubong.',
    discountType: 'fixed',
    discountValue: 50,
    category: 'shopping',
    business: ['destination', 'Santa Rita Turrones de Casoy and Sans Rival Makers'],
    expiresInDays: 20,
    maxRedemptions: 3,
    daysOld: 12,
    // Nearly sold out: 2 of 3 claimed.
    claimedBy: [MEMBERS[4], MEMBERS[5]],
  },
  {
    title: '20% off a guided 4x4 and trek tour',
    description: 'Lahar canyon 4x4 ride and the short trek to the falls, with a local guide. Book a day ahead.',
    discountType: 'percentage',
    discountValue: 20,
    category: 'activity',
    business: ['destination', 'Miyamit Falls'],
    expiresInDays: 40,
    maxRedemptions: 50,
    daysOld: 4,
    claimedBy: [USER],
  },
  {
    title: 'Free second entrance to the dinosaur park',
    description: 'Buy one regular ticket and bring a companion for free.',
    discountType: 'bogo',
    discountValue: null,
    category: 'activity',
    business: ['destination', 'Dinosaurs Island Clark'],
    expiresInDays: 25,
    maxRedemptions: 150,
    daysOld: 3,
  },
  {
    title: '₱2 off per litre of regular gas',
    description: 'Up to 40 litres per visit. Show the code to the cashier before paying.',
    discountType: 'fixed_amount',
    discountValue: 2,
    category: 'transport',
    business: ['service', 'Petron Dolores'],
    expiresInDays: 15,
    maxRedemptions: 500,
    daysOld: 2,
    claimedBy: [USER, MEMBERS[1]],
  },
  {
    title: '15% off a full aircon cleaning',
    description: 'Cars and SUVs. Includes a free check of the refrigerant level.',
    discountType: 'percentage',
    discountValue: 15,
    category: 'transport',
    business: ['service', 'Dau Car and Truck Aircon Repair'],
    expiresInDays: 35,
    maxRedemptions: 40,
    daysOld: 7,
  },
  {
    title: '₱300 off your first night in a glamping dome',
    description: 'Sunday to Thursday stays. Breakfast for two included.',
    discountType: 'fixed_amount',
    discountValue: 300,
    category: 'hotel',
    business: ['service', 'Clark Skyview Glamping Domes'],
    expiresInDays: 75,
    maxRedemptions: 2,
    daysOld: 9,
    // Nearly sold out: 1 of 2 claimed.
    claimedBy: [MEMBERS[2]],
  },
  {
    title: 'Holiday lantern workshop: 25% off',
    description: 'Make your own small parol with the lantern makers. The season is over; see you next December.',
    discountType: 'percentage',
    discountValue: 25,
    category: 'activity',
    business: ['destination', 'Paskuhan Village'],
    // Expired.
    expiresInDays: -5,
    maxRedemptions: 30,
    daysOld: 40,
    claimedBy: [USER],
  },
  {
    title: '10% off bike tune-ups',
    description: 'Full tune-up with brake and gear adjustment. Paused while the shop moves to its new address.',
    discountType: 'percentage',
    discountValue: 10,
    category: 'transport',
    business: ['service', 'Angeles Bike Hub'],
    expiresInDays: 50,
    maxRedemptions: 60,
    // Inactive.
    isActive: false,
    daysOld: 14,
  },
];

/** Counter staff: the member who checks codes at the sisig place (and at the gas station). */
const DEMO_STAFF: ReadonlyArray<{ readonly email: string; readonly business: Business }> = [
  { email: 'teresita.pangilinan@example.com', business: ['destination', "Aling Lucing's Sisig"] },
  { email: 'teresita.pangilinan@example.com', business: ['service', 'Petron Dolores'] },
];

const DAY_MS = 24 * 60 * 60 * 1000;

export const couponsDemoData: DemoDataSet = {
  name: 'coupons',
  async load(manager: EntityManager): Promise<void> {
    const users: Array<{ id: string; email: string }> = await manager.query(`SELECT id, email FROM users`);
    const userIds = new Map(users.map((user) => [user.email, user.id]));
    const userId = (email: string) => {
      const found = userIds.get(email);
      if (!found) throw new Error(`Demo data: no user ${email}`);
      return found;
    };
    const place = async ([type, name]: Business) => {
      const rows: Array<{ id: string; categoryId: string | null }> = await manager.query(
        `SELECT id, category_id AS "categoryId" FROM ${type === 'destination' ? 'destinations' : 'services'} WHERE name = $1`,
        [name],
      );
      if (!rows[0]) throw new Error(`Demo data: no ${type} named ${name}`);
      return rows[0];
    };
    const now = Date.now();
    const admin = userId('admin@example.com');
    for (const demo of DEMO_COUPONS) {
      const business = await place(demo.business);
      const id = randomUUID();
      const createdAt = new Date(now - demo.daysOld * DAY_MS);
      const claimedBy = demo.claimedBy ?? [];
      await manager.query(
        `INSERT INTO coupons (id, title, description, discount_type, discount_value, category, category_id, business_type,
           destination_id, service_id, expires_at, max_redemptions, current_redemptions, is_active, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)`,
        [
          id,
          demo.title,
          demo.description,
          demo.discountType,
          demo.discountValue,
          demo.category,
          business.categoryId,
          demo.business[0],
          demo.business[0] === 'destination' ? business.id : null,
          demo.business[0] === 'service' ? business.id : null,
          new Date(now + demo.expiresInDays * DAY_MS),
          demo.maxRedemptions,
          claimedBy.length,
          demo.isActive ?? true,
          createdAt,
        ],
      );
      for (const [index, email] of claimedBy.entries()) {
        const redeemedAt = new Date(createdAt.getTime() + (index + 1) * 3 * 60 * 60 * 1000);
        const used = index < (demo.used ?? 0);
        await manager.query(
          `INSERT INTO coupon_redemptions (id, coupon_id, user_id, code, redeemed_at, used_at, used_by) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            randomUUID(),
            id,
            userId(email),
            newClaimCode((below) => randomInt(below)),
            redeemedAt,
            used ? new Date(redeemedAt.getTime() + DAY_MS) : null,
            used ? admin : null,
          ],
        );
      }
    }
    for (const staff of DEMO_STAFF) {
      const business = await place(staff.business);
      await manager.query(
        `INSERT INTO coupon_partner_staff (id, user_id, business_type, destination_id, service_id, assigned_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          randomUUID(),
          userId(staff.email),
          staff.business[0],
          staff.business[0] === 'destination' ? business.id : null,
          staff.business[0] === 'service' ? business.id : null,
          admin,
          new Date(now - DAY_MS),
        ],
      );
    }
  },
};
