// PostgreSQL as the checks see it: one query on a fresh connection, with the backend's own pg.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './config.mjs';

const require = createRequire(path.join(ROOT, 'backend', 'package.json'));
const pg = require('pg');

export async function query(url, sql, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}
