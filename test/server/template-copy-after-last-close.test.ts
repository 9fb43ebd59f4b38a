import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTarget, type TestTarget } from '../helpers/pgsqlite.js';

// The last connection of a database checkpoints its WAL into the main file and deletes the WAL
// as it closes — after the session has already left. A CREATE DATABASE … TEMPLATE arriving in
// that moment (a test runner's migration client ends, the first test's database is made at once)
// copied the main file half-written and the WAL already gone: the copy read as "database file is
// damaged" (XX001) or lost rows. The copy now waits for closes in flight (database-handle.ts
// copyTo, openConnections).

let target: TestTarget;
const urlOf = (db: string): string => target.url.replace(/\/[^/]*$/, `/${db}`);
let admin: pg.Client;

beforeAll(async () => {
  const started = await startTarget();
  if (started === null) throw new Error('no target server');
  target = started;
  admin = new pg.Client({ connectionString: urlOf('postgres') });
  await admin.connect();
});

afterAll(async () => {
  await admin?.end();
  await target?.stop();
});

describe('CREATE DATABASE … TEMPLATE right after the template’s last session ends', () => {
  it('template-after-close-1 every copy holds all the rows the template committed', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 40; round++) {
      const template = `tpl_close_${round}`;
      await admin.query(`CREATE DATABASE ${template}`);
      const writer = new pg.Client({ connectionString: urlOf(template) });
      await writer.connect();
      await writer.query(`CREATE TABLE big AS SELECT g, repeat('x', 200) AS pad FROM generate_series(1, 8000) g`);
      await writer.end();
      // At once: the server may still be closing the writer's connection.
      const copy = `tpl_close_copy_${round}`;
      await admin.query(`CREATE DATABASE ${copy} TEMPLATE ${template}`);
      const reader = new pg.Client({ connectionString: urlOf(copy) });
      await reader.connect();
      try {
        const { rows } = await reader.query('SELECT count(*)::int AS n, sum(length(pad))::int AS len FROM big');
        outcomes.push(`${rows[0].n}/${rows[0].len}`);
      } catch (e) {
        outcomes.push(`${(e as { code?: string }).code}`);
      } finally {
        await reader.end();
      }
      await admin.query(`DROP DATABASE ${copy}`);
      await admin.query(`DROP DATABASE ${template}`);
    }
    expect(outcomes).toEqual(Array.from({ length: 40 }, () => '8000/1600000'));
  }, 120_000);
});
