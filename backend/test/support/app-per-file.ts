import { createAuthTestApp } from './auth-helpers.js';
import type { TestApp } from './test-app.js';
import { startTestDatabase, type TestDatabase } from './test-database.js';

/**
 * One throw-away database and one app for the whole test file: starts them in beforeAll and stops them in afterAll
 * (call it in the describe block). Answers the app, usable in the tests and in beforeEach as if it were the TestApp
 * (each property reads the app started for this file). `create` defaults to createAuthTestApp (no demo data); pass
 * `(db) => createTestApp(db)` for the app with demo data.
 */
export function testAppPerFile(create: (db: TestDatabase) => Promise<TestApp> = createAuthTestApp): TestApp {
  let db: TestDatabase | undefined;
  let started: TestApp | undefined;

  beforeAll(async () => {
    db = await startTestDatabase();
    started = await create(db);
  }, 120_000);

  afterAll(async () => {
    await started?.close();
    await db?.stop();
  });

  const current = (): TestApp => {
    if (!started) throw new Error('The test app starts in beforeAll: use it inside a hook or a test');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get http() {
      return current().http;
    },
    get dataSource() {
      return current().dataSource;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
}
