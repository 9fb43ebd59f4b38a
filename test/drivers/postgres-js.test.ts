/**
 * postgres.js round trip (issue 3): every type written as native JS values through its default
 * mode (prepared statements; parameters serialized by the types the server describes) and read
 * back with its default parsers and raw; pgsqlite must give what PostgreSQL 15 gives.
 */
import postgres from 'postgres';
import { beforeAll, describe } from 'vitest';
import { startPostgres } from '../helpers/postgres.js';
import { startTarget } from '../helpers/pgsqlite.js';
import { compareColumns, type ModeOutputs } from './compare.js';
import { createStatements, driverCases, expected, insertSql, rowCount, show, typeOid, type DriverOutput } from './lib.js';

/**
 * Native JS values per column and row where postgres.js has a serializer for them (others: the
 * text input). Not bigint[]/boolean[]: postgres.js declares a JS array of bigint or boolean with
 * the element type (20/16), which PostgreSQL rejects (42804) as well. date/timestamp as Dates:
 * postgres.js serializes those columns' parameters through `new Date(x)`.
 */
const NATIVE: Record<string, readonly unknown[]> = {
  b: [true, false, null],
  i2: [32767, -32768, null],
  i4: [2147483647, -2147483648, null],
  i8: [9223372036854775807n, -9223372036854775808n, null],
  f4: [3.4028234663852886e38, -0, null],
  f8: [0.1, -0, null],
  by: [Buffer.from('deadbeef00', 'hex'), Buffer.alloc(0), null],
  j: [{ b: 1, a: [1, 2] }, [], null],
  jb: [{ b: 1, a: 3 }, [1.0, -0, 1e3], null],
  d: [new Date('2024-02-29T00:00:00Z'), new Date('1999-01-08T00:00:00Z'), null],
  ts: [new Date('2024-01-02T03:04:05.123Z'), new Date('1900-01-01T00:00:00Z'), null],
  tstz: [new Date('2024-01-02T01:04:05.500Z'), new Date(0), null],
  dm: [5, 2147483647, null],
  ai4: [[1, null, 3], [[1, 2], [3, 4]], null],
  at: [['a', 'b c', '', null, 'NULL', 'x"y'], [['a'], [null]], null],
  af8: [[0.1, Number.NaN, -Infinity, null], [[-0, 1e300]], null],
  o: [4294967295, 0, null],
};

const MODES = ['postgres-js', 'postgres-js-raw'] as const;
type Mode = (typeof MODES)[number];

type Sql = ReturnType<typeof postgres>;
type Param = Parameters<Sql['unsafe']>[1];

async function run(url: string): Promise<Record<Mode, DriverOutput>> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  for (const s of createStatements('drv')) await sql.unsafe(s);
  // Reconnect so that fetch_types sees the enum's array type.
  await sql.end();
  {
    const sql2 = postgres(url, { max: 1, onnotice: () => undefined });
    try {
      for (let r = 0; r < rowCount; r++) {
        const params = [r + 1, ...driverCases.columns.map((c) => (NATIVE[c.name] ? NATIVE[c.name]?.[r] : c.values[r]) ?? null)];
        await sql2.unsafe(insertSql('drv'), params as Param);
      }
      const parsed = await sql2.unsafe('SELECT * FROM drv ORDER BY id');
      const raw = await sql2.unsafe('SELECT * FROM drv ORDER BY id').raw();
      const fields: Record<string, unknown> = {};
      for (const c of parsed.columns) fields[c.name] = { oid: typeOid(c.type) };
      const values = (rows: readonly unknown[], byIndex: boolean): Record<string, unknown[]> => {
        const out: Record<string, unknown[]> = {};
        driverCases.columns.forEach((c, i) => {
          out[c.name] = rows.map((row) => show(byIndex ? (row as unknown[])[i + 1] : (row as Record<string, unknown>)[c.name]));
        });
        return out;
      };
      return {
        'postgres-js': { fields, values: values(parsed, false) },
        'postgres-js-raw': { fields, values: values(raw as unknown as unknown[], true) },
      };
    } finally {
      await sql2.end();
    }
  }
}

let mine: Record<Mode, DriverOutput> | null = null;
let theirs: Partial<Record<Mode, DriverOutput>> | null = null;

beforeAll(async () => {
  const target = await startTarget();
  if (target === null) return;
  try {
    mine = await run(target.url);
  } finally {
    await target.stop();
  }
  if (target.kind !== 'pgsqlite') return;
  const cluster = await startPostgres();
  try {
    const live = cluster === null ? null : await run(cluster.url);
    theirs = {};
    for (const m of MODES) {
      const e = expected(m, live?.[m] ?? null);
      if (e !== null) theirs[m] = e;
    }
  } finally {
    await cluster?.stop();
  }
}, 120_000);

for (const mode of MODES) {
  describe(`drivers: ${mode}`, () => {
    compareColumns(mode, (): ModeOutputs => ({ mine: mine?.[mode] ?? null, theirs: theirs?.[mode] ?? null }));
  });
}
