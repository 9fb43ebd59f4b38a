import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTarget, type TestTarget } from '../helpers/pgsqlite.js';

// Inheritance merges said as PostgreSQL says them (MergeAttributes, ATExecAddColumn): a local
// column merged at another position than the inherited one is "moved", and a parent's ADD COLUMN
// reaching a child that has the column (or gets it from a second parent) merges it.
let target: TestTarget | null = null;

beforeAll(async () => {
  target = await startTarget();
});
afterAll(async () => {
  await target?.stop();
});

async function notices(sql: string[]): Promise<{ message: string; detail?: string }[]> {
  const client = new pg.Client({ connectionString: target?.url });
  const out: { message: string; detail?: string }[] = [];
  client.on('notice', (n) => out.push({ message: n.message ?? '', ...(n.detail ? { detail: n.detail } : {}) }));
  await client.connect();
  try {
    for (const s of sql) await client.query(s);
  } finally {
    await client.end();
  }
  return out;
}

it('inherit-merge-notices-1 a local column at the inherited position merges, elsewhere it is moved', async () => {
  const got = await notices(['CREATE TABLE imn_p (a int, b int, c int)', 'CREATE TABLE imn_1 (a int) INHERITS (imn_p)', 'CREATE TABLE imn_2 (x int, b int) INHERITS (imn_p)', 'CREATE TABLE imn_3 (c int, a int) INHERITS (imn_p)']);
  const moved = 'User-specified column moved to the position of the inherited column.';
  expect(got).toEqual([
    { message: 'merging column "a" with inherited definition' },
    { message: 'merging column "b" with inherited definition' },
    { message: 'moving and merging column "c" with inherited definition', detail: moved },
    { message: 'moving and merging column "a" with inherited definition', detail: moved },
  ]);
});

it('inherit-merge-notices-2 ADD COLUMN merges into a child reached from a second parent', async () => {
  const got = await notices([
    'CREATE TABLE imn_a (x text)',
    'CREATE TABLE imn_b () INHERITS (imn_a)',
    'CREATE TABLE imn_c () INHERITS (imn_a)',
    'CREATE TABLE imn_d () INHERITS (imn_b, imn_c)',
    'ALTER TABLE imn_a ADD COLUMN i int, ADD COLUMN j bigint DEFAULT 1',
  ]);
  expect(got).toEqual([
    { message: 'merging multiple inherited definitions of column "x"' },
    { message: 'merging definition of column "i" for child "imn_d"' },
    { message: 'merging definition of column "j" for child "imn_d"' },
  ]);
});

it('inherit-merge-notices-3 a parent dropping a column its child defined leaves the child its values', async () => {
  const client = new pg.Client({ connectionString: target?.url });
  await client.connect();
  try {
    await client.query('CREATE TABLE imn_dp (a int, c int)');
    await client.query('CREATE TABLE imn_dc (c int, d int) INHERITS (imn_dp)');
    await client.query('INSERT INTO imn_dc VALUES (1, 10, 100)');
    await client.query('ALTER TABLE imn_dp DROP COLUMN c');
    const { rows } = await client.query('SELECT a, c, d FROM imn_dc');
    expect(rows).toEqual([{ a: 1, c: 10, d: 100 }]);
  } finally {
    await client.end();
  }
});
