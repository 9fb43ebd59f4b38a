import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTarget, type TestTarget } from '../helpers/pgsqlite.js';

// A copy made by CREATE DATABASE … TEMPLATE starts from the template's catalog snapshot instead
// of loading its own (template-spares.ts, database-handle.ts copiedCatalog): these check that the
// copy still describes itself exactly — after the template changed, after DDL in the copy, and
// for copies made at once (several spares of one template).

let target: TestTarget;
const urlOf = (db: string): string => target.url.replace(/\/[^/]*$/, `/${db}`);

async function withClient<T>(db: string, body: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: urlOf(db) });
  await c.connect();
  try {
    return await body(c);
  } finally {
    await c.end();
  }
}

const columns = (c: pg.Client, table: string): Promise<string[]> =>
  c.query(`SELECT column_name FROM information_schema.columns WHERE table_name = $1 ORDER BY ordinal_position`, [table]).then((r) => r.rows.map((row: { column_name: string }) => row.column_name));

beforeAll(async () => {
  const started = await startTarget();
  if (started === null) throw new Error('no target server');
  target = started;
  await withClient('postgres', (c) => c.query('CREATE DATABASE copy_tpl'));
  await withClient('copy_tpl', async (c) => {
    await c.query(`CREATE TYPE mood AS ENUM ('happy', 'sad')`);
    await c.query(`CREATE TABLE item (id serial PRIMARY KEY, name text NOT NULL UNIQUE, mood mood)`);
    await c.query(`INSERT INTO item (name, mood) SELECT 'item ' || g, 'happy'::mood FROM generate_series(1, 500) g`);
  });
});

afterAll(async () => {
  await target?.stop();
});

describe('catalog of a database copied from a template', () => {
  it('template-copy-catalog-1 a copy sees the template schema, its serial goes on, its enum checks', async () => {
    await withClient('postgres', (c) => c.query('CREATE DATABASE copy_a TEMPLATE copy_tpl'));
    await withClient('copy_a', async (c) => {
      expect(await columns(c, 'item')).toEqual(['id', 'name', 'mood']);
      const { rows } = await c.query(`INSERT INTO item (name, mood) VALUES ('new', 'sad') RETURNING id, mood`);
      expect(rows).toEqual([{ id: 501, mood: 'sad' }]);
      await expect(c.query(`INSERT INTO item (name, mood) VALUES ('x', 'angry')`)).rejects.toMatchObject({ code: '22P02' });
      await expect(c.query(`INSERT INTO item (name) VALUES ('new')`)).rejects.toMatchObject({ code: '23505', constraint: 'item_name_key' });
    });
    await withClient('postgres', (c) => c.query('DROP DATABASE copy_a'));
  });

  it('template-copy-catalog-2 DDL in a copy leaves the template and the next copy alone', async () => {
    await withClient('postgres', (c) => c.query('CREATE DATABASE copy_b TEMPLATE copy_tpl'));
    await withClient('copy_b', async (c) => {
      await c.query('ALTER TABLE item ADD COLUMN note text');
      await c.query('CREATE TABLE extra (v int)');
      expect(await columns(c, 'item')).toEqual(['id', 'name', 'mood', 'note']);
    });
    await withClient('postgres', (c) => c.query('CREATE DATABASE copy_c TEMPLATE copy_tpl'));
    await withClient('copy_c', async (c) => {
      expect(await columns(c, 'item')).toEqual(['id', 'name', 'mood']);
      await expect(c.query('SELECT * FROM extra')).rejects.toMatchObject({ code: '42P01' });
    });
    await withClient('copy_tpl', async (c) => expect(await columns(c, 'item')).toEqual(['id', 'name', 'mood']));
    await withClient('postgres', async (c) => {
      await c.query('DROP DATABASE copy_b');
      await c.query('DROP DATABASE copy_c');
    });
  });

  it('template-copy-catalog-3 a copy made after the template changed has the new schema', async () => {
    await withClient('postgres', (c) => c.query('CREATE DATABASE copy_d TEMPLATE copy_tpl'));
    await withClient('copy_tpl', (c) => c.query('ALTER TABLE item ADD COLUMN added_later int DEFAULT 7'));
    await withClient('postgres', (c) => c.query('CREATE DATABASE copy_e TEMPLATE copy_tpl'));
    await withClient('copy_e', async (c) => {
      expect(await columns(c, 'item')).toEqual(['id', 'name', 'mood', 'added_later']);
      expect((await c.query('SELECT added_later FROM item WHERE id = 1')).rows).toEqual([{ added_later: 7 }]);
    });
    await withClient('copy_d', async (c) => expect(await columns(c, 'item')).toEqual(['id', 'name', 'mood']));
    await withClient('postgres', async (c) => {
      await c.query('DROP DATABASE copy_d');
      await c.query('DROP DATABASE copy_e');
    });
  });

  it('template-copy-catalog-4 copies made at once (parallel test workers) are each whole and apart', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `copy_par_${i}`);
    const admins = await Promise.all(
      [0, 1, 2, 3].map(async () => {
        const c = new pg.Client({ connectionString: urlOf('postgres') });
        await c.connect();
        return c;
      }),
    );
    try {
      for (let round = 0; round < 3; round++) {
        const batch = names.slice(round * 4, round * 4 + 4);
        await Promise.all(batch.map((name, i) => admins[i]!.query(`CREATE DATABASE ${name} TEMPLATE copy_tpl`)));
        await Promise.all(
          batch.map((name, i) =>
            withClient(name, async (c) => {
              await c.query(`INSERT INTO item (name) VALUES ($1)`, [name]);
              const { rows } = await c.query('SELECT count(*)::int AS n FROM item');
              expect(rows).toEqual([{ n: 501 }]);
              expect((await c.query(`SELECT name FROM item WHERE id > 500`)).rows).toEqual([{ name }]);
              return i;
            }),
          ),
        );
        await Promise.all(batch.map((name, i) => admins[i]!.query(`DROP DATABASE ${name}`)));
      }
    } finally {
      await Promise.all(admins.map((c) => c.end()));
    }
  });
});
