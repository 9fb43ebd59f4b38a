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

async function sqlstate(c: pg.Client, sql: string): Promise<string | undefined> {
  try {
    await c.query(sql);
    return undefined;
  } catch (e) {
    return (e as { code?: string }).code;
  }
}

// DDL inside a transaction is seen by its own session at once and by the others only after COMMIT.
describe.skipIf(target === null)(`uncommitted DDL stays private (${target?.kind})`, () => {
  it('4-ddl-1 a table created in an open transaction is unknown to another session (42P01) until COMMIT', async () => {
    const a = await connect();
    const b = await connect();
    try {
      await a.query('BEGIN');
      await a.query('CREATE TABLE ddl_vis (id int, note text)');
      await a.query("INSERT INTO ddl_vis VALUES (1, 'one')");
      expect((await a.query('SELECT note FROM ddl_vis')).rows).toEqual([{ note: 'one' }]);
      expect(await sqlstate(b, 'SELECT * FROM ddl_vis')).toBe('42P01');
      await a.query('COMMIT');
      expect((await b.query('SELECT id, note FROM ddl_vis')).rows).toEqual([{ id: 1, note: 'one' }]);
      await b.query('DROP TABLE ddl_vis');
    } finally {
      await a.end();
      await b.end();
    }
  });

  it('4-ddl-2 a column added in a transaction that rolls back never reaches another session', async () => {
    const a = await connect();
    const b = await connect();
    try {
      await a.query('CREATE TABLE ddl_vis2 (id int)');
      await a.query('INSERT INTO ddl_vis2 VALUES (7)');
      await a.query('BEGIN');
      await a.query('ALTER TABLE ddl_vis2 ADD COLUMN extra int DEFAULT 5');
      expect((await a.query('SELECT * FROM ddl_vis2')).rows).toEqual([{ id: 7, extra: 5 }]);
      // (reading the table itself would wait for the ALTER's lock on PostgreSQL; the catalog does not)
      const columns = "SELECT column_name FROM information_schema.columns WHERE table_name = 'ddl_vis2' ORDER BY ordinal_position";
      expect((await b.query(columns)).rows).toEqual([{ column_name: 'id' }]);
      await a.query('ROLLBACK');
      expect((await a.query('SELECT * FROM ddl_vis2')).rows).toEqual([{ id: 7 }]);
      expect((await b.query('SELECT * FROM ddl_vis2')).rows).toEqual([{ id: 7 }]);
      await a.query('DROP TABLE ddl_vis2');
    } finally {
      await a.end();
      await b.end();
    }
  });
});
