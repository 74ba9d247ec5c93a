import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../src/database/data-source-options.js';
import { runMigrationsLocked } from '../src/database/migrate.js';
import { PgLoginFailureCounter } from '../src/modules/auth/infrastructure/pg-login-failure-counter.js';
import { itQuietAndBusy } from './support/busy-cpu.js';
import { resetDatabase, startTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * The sign-in counters under many simultaneous claims and releases on shared keys (issue 28.1): every statement that
 * locks several rows locks them in one order, so none deadlocks, and the counts stay exact.
 */
describe('PgLoginFailureCounter under concurrency (real PostgreSQL)', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  let counter: PgLoginFailureCounter;
  const windowStart = () => new Date(Date.now() - 15 * 60_000);

  beforeAll(async () => {
    db = await startTestDatabase();
    // Sequential scans only: rows are then met in their physical order, which updates keep changing (an index scan
    // would hide a statement whose lock order depends on the plan).
    const options = buildDataSourceOptions(db.url, { logging: false, poolSize: 10 });
    const extra = { ...(options.extra as object), options: '-c enable_indexscan=off -c enable_bitmapscan=off' };
    dataSource = await new DataSource({ ...options, extra } as typeof options).initialize();
    await runMigrationsLocked(dataSource);
    counter = new PgLoginFailureCounter(dataSource);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.stop();
  });

  beforeEach(async () => {
    await resetDatabase(dataSource);
  });

  const counts = async (): Promise<Record<string, number>> => {
    const rows: Array<{ key: string; failures: number }> = await dataSource.query(
      `SELECT key, failures FROM login_failures`,
    );
    return Object.fromEntries(rows.map((row) => [row.key, row.failures]));
  };

  itQuietAndBusy(
    '300 attempts on one account from one address, claimed and (all but 10) released at once: no deadlock, exact counts',
    async () => {
      // Both rows above 1: each release lowers both, in one order; the claims lock them in the same order.
      const keys = ['ip:203.0.113.9', 'account:burst@example.com'];
      const outcomes = await Promise.allSettled(
        Array.from({ length: 300 }, async (_, i) => {
          await counter.claim(keys, new Date(), windowStart());
          if (i % 30 !== 0) await counter.release(keys, windowStart());
        }),
      );
      expect(
        outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => String(outcome.reason)),
      ).toEqual([]);
      expect(await counts()).toEqual({ 'ip:203.0.113.9': 10, 'account:burst@example.com': 10 });
    },
    60_000,
  );

  itQuietAndBusy(
    '400 attempts on 8 accounts sharing one address, claimed and (three in four) released at once: no deadlock, exact counts',
    async () => {
      // Accounts at a count of 1 while the address is far higher: a release has rows to lower and rows to delete at once,
      // the very mix that deadlocked when one statement updated some rows and deleted others.
      const attempts = Array.from({ length: 400 }, (_, i) => ({
        account: `account:member-${i % 8}@example.com`,
        kept: i % 4 === 0,
      }));
      const outcomes = await Promise.allSettled(
        attempts.map(async ({ account, kept }) => {
          const keys = [`ip:203.0.113.7`, account];
          await counter.claim(keys, new Date(), windowStart());
          if (!kept) await counter.release(keys, windowStart());
        }),
      );
      const failures = outcomes
        .filter((outcome) => outcome.status === 'rejected')
        .map((outcome) => String(outcome.reason));
      expect(failures).toEqual([]);
      const expected: Record<string, number> = { 'ip:203.0.113.7': attempts.filter((a) => a.kept).length };
      for (const { account, kept } of attempts) if (kept) expected[account] = (expected[account] ?? 0) + 1;
      expect(await counts()).toEqual(expected);
    },
    60_000,
  );

  it('two releases of a count of 2 at once leave no row (neither stays one too high)', async () => {
    for (let round = 0; round < 20; round++) {
      const keys = [`account:pair-${round}@example.com`, 'ip:198.51.100.1'];
      await counter.claim(keys, new Date(), windowStart());
      await counter.claim(keys, new Date(), windowStart());
      await Promise.all([counter.release(keys, windowStart()), counter.release(keys, windowStart())]);
    }
    expect(await counts()).toEqual({});
  });

  it('pruning ended windows while claims run never waits on them and keeps the live counts', async () => {
    const ended = new Date(Date.now() - 60 * 60_000);
    await dataSource.query(
      `INSERT INTO login_failures (key, failures, window_started_at) SELECT 'ip:10.0.' || g || '.1', 3, $1 FROM generate_series(1, 200) g`,
      [ended],
    );
    const random = jest.spyOn(Math, 'random').mockReturnValue(0); // every claim also prunes
    try {
      await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          counter.claim([`account:p${i % 4}@example.com`, `ip:10.0.${(i % 200) + 1}.1`], new Date(), windowStart()),
        ),
      );
    } finally {
      random.mockRestore();
    }
    const after = await counts();
    // Every claimed address restarted its window at 1 (and was not pruned); the 100 never claimed ended and went.
    expect(Object.keys(after).filter((key) => key.startsWith('ip:'))).toHaveLength(100);
    expect(
      Object.entries(after)
        .filter(([key]) => key.startsWith('ip:'))
        .every(([, failures]) => failures === 1),
    ).toBe(true);
    expect(after['account:p0@example.com']).toBe(25);
  });
});
