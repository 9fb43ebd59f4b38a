// The node:test usage of pgsqlite/testing (run in CI by test/testing/test-databases.test.ts with
// `node --test`): one template per run (before), a database per test (beforeEach/afterEach).
import assert from 'node:assert/strict';
import { after, before, beforeEach, afterEach, test } from 'node:test';
import pg from 'pg';
import { createTestDatabase, startTestDatabases } from 'pgsqlite/testing';

let databases;
let db;
before(async () => {
  databases = await startTestDatabases({ migrations: new URL('./migrations', import.meta.url).pathname });
});
after(() => databases.close());
beforeEach(async () => {
  db = await createTestDatabase(databases);
});
afterEach(() => db.drop());

for (const name of ['ada', 'grace', 'edsger']) {
  test(`inserts ${name} into a database of its own`, async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    await client.query('INSERT INTO users (name) VALUES ($1)', [name]);
    const { rows } = await client.query('SELECT name FROM users ORDER BY id');
    await client.end();
    assert.deepEqual(rows.map((r) => r.name), ['seeded', name]);
  });
}
