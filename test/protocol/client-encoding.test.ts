import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';
import { errorFields, message, RawClient, startupMessage, type RawMessage } from '../helpers/raw-client.js';

// Client encodings other than UTF8, byte for byte on the wire. PGSQLITE_TEST_TARGET=postgres runs
// the same cases against PostgreSQL 15 (a UTF8 database), whose answers these expectations are.
const target = await startTarget();
afterAll(async () => target?.stop());

const cstr = (b: Buffer): Buffer => Buffer.concat([b, Buffer.from([0])]);
const int16 = (n: number): Buffer => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
const int32 = (n: number): Buffer => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
/** A Query message whose SQL is given as raw bytes (in the client encoding). */
const rawQuery = (sql: Buffer): Buffer => message('Q', cstr(sql));
const latin1 = (s: string): Buffer => Buffer.from(s, 'latin1');

async function client(encoding: string): Promise<{ c: RawClient; status: RawMessage[] }> {
  const c = await RawClient.connect(target?.host ?? '', target?.port ?? 0);
  c.write(startupMessage({ user: 'postgres', database: 'postgres', client_encoding: encoding }));
  const status = (await c.until('Z', 30_000)).filter((m) => m.type === 'S');
  return { c, status };
}

/** DataRow values as raw buffers (null for SQL NULL). */
function dataRow(m: RawMessage): (Buffer | null)[] {
  const n = m.body.readInt16BE(0);
  const out: (Buffer | null)[] = [];
  let p = 2;
  for (let i = 0; i < n; i++) {
    const len = m.body.readInt32BE(p);
    p += 4;
    out.push(len < 0 ? null : m.body.subarray(p, p + len));
    p += Math.max(len, 0);
  }
  return out;
}

async function run(c: RawClient, sql: Buffer): Promise<{ rows: (Buffer | null)[][]; errors: Record<string, string>[]; names: Buffer[]; tags: string[] }> {
  c.write(rawQuery(sql));
  const msgs = await c.until('Z');
  const names: Buffer[] = [];
  for (const m of msgs.filter((x) => x.type === 'T')) {
    let p = 2;
    for (let i = 0; i < m.body.readInt16BE(0); i++) {
      const end = m.body.indexOf(0, p);
      names.push(m.body.subarray(p, end));
      p = end + 1 + 18;
    }
  }
  return {
    rows: msgs.filter((m) => m.type === 'D').map(dataRow),
    errors: msgs.filter((m) => m.type === 'E').map((m) => errorFields(m.body)),
    names,
    tags: msgs.filter((m) => m.type === 'C').map((m) => m.body.subarray(0, -1).toString('latin1')),
  };
}

describe.skipIf(target === null)(`client encodings (${target?.kind})`, () => {
  it('client-encoding-1 the startup parameter is reported by its canonical name', async () => {
    const { c, status } = await client('latin-1');
    const reported = status.map((m) => m.body.toString('latin1').split('\0')).find(([k]) => k === 'client_encoding');
    expect(reported?.[1]).toBe('LATIN1');
    const r = await run(c, latin1('SHOW client_encoding'));
    expect(r.rows[0]?.[0]?.toString()).toBe('LATIN1');
    c.socket.destroy();
  });

  it('client-encoding-2 LATIN1 text in and out: query text, values, column names', async () => {
    const { c } = await client('LATIN1');
    const r = await run(c, latin1("SELECT 'café' AS \"é\", length('café') AS n, octet_length('café') AS o"));
    expect(r.names.map((b) => b.toString('latin1'))).toEqual(['é', 'n', 'o']);
    expect(r.rows[0]?.map((b) => b?.toString('latin1'))).toEqual(['café', '4', '5']);
    c.socket.destroy();
  });

  it('client-encoding-3 an unconvertible result value is 22P05 and its INSERT … RETURNING inserts nothing', async () => {
    const { c } = await client('LATIN1');
    await run(c, latin1('CREATE TEMP TABLE enc3 (t text)'));
    const r = await run(c, latin1('INSERT INTO enc3 VALUES (chr(26085)) RETURNING t'));
    expect(r.errors.map((e) => [e['C'], e['M']])).toEqual([['22P05', 'character with byte sequence 0xe6 0x97 0xa5 in encoding "UTF8" has no equivalent in encoding "LATIN1"']]);
    const n = await run(c, latin1('SELECT count(*) FROM enc3'));
    expect(n.rows[0]?.[0]?.toString()).toBe('0');
    c.socket.destroy();
  });

  it('client-encoding-4 an error message the encoding cannot hold becomes the 22P05 of its conversion', async () => {
    const { c } = await client('LATIN1');
    const r = await run(c, latin1('SELECT chr(26085)::int'));
    expect(r.errors.map((e) => [e['S'], e['C'], e['M']])).toEqual([['ERROR', '22P05', 'character with byte sequence 0xe6 0x97 0xa5 in encoding "UTF8" has no equivalent in encoding "LATIN1"']]);
    c.write(rawQuery(latin1("SELECT 'é'::int")));
    const err = (await c.until('Z')).find((m) => m.type === 'E');
    // the message's bytes are LATIN1: é is the one byte 0xE9
    expect(err?.body.includes(latin1('Minvalid input syntax for type integer: "é"\0'))).toBe(true);
    c.socket.destroy();
  });

  it('client-encoding-5 WIN1252: 0x80 is the euro sign, 0x81 has no UTF8 equivalent (22P05)', async () => {
    const { c } = await client('windows-1252');
    const r = await run(c, Buffer.from([...Buffer.from("SELECT '"), 0x80, ...Buffer.from("' = chr(8364), chr(8364)")]));
    expect(r.rows[0]?.map((b) => b?.toString('latin1'))).toEqual(['t', '\x80']);
    const bad = await run(c, Buffer.from([...Buffer.from("SELECT '"), 0x81, ...Buffer.from("'")]));
    expect(bad.errors.map((e) => [e['C'], e['M']])).toEqual([['22P05', 'character with byte sequence 0x81 in encoding "WIN1252" has no equivalent in encoding "UTF8"']]);
    c.socket.destroy();
  });

  it('client-encoding-6 SET client_encoding converts the rest of the session; Bind text and binary text parameters too', async () => {
    const { c } = await client('UTF8');
    await run(c, latin1("SET client_encoding = 'koi8'"));
    // KOI8-R 0xC1 is U+0430 (Cyrillic a)
    const param = Buffer.from([0xc1]);
    c.write(message('P', Buffer.concat([cstr(Buffer.from('')), cstr(Buffer.from('SELECT $1::text = chr(1072), $2::text = chr(1072), $1::text')), int16(2), int32(25), int32(25)])));
    c.write(message('B', Buffer.concat([cstr(Buffer.from('')), cstr(Buffer.from('')), int16(2), int16(0), int16(1), int16(2), int32(1), param, int32(1), param, int16(1), int16(0)])));
    c.write(message('E', Buffer.concat([cstr(Buffer.from('')), int32(0)])));
    c.write(message('S'));
    const msgs = await c.until('Z');
    const row = msgs.find((m) => m.type === 'D');
    expect(row === undefined ? null : dataRow(row).map((b) => b?.toString('latin1'))).toEqual(['t', 't', '\xc1']);
    c.socket.destroy();
  });

  it('client-encoding-7 a NUL byte in a LATIN1 text parameter is 22021 naming LATIN1', async () => {
    const { c } = await client('LATIN1');
    c.write(message('P', Buffer.concat([cstr(Buffer.from('')), cstr(Buffer.from('SELECT $1::text')), int16(1), int32(25)])));
    c.write(message('B', Buffer.concat([cstr(Buffer.from('')), cstr(Buffer.from('')), int16(0), int16(1), int32(2), Buffer.from([0x61, 0x00]), int16(0)])));
    c.write(message('S'));
    const msgs = await c.until('Z');
    const err = msgs.find((m) => m.type === 'E');
    const f = errorFields(err?.body ?? Buffer.alloc(0));
    expect([f['C'], f['M']]).toEqual(['22021', 'invalid byte sequence for encoding "LATIN1": 0x00']);
    c.socket.destroy();
  });

  it('client-encoding-8 an unknown encoding name is 22023', async () => {
    const { c } = await client('UTF8');
    const r = await run(c, latin1("SET client_encoding = 'klingon'"));
    expect(r.errors.map((e) => [e['C'], e['M']])).toEqual([['22023', 'invalid value for parameter "client_encoding": "klingon"']]);
    c.socket.destroy();
  });

  it('client-encoding-9 COPY TO STDOUT and FROM STDIN convert their data', async () => {
    const { c } = await client('LATIN1');
    await run(c, latin1('CREATE TEMP TABLE enc9 (t text)'));
    c.write(rawQuery(latin1('COPY enc9 FROM STDIN')));
    await c.until('G');
    c.write(message('d', latin1('ñandú\n')));
    c.write(message('c'));
    await c.until('Z');
    const check = await run(c, latin1("SELECT t = 'ñandú', length(t) FROM enc9"));
    expect(check.rows[0]?.map((b) => b?.toString())).toEqual(['t', '5']);
    c.write(rawQuery(latin1('COPY enc9 TO STDOUT')));
    const out = await c.until('Z');
    expect(out.filter((m) => m.type === 'd').map((m) => m.body.toString('latin1'))).toEqual(['ñandú\n']);
    c.socket.destroy();
  });

  it('client-encoding-10 binary results: text, jsonb, text[] elements and record fields are in the client encoding', async () => {
    const { c } = await client('LATIN1');
    const sql = "SELECT 'é'::text, '{\"é\": 1}'::jsonb, ARRAY['é', NULL, 'ab']::text[], ROW('é'::text, 7), 7::int4";
    c.write(message('P', Buffer.concat([cstr(Buffer.from('')), cstr(latin1(sql)), int16(0)])));
    c.write(message('B', Buffer.concat([cstr(Buffer.from('')), cstr(Buffer.from('')), int16(0), int16(0), int16(1), int16(1)])));
    c.write(message('E', Buffer.concat([cstr(Buffer.from('')), int32(0)])));
    c.write(message('S'));
    const msgs = await c.until('Z');
    const row = msgs.find((m) => m.type === 'D');
    const [text, jsonb, array, record, int] = row === undefined ? [] : dataRow(row);
    expect(text?.toString('hex')).toBe('e9');
    expect(jsonb?.toString('latin1')).toBe('\x01{"é": 1}');
    // array_send: 1 dimension, has nulls, element type 25, (3, 1), then (1, é), (-1), (2, ab)
    expect(array?.toString('hex')).toBe('000000010000000100000019' + '0000000300000001' + '00000001e9' + 'ffffffff' + '000000026162');
    // record_send: 2 fields, (25, 1, é), (23, 4, 7)
    expect(record?.toString('hex')).toBe('00000002' + '0000001900000001e9' + '000000170000000400000007');
    expect(int?.toString('hex')).toBe('00000007');
    c.socket.destroy();
  });

  it('client-encoding-11 COPY … (ENCODING \'UTF8\') in a LATIN1 session reads and writes UTF-8', async () => {
    const { c } = await client('LATIN1');
    await run(c, latin1('CREATE TEMP TABLE enc11 (t text)'));
    c.write(rawQuery(latin1("COPY enc11 FROM STDIN (ENCODING 'UTF8')")));
    await c.until('G');
    c.write(message('d', Buffer.from('日本\n', 'utf8')));
    c.write(message('c'));
    await c.until('Z');
    const check = await run(c, latin1('SELECT t = chr(26085) || chr(26412), length(t) FROM enc11'));
    expect(check.rows[0]?.map((b) => b?.toString())).toEqual(['t', '2']);
    c.write(rawQuery(latin1("COPY enc11 TO STDOUT (ENCODING 'utf-8')")));
    const out = await c.until('Z');
    expect(out.filter((m) => m.type === 'd').map((m) => m.body.toString('utf8'))).toEqual(['日本\n']);
    c.write(rawQuery(latin1('COPY enc11 TO STDOUT')));
    const failed = await c.until('Z');
    expect(failed.filter((m) => m.type === 'E').map((m) => errorFields(m.body)['C'])).toEqual(['22P05']);
    c.socket.destroy();
  });
});
