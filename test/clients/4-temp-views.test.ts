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

async function code(c: pg.Client, sql: string): Promise<string | undefined> {
  try {
    await c.query(sql);
    return undefined;
  } catch (e) {
    return (e as { code?: string }).code;
  }
}

async function viewsNamed(c: pg.Client, names: string[]): Promise<number> {
  return Number((await c.query('SELECT count(*)::int AS n FROM pg_class WHERE relname = ANY ($1)', [names])).rows[0].n);
}

describe.skipIf(target === null)(`temporary views belong to their session (${target?.kind})`, () => {
  it('4-temp-views-1 a TEMP view and a view over a temporary table are the session\'s own and go with it', async () => {
    const a = await connect();
    const b = await connect();
    try {
      await b.query('CREATE TABLE tv_base (x int)');
      await b.query('INSERT INTO tv_base VALUES (1), (2)');
      const notices: string[] = [];
      a.on('notice', (n) => notices.push(n.message ?? ''));
      await a.query('CREATE TEMP TABLE tv_tmp (y int)');
      await a.query('INSERT INTO tv_tmp VALUES (10)');
      await a.query('CREATE TEMPORARY VIEW tv_one AS SELECT x * 2 AS x2 FROM tv_base');
      await a.query('CREATE VIEW tv_two AS SELECT y FROM tv_tmp');
      expect(notices).toEqual(['view "tv_two" will be a temporary view']);
      expect((await a.query('SELECT x2 FROM tv_one ORDER BY x2')).rows).toEqual([{ x2: 2 }, { x2: 4 }]);
      expect((await a.query('SELECT y FROM tv_two')).rows).toEqual([{ y: 10 }]);
      expect(await code(b, 'SELECT * FROM tv_one')).toBe('42P01');
      expect(await code(b, 'SELECT * FROM tv_two')).toBe('42P01');
      await b.query('CREATE VIEW tv_one AS SELECT 1 AS own');
      expect((await b.query('SELECT own FROM tv_one')).rows).toEqual([{ own: 1 }]);
      expect(await viewsNamed(b, ['tv_one', 'tv_two'])).toBe(3);
    } finally {
      await a.end();
    }
    try {
      // the session's temporary schema is dropped when it disconnects
      for (let i = 0; i < 50 && (await viewsNamed(b, ['tv_one', 'tv_two'])) > 1; i++) await new Promise((r) => setTimeout(r, 100));
      expect(await viewsNamed(b, ['tv_one', 'tv_two'])).toBe(1);
      expect((await b.query('SELECT own FROM tv_one')).rows).toEqual([{ own: 1 }]);
      await b.query('DROP VIEW tv_one');
      await b.query('DROP TABLE tv_base');
    } finally {
      await b.end();
    }
  });
});
