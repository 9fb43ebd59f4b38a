import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pgsqlite } from '@pgsqlite/browser';
import { metaCommand, parseMetaCommand } from '../../examples/playground/src/describe/meta-commands.js';
import { patternSql } from '../../examples/playground/src/describe/pattern.js';
import { nativePgsqlite } from './native-host.js';

// The playground's port of psql 15's describe commands: the catalog queries psql sends, run on
// pgsqlite, shaped as psql shows them (title, columns, footers).
let db: Pgsqlite;

beforeAll(async () => {
  db = await nativePgsqlite();
  await db.exec(`CREATE SCHEMA app;
CREATE TABLE t (id serial PRIMARY KEY, name text NOT NULL CHECK (name <> ''), ref int, code text UNIQUE);
CREATE INDEX ti ON t (name);
CREATE TABLE c (id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY, tid int REFERENCES t (id));
CREATE VIEW v AS SELECT id FROM t;
CREATE TABLE app.x (a int);
CREATE FUNCTION add1(n int) RETURNS int LANGUAGE sql AS 'SELECT n + 1';`);
});

afterAll(async () => {
  await db.close();
});

async function run(line: string) {
  const cmd = parseMetaCommand(line);
  const fn = metaCommand(cmd);
  if (fn === null) throw new Error(`unknown ${line}`);
  return fn(db, cmd.pattern, cmd.verbose);
}

describe('psql describe commands', () => {
  it('\\d lists relations as psql does', async () => {
    const [b] = await run('\\d');
    expect(b?.title).toBe('List of relations');
    expect(b?.fields).toEqual(['Schema', 'Name', 'Type', 'Owner']);
    expect(b?.rows.map((r) => `${r[1]}:${r[2]}`)).toEqual(['c:table', 'c_id_seq:sequence', 't:table', 't_id_seq:sequence', 'v:view']);
  });

  it('\\d table shows columns, indexes, checks, foreign keys and referencing tables', async () => {
    const [t] = await run('\\d t');
    expect(t?.title).toBe('Table "public.t"');
    expect(t?.rows[0]).toEqual(['id', 'integer', '', 'not null', "nextval('t_id_seq'::regclass)"]);
    expect(t?.footers).toEqual([
      'Indexes:',
      '    "t_pkey" PRIMARY KEY, btree (id)',
      '    "t_code_key" UNIQUE CONSTRAINT, btree (code)',
      '    "ti" btree (name)',
      'Check constraints:',
      `    "t_name_check" CHECK (name <> ''::text)`,
      'Referenced by:',
      '    TABLE "c" CONSTRAINT "c_tid_fkey" FOREIGN KEY (tid) REFERENCES t(id)',
    ]);
    const [c] = await run('\\d c');
    expect(c?.rows[0]?.[4]).toBe('generated always as identity');
    expect(c?.footers).toContain('Foreign-key constraints:');
  });

  it('\\d+ adds storage and description; views show their definition', async () => {
    const [t] = await run('\\d+ t');
    expect(t?.fields).toEqual(['Column', 'Type', 'Collation', 'Nullable', 'Default', 'Storage', 'Compression', 'Stats target', 'Description']);
    expect(t?.rows[1]?.[5]).toBe('extended');
    const [v] = await run('\\d+ v');
    expect(v?.title).toBe('View "public.v"');
    expect(v?.footers[0]).toBe('View definition:');
  });

  it('\\d on a sequence and an index', async () => {
    const [s] = await run('\\d t_id_seq');
    expect(s?.title).toBe('Sequence "public.t_id_seq"');
    expect(s?.footers).toEqual(['Owned by: public.t.id']);
    const [i] = await run('\\d ti');
    expect(i?.title).toBe('Index "public.ti"');
    expect(i?.footers).toEqual(['btree, for table "public.t"']);
  });

  it('\\dt, \\di, \\ds, \\dv, \\dn, \\df, \\l answer', async () => {
    expect((await run('\\dt'))[0]?.rows.map((r) => r[1])).toEqual(['c', 't']);
    expect((await run('\\di'))[0]?.rows.map((r) => `${r[1]}@${r[4]}`)).toEqual(['c_pkey@c', 't_code_key@t', 't_pkey@t', 'ti@t']);
    expect((await run('\\ds'))[0]?.rows.map((r) => r[1])).toEqual(['c_id_seq', 't_id_seq']);
    expect((await run('\\dv'))[0]?.rows.map((r) => r[1])).toEqual(['v']);
    expect((await run('\\dn'))[0]?.rows.map((r) => r[0])).toEqual(['app', 'public']);
    expect((await run('\\df'))[0]?.rows).toEqual([['public', 'add1', 'integer', 'n integer', 'func']]);
    expect((await run('\\l'))[0]?.rows.map((r) => r[0])).toEqual(['postgres', 'template0', 'template1']);
    expect((await run('\\dt app.*'))[0]?.rows.map((r) => `${r[0]}.${r[1]}`)).toEqual(['app.x']);
    expect((await run('\\dt nothing'))[0]?.message).toBe('Did not find any relation named "nothing".');
  });

  it('patterns become psql\'s regular expressions', () => {
    expect(patternSql('Foo*', 'c.relname', 'n.nspname', 'vis').where).toBe("  AND c.relname OPERATOR(pg_catalog.~) '^(foo.*)$' COLLATE pg_catalog.default\n  AND vis\n");
    expect(patternSql('"Foo".b?r', 'c.relname', 'n.nspname', 'vis').where).toBe(
      "  AND c.relname OPERATOR(pg_catalog.~) '^(b.r)$' COLLATE pg_catalog.default\n  AND n.nspname OPERATOR(pg_catalog.~) '^(Foo)$' COLLATE pg_catalog.default\n",
    );
  });
});
