import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RawClient, execute, message, parse, query, startedClient, sync, type RawMessage } from '../helpers/raw-client.js';
import { startTarget, type TestTarget } from '../helpers/pgsqlite.js';

/**
 * A result an Execute sends whole (no row limit) is encoded into DataRows by the executor thread
 * that reads it (backend data-rows.ts); with a row limit, or over a simple query, by the server
 * thread. The bytes must be the same either way: every built-in type, text and binary, NULLs,
 * several batches, and format settings other than the defaults (the spec carries them).
 */

let target: TestTarget | null = null;
let c: RawClient;

const COLUMNS = [
  ['i2', 'int2', `(i % 300 - 150)::int2`],
  ['i8', 'int8', `i::int8 * 100000000007`],
  ['f4', 'float4', `CASE WHEN i % 97 = 0 THEN 'NaN'::float4 WHEN i % 89 = 0 THEN '-Infinity'::float4 ELSE (i / 3.0)::float4 END`],
  ['f8', 'float8', `CASE WHEN i % 83 = 0 THEN 'Infinity'::float8 ELSE i / 7.0 * 1e-5 END`],
  ['n', 'numeric(14,3)', `i * -1.125`],
  ['nn', 'numeric', `CASE WHEN i % 79 = 0 THEN 'NaN'::numeric ELSE i::numeric ^ 3 / 7 END`],
  ['t', 'text', `'välue ' || i || repeat('x', i % 90)`],
  ['vc', 'varchar(12)', `'v' || i`],
  ['ch', 'char(5)', `(i % 10)::text`],
  ['b', 'bool', `i % 3 = 0`],
  ['d', 'date', `date '1999-12-30' + i * 37`],
  ['tm', 'time', `time '00:00:01.5' + i * interval '61.25 seconds'`],
  ['tz', 'timetz', `('10:11:12+0' || (i % 10) || ':30')::timetz`],
  ['ts', 'timestamp', `timestamp '2000-02-28 23:59:59.999' + i * interval '13 hours 7 minutes'`],
  ['tstz', 'timestamptz', `timestamptz '1969-07-20 20:17:40+00' + i * interval '1 day 3 hours 0.000001 second'`],
  ['iv', 'interval', `i * interval '1 month 2 days 3 hours 4.5 seconds' - interval '1 year'`],
  ['by', 'bytea', `decode(md5(i::text), 'hex') || '\\x00275c'::bytea`],
  ['u', 'uuid', `md5(i::text)::uuid`],
  ['j', 'json', `json_build_object('k', i, 's', 'é"q')`],
  ['jb', 'jsonb', `jsonb_build_object('k', i, 'a', jsonb_build_array(1.50, 'x', null))`],
  ['ai', 'int4[]', `ARRAY[i, -i, NULL, 7]`],
  ['at', 'text[]', `ARRAY['a b', 'q"' || i, NULL, 'é']`],
  ['af', 'float8[]', `ARRAY[i / 3.0, 1e300, -0.5]::float8[]`],
  ['ip', 'inet', `('10.0.' || (i % 256) || '.1/24')::inet`],
  ['o', 'oid', `(i * 7)::oid`],
  ['nm', 'name', `('n' || i)::name`],
] as const;

beforeAll(async () => {
  target = await startTarget();
  if (target === null) return;
  c = await startedClient(target.host, target.port);
  const cols = COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ');
  const values = COLUMNS.map(([, , expr]) => `CASE WHEN i % 13 = 0 THEN NULL ELSE ${expr} END`).join(', ');
  c.write(query(`DROP TABLE IF EXISTS data_rows; CREATE TABLE data_rows (id int4 PRIMARY KEY, ${cols}); INSERT INTO data_rows SELECT i, ${values} FROM generate_series(1, 700) AS s(i)`));
  const out = await c.until('Z', 30000);
  expect(out.filter((m) => m.type === 'E')).toEqual([]);
}, 60000);

afterAll(async () => {
  c?.end();
  await target?.stop();
});

/** Bind with one result format code per column (or `formats` as given). */
function bindFormats(formats: number[]): Buffer {
  const head = Buffer.from([0, 0, 0, 0, 0, 0]); // portal '', statement '', 0 parameter formats, 0 parameters
  const count = Buffer.alloc(2);
  count.writeInt16BE(formats.length);
  const codes = Buffer.concat(formats.map((f) => Buffer.from([0, f])));
  return message('B', Buffer.concat([head, count, codes]));
}

const WIDTH = COLUMNS.length + 1;
const SQL = `SELECT id, ${COLUMNS.map(([name]) => name).join(', ')} FROM data_rows ORDER BY id`;

/** The messages of Parse/Bind/Execute(maxRows)/Sync, after ParseComplete and BindComplete. */
async function run(formats: number[], maxRows: number): Promise<RawMessage[]> {
  c.write(Buffer.concat([parse(SQL), bindFormats(formats), execute('', maxRows), sync()]));
  const out = await c.until('Z', 30000);
  return out.slice(2);
}

const summary = (ms: RawMessage[]): string => ms.filter((m) => m.type !== 'D').map((m) => `${m.type} ${m.body.toString('latin1')}`).join(' | ');

async function compare(formats: number[]): Promise<void> {
  const whole = await run(formats, 0);
  const limited = await run(formats, 1_000_000);
  expect(summary(whole)).toBe(summary(limited));
  expect(whole.filter((m) => m.type === 'D')).toHaveLength(700);
  expect(whole.length).toBe(limited.length);
  for (let i = 0; i < whole.length; i++) expect(whole[i]?.body.equals(limited[i]?.body as Buffer), `message ${i}`).toBe(true);
}

const SETTINGS = [
  ['defaults', `RESET ALL`],
  ['other styles', `SET DateStyle = 'SQL, DMY'; SET TimeZone = 'America/New_York'; SET IntervalStyle = 'sql_standard'; SET extra_float_digits = 0; SET bytea_output = 'escape'`],
  ['German, postgres_verbose', `SET DateStyle = 'German'; SET TimeZone = 'Asia/Kolkata'; SET IntervalStyle = 'postgres_verbose'; SET extra_float_digits = 3`],
] as const;

describe.each(SETTINGS)('DataRows encoded by the executor equal the server thread\'s (%s)', (_name, set) => {
  beforeAll(async () => {
    c.write(query(set));
    await c.until('Z');
  });

  it('executor-data-rows-1 text format', async () => {
    if (target === null) return;
    await compare([0]);
  });

  it('executor-data-rows-2 binary format', async () => {
    if (target === null) return;
    await compare([1]);
  });

  it('executor-data-rows-3 mixed formats', async () => {
    if (target === null) return;
    await compare(Array.from({ length: WIDTH }, (_, i) => i % 2));
  });

  it('executor-data-rows-4 a simple query sends the same text rows', async () => {
    if (target === null) return;
    const limited = await run([0], 1_000_000);
    c.write(query(SQL));
    const simple = (await c.until('Z', 30000)).filter((m) => m.type === 'D');
    const rows = limited.filter((m) => m.type === 'D');
    expect(simple).toHaveLength(700);
    for (let i = 0; i < rows.length; i++) expect(simple[i]?.body.equals(rows[i]?.body as Buffer), `row ${i}`).toBe(true);
  });
});
