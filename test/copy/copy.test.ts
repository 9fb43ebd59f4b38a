import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';
import { copy } from './copy-client.js';

// Issue 6: COPY FROM STDIN / TO STDOUT. Runs against pgsqlite or (PGSQLITE_TEST_TARGET=postgres)
// PostgreSQL 15 itself, which is how every expected answer here was checked.
const target = await startTarget();
const clients: pg.Client[] = [];
afterAll(async () => {
  await Promise.allSettled(clients.map((c) => c.end()));
  await target?.stop();
});

async function connect(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: target?.url ?? '' });
  c.on('error', () => undefined);
  await c.connect();
  clients.push(c);
  return c;
}

async function fresh(c: pg.Client, name: string, columns: string): Promise<void> {
  await c.query(`DROP TABLE IF EXISTS ${name}`);
  await c.query(`CREATE TABLE ${name} (${columns})`);
}

describe.skipIf(target === null)('6 COPY', () => {
  it('copy-1 text in: escapes, \\N, \\. end marker, data split at any byte; text out is what PostgreSQL prints', async () => {
    const c = await connect();
    await fresh(c, 'c1', 'a int, b text, c numeric(5,2)');
    const data = '1\tx\t1.5\n2\t\\N\t\\N\n3\ttab\\there \\\\ \\x41\\101 é\t2\n4\tnl\\nx\\r\t-0\n\\.\n';
    const bytes = Buffer.from(data);
    const chunks = Array.from(bytes, (_, i) => bytes.subarray(i, i + 1));
    const r = await copy(c, 'COPY c1 FROM STDIN', chunks);
    expect(r.error).toBeNull();
    expect(r.tag).toBe('COPY 4');
    const out = await copy(c, 'COPY c1 TO STDOUT');
    expect(out.tag).toBe('COPY 4');
    expect(out.data.toString()).toBe('1\tx\t1.50\n2\t\\N\t\\N\n3\ttab\\there \\\\ AA é\t2.00\n4\tnl\\nx\\r\t0.00\n');
    const rows = await c.query('SELECT b FROM c1 ORDER BY a');
    expect(rows.rows.map((x: { b: string | null }) => x.b)).toEqual(['x', null, 'tab\there \\ AA é', 'nl\nx\r']);
  });

  it('copy-2 CSV in: quotes, embedded newlines, HEADER, NULL vs empty, FORCE_NOT_NULL, FORCE_NULL, last line without newline', async () => {
    const c = await connect();
    await fresh(c, 'c2', 'a int, b text, c text');
    const data = 'a,b,c\n1,"x,""y""\nz",\n2,,""\n3,"",NUL\n4,NUL,"NUL"';
    let r = await copy(c, "COPY c2 FROM STDIN (FORMAT csv, HEADER, NULL 'NUL')", [data]);
    expect(r.error).toBeNull();
    expect(r.tag).toBe('COPY 4');
    const rows = await c.query('SELECT a, b, c FROM c2 ORDER BY a');
    expect(rows.rows).toEqual([
      { a: 1, b: 'x,"y"\nz', c: '' },
      { a: 2, b: '', c: '' },
      { a: 3, b: '', c: null },
      { a: 4, b: null, c: 'NUL' },
    ]);
    await c.query('TRUNCATE c2');
    r = await copy(c, 'COPY c2 FROM STDIN WITH (FORMAT csv, FORCE_NOT_NULL (b), FORCE_NULL (c))', ['1,,""\n']);
    expect(r.error).toBeNull();
    expect((await c.query('SELECT b, c FROM c2')).rows).toEqual([{ b: '', c: null }]);
  });

  it('copy-3 CSV out: quoting rules, FORCE_QUOTE, ESCAPE, HEADER, single column \\.', async () => {
    const c = await connect();
    await fresh(c, 'c3', 'a text, b text');
    await c.query("INSERT INTO c3 VALUES ('', 'x'), ('\\.', NULL), ('a\"b', 'c\\d'), (E'l1\\nl2', E'tab\\tx')");
    const csv = async (sql: string): Promise<string> => (await copy(c, sql)).data.toString();
    expect(await csv('COPY c3 TO STDOUT (FORMAT csv)')).toBe('"",x\n\\.,\n"a""b",c\\d\n"l1\nl2",tab\tx\n');
    expect(await csv('COPY (SELECT a FROM c3) TO STDOUT (FORMAT csv)')).toBe('""\n"\\."\n"a""b"\n"l1\nl2"\n');
    expect(await csv("COPY c3 TO STDOUT (FORMAT csv, ESCAPE '\\')")).toBe('"",x\n\\.,\n"a\\"b",c\\d\n"l1\nl2",tab\tx\n');
    expect(await csv("COPY c3 TO STDOUT (FORMAT csv, NULL 'NULL', HEADER)")).toBe('a,b\n,x\n\\.,NULL\n"a""b",c\\d\n"l1\nl2",tab\tx\n');
    expect(await csv('COPY c3 (b) TO STDOUT WITH CSV FORCE QUOTE *')).toBe('"x"\n\n"c\\d"\n"tab\tx"\n');
    expect(await csv('COPY c3 TO STDOUT (HEADER)')).toBe('a\tb\n\tx\n\\\\.\t\\N\na"b\tc\\\\d\nl1\\nl2\ttab\\tx\n');
  });

  it('copy-4 binary out is byte-identical to PostgreSQL; binary in reads it back', async () => {
    const c = await connect();
    await fresh(c, 'c4', 'i int4, t text, n numeric, b bool, ts timestamp');
    await c.query("INSERT INTO c4 VALUES (7, 'hé', 12.5, true, '2024-01-02 03:04:05'), (NULL, NULL, NULL, NULL, NULL)");
    const out = await copy(c, 'COPY c4 TO STDOUT (FORMAT binary)');
    expect(out.tag).toBe('COPY 2');
    expect(out.data.toString('hex')).toBe(
      '5047434f50590aff0d0a000000000000000000000500000004000000070000000368c3a90000000c0002000000000001000c1388' +
        '0000000101000000080002b0ec8515f3400005ffffffffffffffffffffffffffffffffffffffffffff',
    );
    await fresh(c, 'c4b', 'i int4, t text, n numeric, b bool, ts timestamp');
    const back = await copy(c, 'COPY c4b FROM STDIN (FORMAT binary)', [out.data.subarray(0, 20), out.data.subarray(20)]);
    expect(back.error).toBeNull();
    expect(back.tag).toBe('COPY 2');
    const rows = await c.query("SELECT i, t, n::text, b, ts::text FROM c4b ORDER BY i NULLS LAST");
    expect(rows.rows).toEqual([
      { i: 7, t: 'hé', n: '12.5', b: true, ts: '2024-01-02 03:04:05' },
      { i: null, t: null, n: null, b: null, ts: null },
    ]);
  });

  it('copy-5 bad rows: 22P02/22P04/22003 with the CONTEXT line PostgreSQL sends; nothing is kept', async () => {
    const c = await connect();
    await fresh(c, 'c5', 'a int, b text, c numeric(5,2)');
    const cases: [string, string, string, string][] = [
      ['1\tx\t1\n2\ty\t2\nzz\tq\t2\n', '22P02', 'invalid input syntax for type integer: "zz"', 'COPY c5, line 3, column a: "zz"'],
      ['1\tx\n', '22P04', 'missing data for column "c"', 'COPY c5, line 1: "1\tx"'],
      ['1\tx\t1\t4\n', '22P04', 'extra data after last expected column', 'COPY c5, line 1: "1\tx\t1\t4"'],
      ['1\tabc\t123456\n', '22003', 'numeric field overflow', 'COPY c5, line 1, column c: "123456"'],
      ['1\tx\t1\\.x\n', '22P04', 'end-of-copy marker corrupt', 'COPY c5, line 1'],
    ];
    for (const [data, code, message, where] of cases) {
      const r = await copy(c, 'COPY c5 FROM STDIN', [data]);
      expect([r.error?.code, r.error?.message, r.error?.where]).toEqual([code, message, where]);
    }
    const r = await copy(c, 'COPY c5 FROM STDIN (FORMAT csv)', ['1,"x\n']);
    expect([r.error?.code, r.error?.message, r.error?.where]).toEqual(['22P04', 'unterminated CSV quoted field', 'COPY c5, line 1: "1,"x\n"']);
    const h = await copy(c, 'COPY c5 FROM STDIN (FORMAT csv, HEADER match)', ['a,b,x\n']);
    expect([h.error?.code, h.error?.message, h.error?.where]).toEqual(['22P04', 'column name mismatch in header line field 3: got "x", expected "c"', 'COPY c5, line 1: "a,b,x"']);
    expect((await c.query('SELECT count(*)::int AS n FROM c5')).rows[0]).toEqual({ n: 0 });
  });

  it('copy-6 constraint violations name the line (unique: line only; not-null: line and text) and roll the COPY back', async () => {
    const c = await connect();
    await fresh(c, 'c6', 'k int PRIMARY KEY, v int NOT NULL');
    const rows = Array.from({ length: 1200 }, (_, i) => `${i + 1}\t${i}\n`);
    rows[1000] = '5\t5\n';
    let r = await copy(c, 'COPY c6 FROM STDIN', rows);
    expect([r.error?.code, r.error?.message, r.error?.detail, r.error?.where]).toEqual([
      '23505',
      'duplicate key value violates unique constraint "c6_pkey"',
      'Key (k)=(5) already exists.',
      'COPY c6, line 1001',
    ]);
    r = await copy(c, 'COPY c6 FROM STDIN', ['1\t1\n2\t\\N\n']);
    expect([r.error?.code, r.error?.message, r.error?.where]).toEqual([
      '23502',
      'null value in column "v" of relation "c6" violates not-null constraint',
      'COPY c6, line 2: "2\t\\N"',
    ]);
    expect((await c.query('SELECT count(*)::int AS n FROM c6')).rows[0]).toEqual({ n: 0 });
  });

  it('copy-7 CopyFail rolls back (57014); inside a transaction block the block fails', async () => {
    const c = await connect();
    await fresh(c, 'c7', 'a int');
    let r = await copy(c, 'COPY c7 FROM STDIN', ['1\n2\n'], 'client gave up');
    expect([r.error?.code, r.error?.message]).toEqual(['57014', 'COPY from stdin failed: client gave up']);
    expect((await c.query('SELECT count(*)::int AS n FROM c7')).rows[0]).toEqual({ n: 0 });
    await c.query('BEGIN');
    r = await copy(c, 'COPY c7 FROM STDIN', ['1\n']);
    expect(r.tag).toBe('COPY 1');
    r = await copy(c, 'COPY c7 FROM STDIN', ['x\n']);
    expect(r.error?.code).toBe('22P02');
    await expect(c.query('SELECT 1')).rejects.toMatchObject({ code: '25P02' });
    await c.query('ROLLBACK');
    expect((await c.query('SELECT count(*)::int AS n FROM c7')).rows[0]).toEqual({ n: 0 });
  });

  it('copy-8 column lists: defaults and serials fill the others; COPY (query) TO; 10 000 rows', async () => {
    const c = await connect();
    await fresh(c, 'c8', "id serial PRIMARY KEY, v int, note text DEFAULT 'none'");
    const lines = Array.from({ length: 10_000 }, (_, i) => `${i}\n`);
    const r = await copy(c, 'COPY c8 (v) FROM STDIN', [lines.join('')]);
    expect(r.tag).toBe('COPY 10000');
    const s = await c.query("SELECT count(*)::int AS n, sum(v)::int AS s, max(id) AS m, count(*) FILTER (WHERE note = 'none')::int AS d FROM c8");
    expect(s.rows[0]).toEqual({ n: 10000, s: 49995000, m: 10000, d: 10000 });
    const out = await copy(c, 'COPY (SELECT id, v * 2 AS w FROM c8 WHERE id <= 3 ORDER BY id) TO STDOUT WITH (FORMAT csv, HEADER)');
    expect([out.tag, out.data.toString()]).toEqual(['COPY 3', 'id,w\n1,0\n2,2\n3,4\n']);
  });

  it('copy-9 option and target errors as PostgreSQL reports them', async () => {
    const c = await connect();
    await fresh(c, 'c9', 'a int, b text');
    const cases: [string, string, string][] = [
      ["COPY c9 TO '/tmp/pgsqlite-copy'", '42501', 'must be superuser or have privileges of the pg_write_server_files role to COPY to a file'],
      ["COPY c9 FROM '/etc/passwd'", '42501', 'must be superuser or have privileges of the pg_read_server_files role to COPY from a file'],
      ["COPY c9 FROM PROGRAM 'ls'", '42501', 'must be superuser or have privileges of the pg_execute_server_program role to COPY to or from an external program'],
      ["COPY c9 FROM STDIN (DELIMITER 'ab')", '0A000', 'COPY delimiter must be a single one-byte character'],
      ["COPY c9 FROM STDIN (QUOTE 'a')", '0A000', 'COPY quote available only in CSV mode'],
      ["COPY c9 FROM STDIN (FORMAT binary, DELIMITER ',')", '42601', 'cannot specify DELIMITER in BINARY mode'],
      ['COPY c9 FROM STDIN (FORMAT csv, FORCE_QUOTE (a))', '0A000', 'COPY force quote only available using COPY TO'],
      ['COPY c9 TO STDOUT (FORMAT csv, FORCE_NOT_NULL (a))', '0A000', 'COPY force not null only available using COPY FROM'],
      ["COPY c9 FROM STDIN (DELIMITER ',', DELIMITER ',')", '42601', 'conflicting or redundant options'],
      ['COPY c9 FROM STDIN (bogus 1)', '42601', 'option "bogus" not recognized'],
      ['COPY c9 FROM STDIN (FORMAT xml)', '22023', 'COPY format "xml" not recognized'],
      ['COPY c9 (a, zz) FROM STDIN', '42703', 'column "zz" of relation "c9" does not exist'],
      ['COPY c9 (a, a) FROM STDIN', '42701', 'column "a" specified more than once'],
      ['COPY c9 FROM STDIN (FORMAT binary, HEADER)', '0A000', 'cannot specify HEADER in BINARY mode'],
      ["COPY c9 FROM STDIN (DELIMITER '\\')", '22023', 'COPY delimiter cannot be "\\"'],
      ["COPY c9 FROM STDIN (DELIMITER ',', NULL 'a,b')", '0A000', 'COPY delimiter must not appear in the NULL specification'],
      ["COPY c9 FROM STDIN (FORMAT csv, QUOTE ',')", '22023', 'COPY delimiter and quote must be different'],
      ['COPY c9 TO STDOUT (FORMAT csv, HEADER match)', '0A000', 'cannot use "match" with HEADER in COPY TO'],
      ['COPY c9 (a) TO STDOUT (FORMAT csv, FORCE_QUOTE (b))', '42P10', 'FORCE_QUOTE column "b" not referenced by COPY'],
      ['COPY nosuch FROM STDIN', '42P01', 'relation "nosuch" does not exist'],
    ];
    for (const [sql, code, message] of cases) {
      // The test connects as a superuser: PostgreSQL itself would let it use server files.
      if (code === '42501' && target?.kind === 'postgres') continue;
      const r = await copy(c, sql);
      expect([sql, r.error?.code, r.error?.message]).toEqual([sql, code, message]);
    }
  });
});
