import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';
import { RawClient, errorFields, message, parse, startupMessage, sync, execute } from '../helpers/raw-client.js';

const target = await startTarget();
afterAll(async () => target?.stop());

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: target?.url });
  await client.connect();
  return client;
}

/** hstore's text form parsed the simple way a client parser does (quoted keys and values, NULL bare). */
function parseHstore(text: string): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  const re = /"((?:[^"\\]|\\.)*)"=>(NULL|"((?:[^"\\]|\\.)*)")/g;
  const unescape = (s: string): string => s.replace(/\\(.)/g, '$1');
  for (const m of text.matchAll(re)) out[unescape(m[1] as string)] = m[2] === 'NULL' ? null : unescape(m[3] as string);
  return out;
}

/** hstore_send's format: int32 count, then int32 length + bytes per key and value (-1: NULL). */
function sendForm(pairs: [string, string | null][]): Buffer {
  const parts: Buffer[] = [];
  const int32 = (n: number): Buffer => {
    const b = Buffer.alloc(4);
    b.writeInt32BE(n);
    return b;
  };
  parts.push(int32(pairs.length));
  for (const [k, v] of pairs) {
    parts.push(int32(Buffer.byteLength(k)), Buffer.from(k));
    parts.push(v === null ? int32(-1) : Buffer.concat([int32(Buffer.byteLength(v)), Buffer.from(v)]));
  }
  return Buffer.concat(parts);
}

describe.skipIf(target === null)(`hstore through node-postgres (${target?.kind})`, () => {
  it('4-hstore-1 a client finds hstore and _hstore in pg_type after CREATE EXTENSION and reads values through a parser registered for that OID', async () => {
    const c = await connect();
    try {
      await c.query('CREATE EXTENSION IF NOT EXISTS hstore');
      const { rows } = await c.query(`SELECT oid, typarray FROM pg_type WHERE typname = 'hstore'`);
      const oid = Number(rows[0].oid);
      expect(oid).toBeGreaterThanOrEqual(16384);
      expect(Number(rows[0].typarray)).toBeGreaterThanOrEqual(16384);
      const types = { getTypeParser: (t: number, f?: 'text' | 'binary') => (t === oid ? parseHstore : pg.types.getTypeParser(t, f)) };
      await c.query('CREATE TABLE hs_docs (id int PRIMARY KEY, attrs hstore)');
      await c.query('INSERT INTO hs_docs VALUES ($1, $2), ($3, $4), ($5, $6)', [1, 'b=>2, a=>1', 2, '"k e y"=>"v\\"q", n=>NULL', 3, '']);
      const read = await c.query({ text: 'SELECT id, attrs FROM hs_docs ORDER BY attrs', types });
      expect(read.fields[1]?.dataTypeID).toBe(oid);
      expect(read.rows).toEqual([
        { id: 3, attrs: {} },
        { id: 1, attrs: { a: '1', b: '2' } },
        { id: 2, attrs: { n: null, 'k e y': 'v"q' } },
      ]);
      // a parameter compared with an hstore column takes its type
      const found = await c.query('SELECT id FROM hs_docs WHERE attrs @> $1 OR attrs = $2 ORDER BY id', ['a=>1', 'n=>NULL, "k e y"=>"v\\"q"']);
      expect(found.rows.map((r) => r.id)).toEqual([1, 2]);
      await c.query(`UPDATE hs_docs SET attrs['c'] = $1 WHERE id = 1`, ['3']);
      expect((await c.query('SELECT attrs::text AS t FROM hs_docs WHERE id = 1')).rows[0].t).toBe('"a"=>"1", "b"=>"2", "c"=>"3"');
      const dropped = await c.query('DROP EXTENSION hstore').then(
        () => undefined,
        (e: { code?: string; detail?: string }) => e,
      );
      expect(dropped?.code).toBe('2BP01');
      expect(dropped?.detail).toBe('column attrs of table hs_docs depends on type hstore');
    } finally {
      await c.query('DROP TABLE IF EXISTS hs_docs');
      await c.query('DROP EXTENSION IF EXISTS hstore');
      await c.end();
    }
    const after = await connect();
    try {
      expect((await after.query(`SELECT count(*)::int AS n FROM pg_type WHERE typname IN ('hstore', '_hstore')`)).rows[0].n).toBe(0);
    } finally {
      await after.end();
    }
  });

  it('4-hstore-2 binary: results are hstore_send\'s format in key order; a parameter is read by hstore_recv (sorted, first of duplicate keys kept, a NULL key 22004)', async () => {
    const setup = await connect();
    await setup.query('CREATE EXTENSION IF NOT EXISTS hstore');
    const oid = Number((await setup.query(`SELECT 'hstore'::regtype::oid AS oid`)).rows[0].oid);
    const raw = await RawClient.connect(target!.host, target!.port);
    try {
      raw.write(startupMessage());
      await raw.until('Z');
      // Bind: no portal/statement name, one binary parameter (when given), binary results
      const bindBinary = (value: Buffer | undefined): Buffer => {
        const len = Buffer.alloc(4);
        len.writeInt32BE(value?.length ?? 0);
        const params = value === undefined ? Buffer.from([0, 0, 0, 0]) : Buffer.concat([Buffer.from([0, 1, 0, 1, 0, 1]), len, value]);
        return message('B', Buffer.concat([Buffer.from([0, 0]), params, Buffer.from([0, 1, 0, 1])]));
      };
      const runBytes = async (sql: string, value?: Buffer): Promise<{ bytes?: Buffer; error?: Record<string, string> }> => {
        raw.write(Buffer.concat([parse(sql, '', value === undefined ? [] : [oid]), bindBinary(value), execute(), sync()]));
        const msgs = await raw.until('Z');
        const err = msgs.find((m) => m.type === 'E');
        if (err) return { error: errorFields(err.body) };
        const row = msgs.find((m) => m.type === 'D') as { body: Buffer };
        const len = row.body.readInt32BE(2);
        return { bytes: Buffer.from(row.body.subarray(6, 6 + len)) };
      };
      const run = async (value: Buffer): Promise<{ text?: string; error?: Record<string, string> }> => {
        const r = await runBytes('SELECT $1::text', value);
        return r.error ? { error: r.error } : { text: r.bytes?.toString('utf8') };
      };
      expect(await runBytes(`SELECT 'bb=>NULL, a=>1, "é"=>"ü"'::hstore`)).toEqual({ bytes: sendForm([['a', '1'], ['bb', null], ['é', 'ü']]) });
      expect(await runBytes(`SELECT ''::hstore`)).toEqual({ bytes: sendForm([]) });
      expect(await run(sendForm([['zz', 'x'], ['a', null], ['a', '2']]))).toEqual({ text: '"a"=>NULL, "zz"=>"x"' });
      const nullKey = Buffer.from([0, 0, 0, 1, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
      const bad = await run(nullKey);
      expect(bad.error?.['C']).toBe('22004');
      expect(bad.error?.['M']).toBe('null value not allowed for hstore key');
    } finally {
      raw.socket.destroy();
      await setup.query('DROP EXTENSION IF EXISTS hstore');
      await setup.end();
    }
  });
});
