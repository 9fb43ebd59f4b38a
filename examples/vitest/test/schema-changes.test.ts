import { expect, test } from 'pgsqlite/vitest';
import { connect } from './bank.js';

// DDL in one test's database leaves every other database (and the template) as migrated.
test.for(Array.from({ length: 12 }, (_, i) => i))('test %i adds a column of its own', async (i, { database }) => {
  const client = await connect(database.url);
  try {
    const before = await client.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'accounts' ORDER BY ordinal_position`);
    expect(before.rows.map((r) => r.column_name)).toEqual(['id', 'email', 'balance', 'created_at']);
    await client.query(`ALTER TABLE accounts ADD COLUMN extra_${i} int DEFAULT ${i}`);
    const { rows } = await client.query(`SELECT extra_${i} AS v FROM accounts WHERE id = 1`);
    expect(rows[0].v).toBe(i);
  } finally {
    await client.end();
  }
});
