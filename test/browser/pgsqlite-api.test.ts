import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pgsqlite } from '@pgsqlite/browser';
import { DatabaseError } from '@pgsqlite/browser';
import { nativePgsqlite } from './native-host.js';

// The browser entry's API over the same host code the Web Worker runs, here in Node on the
// native engine: query/exec/execProtocol answer as the server does over TCP.
let db: Pgsqlite;

beforeAll(async () => {
  db = await nativePgsqlite();
});

afterAll(async () => {
  await db.close();
});

describe('query', () => {
  it('returns rows, fields with type OIDs and the command tag', async () => {
    const r = await db.query('SELECT $1::int AS n, $2::text AS t, NULL::numeric AS z', [42, 'hi']);
    expect(r.rows).toEqual([{ n: 42, t: 'hi', z: null }]);
    expect(r.fields.map((f) => [f.name, f.typeOid])).toEqual([
      ['n', 23],
      ['t', 25],
      ['z', 1700],
    ]);
    expect(r.tag).toBe('SELECT 1');
  });

  it('throws PostgreSQL errors with SQLSTATE and position', async () => {
    const e = await db.query('SELECT * FROM missing_table').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(DatabaseError);
    expect((e as DatabaseError).code).toBe('42P01');
    expect((e as DatabaseError).position).toBe(15);
    expect((e as DatabaseError).message).toBe('relation "missing_table" does not exist');
  });

  it('keeps int8 and numeric exact, parses bool and json', async () => {
    const r = await db.query("SELECT 9007199254740993::int8 AS big, 1.10::numeric AS n, true AS b, '{\"a\":[1]}'::jsonb AS j");
    expect(r.rows[0]).toEqual({ big: '9007199254740993', n: '1.10', b: true, j: { a: [1] } });
  });

  it('text mode gives PostgreSQL text output, array rows', async () => {
    const r = await db.query("SELECT true, '2024-01-02'::date", [], { rowMode: 'array', text: true });
    expect(r.rows).toEqual([['t', '2024-01-02']]);
  });
});

describe('exec', () => {
  it('runs a script and gives one result per statement', async () => {
    const results = await db.exec('CREATE TABLE e1 (id int PRIMARY KEY, v text); INSERT INTO e1 VALUES (1, $$a$$), (2, NULL); SELECT * FROM e1 ORDER BY id');
    expect(results.map((r) => r.tag)).toEqual(['CREATE TABLE', 'INSERT 0 2', 'SELECT 2']);
    expect(results[2]?.rows).toEqual([
      { id: 1, v: 'a' },
      { id: 2, v: null },
    ]);
  });

  it('stops at the failing statement and reports the earlier results', async () => {
    const e = (await db.exec('SELECT 1; SELECT 1/0; SELECT 3').catch((x: unknown) => x)) as DatabaseError & { results: unknown[] };
    expect(e.code).toBe('22012');
    expect(e.results).toHaveLength(1);
  });

  it('tracks the transaction status', async () => {
    await db.exec('BEGIN');
    expect(db.status).toBe('T');
    await db.exec('SELECT nope').catch(() => undefined);
    expect(db.status).toBe('E');
    await db.exec('ROLLBACK');
    expect(db.status).toBe('I');
  });
});

describe('execProtocol', () => {
  it('answers raw protocol bytes like a socket would', async () => {
    const sql = new TextEncoder().encode('SELECT 7 AS seven\0');
    const msg = new Uint8Array(5 + sql.length);
    msg[0] = 0x51;
    new DataView(msg.buffer).setInt32(1, 4 + sql.length);
    msg.set(sql, 5);
    const out = await db.execProtocol(msg);
    const types = [];
    for (let at = 0; at < out.length; at += 1 + new DataView(out.buffer, out.byteOffset).getInt32(at + 1)) types.push(String.fromCharCode(out[at] as number));
    expect(types).toEqual(['T', 'D', 'C', 'Z']);
  });
});

describe('split', () => {
  it('finds statements as the parser reads them', async () => {
    const script = "SELECT ';' AS a;\n-- two\nSELECT 2;\n\nSELECT 3";
    const spans = await db.split(script);
    expect(spans.map((s) => script.slice(s.from, s.to))).toEqual(["SELECT ';' AS a;", '-- two\nSELECT 2;', 'SELECT 3']);
  });

  it('counts in characters where the parser counts UTF-8 bytes', async () => {
    const script = "SELECT 'é€'; SELECT 2;\nSELECT '😀' AS x; SELECT nope;";
    const spans = await db.split(script);
    expect(spans.map((s) => script.slice(s.from, s.to))).toEqual(["SELECT 'é€';", 'SELECT 2;', "SELECT '😀' AS x;", 'SELECT nope;']);
  });
});
