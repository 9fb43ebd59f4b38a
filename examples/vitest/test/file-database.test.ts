import { describe, expect, test } from 'pgsqlite/vitest';
import { connect } from './bank.js';

describe('one database for the whole file (fileDatabase)', () => {
  // These tests share one copy, in order: the second sees what the first wrote.
  test('writes a row', async ({ fileDatabase }) => {
    const client = await connect(fileDatabase.url);
    await client.query(`INSERT INTO accounts (email) VALUES ('shared@example.com')`);
    await client.end();
  });
  test('reads the row the previous test wrote', async ({ fileDatabase }) => {
    const client = await connect(fileDatabase.url);
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM accounts WHERE email = 'shared@example.com'`);
    await client.end();
    expect(rows[0].n).toBe(1);
  });
});

describe('a database per test', () => {
  test.for(Array.from({ length: 10 }, (_, i) => i))('test %i sees only its own row', async (i, { database, fileDatabase }) => {
    expect(database.name).not.toBe(fileDatabase.name);
    const client = await connect(database.url);
    try {
      await client.query(`INSERT INTO accounts (email) VALUES ($1)`, [`own${i}@example.com`]);
      const { rows } = await client.query(`SELECT count(*)::int AS n FROM accounts`);
      expect(rows[0].n).toBe(2001);
      const names = await client.query('SELECT current_database() AS db');
      expect(names.rows[0].db).toBe(database.name);
    } finally {
      await client.end();
    }
  });
});
