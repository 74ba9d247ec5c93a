import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { DemoDataSet } from './demo-data-set.js';

interface DemoPost {
  readonly author: string;
  readonly hoursAgo: number;
  readonly content: string;
  readonly locationName?: string;
  /** E-mails of the members who like it. */
  readonly likedBy?: readonly string[];
  readonly comments?: ReadonlyArray<{ readonly author: string; readonly content: string }>;
  readonly sharedBy?: readonly string[];
}

const ADMIN = 'admin@example.com';
const MODERATOR = 'moderator@example.com';
const EDITOR = 'editor@example.com';
const BLOGGER = 'blogger@example.com';
const USER = 'user@example.com';
const TERESITA = 'teresita.pangilinan@example.com';
const RAMON = 'ramon.lacson@example.com';
const ROWENA = 'rowena.dayrit@example.com';
const NOEL = 'noel.manansala@example.com';
const AILEEN = 'aileen.canlas@example.com';

/** Community updates written for this project: traffic, food and fuel prices around the province. */
export const DEMO_POSTS: readonly DemoPost[] = [
  {
    author: BLOGGER,
    hoursAgo: 0.3,
    content:
      'Light traffic on NLEX northbound from the Sta. Rita toll plaza to the San Fernando exit. Smooth drive so far!',
    locationName: 'NLEX, San Fernando',
    likedBy: [USER, RAMON, NOEL],
    comments: [{ author: USER, content: 'Salamat! Heading to Clark this afternoon.' }],
  },
  {
    author: TERESITA,
    hoursAgo: 2,
    content:
      'Regular gas is at ₱62.45 per litre at the Petron along Jose Abad Santos Avenue today. The Shell near the Dau exit was ₱63.10.',
    locationName: 'Dau, Mabalacat',
    likedBy: [USER, ROWENA, AILEEN, RAMON],
    sharedBy: [ROWENA],
  },
  {
    author: EDITOR,
    hoursAgo: 5,
    content:
      'Sisig hunting in Angeles: the crispy pork sisig at the stalls near the old railway crossing is still the benchmark. Bring cash, the line moves fast.',
    locationName: 'Angeles City',
    likedBy: [USER, BLOGGER, TERESITA, NOEL, AILEEN],
    comments: [
      { author: NOEL, content: 'Mas masarap with calamansi and a raw egg on top.' },
      { author: BLOGGER, content: 'Try the tocino place next door for breakfast too.' },
    ],
    sharedBy: [NOEL, AILEEN],
  },
  {
    author: MODERATOR,
    hoursAgo: 9,
    content:
      'Road works on MacArthur Highway in front of the Capitol, one lane closed until Sunday. Expect slow traffic at rush hour.',
    locationName: 'City of San Fernando',
    likedBy: [RAMON, ROWENA],
  },
  {
    author: BLOGGER,
    hoursAgo: 20,
    content:
      'Sunrise hike at Mount Arayat National Park this morning. The trail from the Magalang side is muddy after the rain, wear proper shoes.',
    locationName: 'Mount Arayat National Park',
    likedBy: [USER, EDITOR, TERESITA],
    comments: [
      { author: RAMON, content: 'How long did the climb take you?' },
      { author: BLOGGER, content: 'About three hours up, at an easy pace.' },
    ],
  },
  {
    author: ADMIN,
    hoursAgo: 30,
    content:
      'Welcome to the Tara Pampanga community! Share traffic updates, fuel prices and your favourite Kapampangan food. Please keep it kind and useful.',
    likedBy: [USER, BLOGGER, EDITOR, MODERATOR, TERESITA, RAMON, ROWENA, NOEL, AILEEN],
  },
  {
    author: TERESITA,
    hoursAgo: 50,
    content: 'Fuel price update: diesel went down by 80 centavos per litre at most stations in Guagua this week.',
    locationName: 'Guagua',
    likedBy: [RAMON],
  },
  {
    author: EDITOR,
    hoursAgo: 75,
    content:
      'The Betis Church ceiling murals were just cleaned, and the colours are stunning. Mass schedules are posted at the gate; visitors are welcome outside Mass times.',
    locationName: 'Betis, Guagua',
    likedBy: [USER, AILEEN],
  },
  {
    author: BLOGGER,
    hoursAgo: 110,
    content:
      'SCTEX is clear all the way to Tarlac right now, but the Clark North exit has a long queue for the cash lane.',
    locationName: 'SCTEX, Clark',
    likedBy: [NOEL],
  },
  {
    author: MODERATOR,
    hoursAgo: 150,
    content:
      'Restaurant tip: the heritage house restaurant in Bacolor serves a very good bringhe and kare-kare. Book ahead on weekends.',
    locationName: 'Bacolor',
    likedBy: [USER, EDITOR, ROWENA],
    comments: [{ author: ROWENA, content: 'Their halo-halo is worth the trip too.' }],
  },
];

/** Reports members filed, so that the moderation queue has something to show. */
const DEMO_REPORTS: ReadonlyArray<{ readonly reporter: string; readonly postIndex: number; readonly reason: string }> =
  [{ reporter: RAMON, postIndex: 6, reason: 'misinformation' }];

const HOUR_MS = 60 * 60 * 1000;

export const communityDemoData: DemoDataSet = {
  name: 'community',
  async load(manager: EntityManager): Promise<void> {
    const users: Array<{ id: string; email: string }> = await manager.query(`SELECT id, email FROM users`);
    const idOf = new Map(users.map((user) => [user.email, user.id]));
    const id = (email: string) => {
      const found = idOf.get(email);
      if (!found) throw new Error(`Demo data: no user ${email}`);
      return found;
    };
    const now = Date.now();
    const postIds: string[] = [];
    for (const demo of DEMO_POSTS) {
      const postId = randomUUID();
      postIds.push(postId);
      const createdAt = new Date(now - demo.hoursAgo * HOUR_MS);
      const likedBy = demo.likedBy ?? [];
      const comments = demo.comments ?? [];
      const sharedBy = demo.sharedBy ?? [];
      await manager.query(
        `INSERT INTO posts (id, author_id, content, location_name, like_count, comment_count, share_count, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          postId,
          id(demo.author),
          demo.content,
          demo.locationName ?? null,
          likedBy.length,
          comments.length,
          sharedBy.length,
          createdAt,
        ],
      );
      for (const email of likedBy) {
        await manager.query(`INSERT INTO post_likes (post_id, user_id, created_at) VALUES ($1, $2, $3)`, [
          postId,
          id(email),
          createdAt,
        ]);
      }
      for (const email of sharedBy) {
        await manager.query(`INSERT INTO post_shares (post_id, user_id, created_at) VALUES ($1, $2, $3)`, [
          postId,
          id(email),
          createdAt,
        ]);
      }
      for (const [index, comment] of comments.entries()) {
        await manager.query(
          `INSERT INTO post_comments (id, post_id, author_id, content, created_at) VALUES ($1, $2, $3, $4, $5)`,
          [
            randomUUID(),
            postId,
            id(comment.author),
            comment.content,
            new Date(createdAt.getTime() + (index + 1) * 10 * 60 * 1000),
          ],
        );
      }
    }
    for (const report of DEMO_REPORTS) {
      const post = DEMO_POSTS[report.postIndex];
      await manager.query(
        `INSERT INTO post_reports (id, post_id, reporter_id, reported_user_id, reason, description, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          randomUUID(),
          postIds[report.postIndex],
          id(report.reporter),
          id(post.author),
          report.reason,
          `Reported post: ${post.content.slice(0, 100)}...`,
          new Date(now - HOUR_MS),
        ],
      );
    }
  },
};
