import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

const target = await startTarget();
afterAll(async () => target?.stop());

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: target?.url });
  await client.connect();
  return client;
}

describe.skipIf(target === null)(`citext through node-postgres (${target?.kind})`, () => {
  it('4-citext-1 a UNIQUE citext column refuses a value differing only in case, and compares parameters case-insensitively', async () => {
    const c = await connect();
    try {
      await c.query('CREATE EXTENSION IF NOT EXISTS citext');
      await c.query('CREATE TABLE ci_users (id serial PRIMARY KEY, email citext UNIQUE NOT NULL)');
      const citext = Number((await c.query(`SELECT 'citext'::regtype::oid AS oid`)).rows[0].oid);
      expect(citext).toBeGreaterThanOrEqual(16384);
      const ins = await c.query('INSERT INTO ci_users (email) VALUES ($1) RETURNING email', ['Alice@Example.com']);
      expect(ins.rows).toEqual([{ email: 'Alice@Example.com' }]);
      expect(ins.fields[0]?.dataTypeID).toBe(citext);
      const dup = await c.query('INSERT INTO ci_users (email) VALUES ($1)', ['alice@example.COM']).then(
        () => undefined,
        (e: { code?: string; constraint?: string; detail?: string }) => e,
      );
      expect(dup?.code).toBe('23505');
      expect(dup?.constraint).toBe('ci_users_email_key');
      expect(dup?.detail).toBe('Key (email)=(alice@example.COM) already exists.');
      await c.query('INSERT INTO ci_users (email) VALUES ($1), ($2)', ['bob@example.com', 'Émile@example.com']);
      // two rows of one statement that differ only in case collide too
      const twice = await c.query('INSERT INTO ci_users (email) VALUES ($1), ($2)', ['x@y.z', 'X@y.z']).then(
        () => undefined,
        (e: { code?: string; detail?: string }) => e,
      );
      expect(twice?.code).toBe('23505');
      expect(twice?.detail).toBe('Key (email)=(X@y.z) already exists.');
      // a parameter compared with the column takes its type (citext): case folds, ASCII only (C locale)
      const found = await c.query('SELECT id, email FROM ci_users WHERE email = $1', ['ALICE@EXAMPLE.COM']);
      expect(found.rows.map((r) => r.email)).toEqual(['Alice@Example.com']);
      expect((await c.query('SELECT count(*)::int AS n FROM ci_users WHERE email = $1', ['émile@example.com'])).rows[0].n).toBe(0);
      // an explicit text parameter makes it text = text (the operator PostgreSQL picks): case-sensitive
      expect((await c.query('SELECT count(*)::int AS n FROM ci_users WHERE email = $1::text', ['ALICE@EXAMPLE.COM'])).rows[0].n).toBe(0);
      expect((await c.query('SELECT $1::citext = $2::citext AS eq', ['ABC', 'abc'])).rows).toEqual([{ eq: true }]);
      const sorted = await c.query('SELECT email FROM ci_users ORDER BY email DESC');
      expect(sorted.rows.map((r) => r.email)).toEqual(['Émile@example.com', 'bob@example.com', 'Alice@Example.com']);
      const up = await c.query('UPDATE ci_users SET email = $1 WHERE email = $2 RETURNING id', ['BOB@example.com', 'bob@EXAMPLE.com']);
      expect(up.rowCount).toBe(1);
      const dropped = await c.query('DROP EXTENSION citext').then(
        () => undefined,
        (e: { code?: string }) => e.code,
      );
      expect(dropped).toBe('2BP01');
    } finally {
      await c.query('DROP TABLE IF EXISTS ci_users');
      await c.query('DROP EXTENSION IF EXISTS citext');
      await c.end();
    }
  });
});
