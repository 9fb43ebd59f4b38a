// Result-heavy trials through node-postgres (extended protocol): a 1000-row SELECT of mixed
// types and SELECTs of array columns, each in text and in binary result format (`binary: true`).
// The client's own type parsing is switched off (every value reaches the application as the
// string node-postgres framed), so the comparison is of the server and the wire, not of
// node-postgres's parsers (which exist for some binary types only). Checks: row count, no NULLs,
// and in text format the last row's id.
import pg from 'pg';
import { CheckError } from './trials.js';

export const MIXED_ROWS = 1000;
export const ARRAY_ROWS = 100;
export const ARRAY_TYPES = [
  { id: 'int4', type: 'int4[]', elem: (x) => `x` },
  { id: 'int8', type: 'int8[]', elem: (x) => `${x}::bigint * 1000000007` },
  { id: 'text', type: 'text[]', elem: (x) => `'item ' || ${x}` },
  { id: 'float8', type: 'float8[]', elem: (x) => `${x} / 3.0::float8` },
  { id: 'bool', type: 'bool[]', elem: (x) => `${x} % 3 = 0` },
];

const MIXED_DDL = `CREATE TABLE mixed (id integer PRIMARY KEY, i8 bigint NOT NULL, f8 double precision, n numeric(12,2), t text, b boolean, ts timestamptz, d date, u uuid, j jsonb, by bytea)`;
const MIXED_FILL =
  `INSERT INTO mixed SELECT i, i * 1000003, i / 7.0, i * 1.25, 'text value ' || i, i % 2 = 0, ` +
  `timestamptz '2024-01-01 00:00:00+00' + i * interval '1 minute', date '2024-01-01' + i, md5(i::text)::uuid, ` +
  `jsonb_build_object('k', i, 'tags', jsonb_build_array('a', 'b')), decode(md5(i::text), 'hex') FROM generate_series(1, ${MIXED_ROWS}) AS s(i)`;

const arrayTable = (size) => `arr_${size}`;

/** Creates the tables of these trials (PostgreSQL dialect). */
export async function createResultSchema(client, sizes) {
  await client.query(MIXED_DDL);
  await client.query(MIXED_FILL);
  for (const size of sizes) {
    await client.query(`CREATE TABLE ${arrayTable(size)} (id integer PRIMARY KEY, ${ARRAY_TYPES.map((t) => `a_${t.id} ${t.type}`).join(', ')})`);
    const cols = ARRAY_TYPES.map((t) => `(SELECT array_agg(${t.elem('x')} ORDER BY x) FROM generate_series(1, ${size}) AS g(x))`);
    await client.query(`INSERT INTO ${arrayTable(size)} SELECT i, ${cols.join(', ')} FROM generate_series(1, ${ARRAY_ROWS}) AS s(i)`);
  }
}

/** The trials: `{ id, label, text, check(rows) }`, run in text and binary format. */
export function resultTrials(sizes) {
  const out = [
    {
      id: 'select-1000-mixed',
      label: `SELECT ${MIXED_ROWS} rows × 11 mixed-type columns`,
      text: 'SELECT id, i8, f8, n, t, b, ts, d, u, j, by FROM mixed WHERE id <= $1 ORDER BY id',
      params: [MIXED_ROWS],
      rows: MIXED_ROWS,
      check: (rows, format) => rows.length === MIXED_ROWS && rows.every((r) => r[0] !== null && r[9] !== null) && (format === 'binary' || Number(rows[MIXED_ROWS - 1][0]) === MIXED_ROWS),
    },
  ];
  for (const t of ARRAY_TYPES) {
    for (const size of sizes) {
      out.push({
        id: `array-${t.id}-${size}`,
        label: `SELECT ${ARRAY_ROWS} rows of ${t.type}, ${size} elements`,
        text: `SELECT id, a_${t.id} FROM ${arrayTable(size)} WHERE id <= $1 ORDER BY id`,
        params: [ARRAY_ROWS],
        rows: ARRAY_ROWS,
        check: (rows, format) =>
          rows.length === ARRAY_ROWS && rows.every((r) => r[1] !== null) && (format === 'binary' || (Number(rows[0][0]) === 1 && rows[0][1].split(',').length === size)),
      });
    }
  }
  return out;
}

/** A node-postgres connection whose query(text, params, format) returns rows as arrays. */
export async function resultClient(server) {
  const client = new pg.Client({ host: server.host, port: server.port, user: 'postgres', database: 'postgres', types: { getTypeParser: () => (v) => v } });
  await client.connect();
  return {
    raw: client,
    query: async (text, params, format) => (await client.query({ text, values: params, rowMode: 'array', binary: format === 'binary' })).rows,
    close: () => client.end(),
  };
}

/** The timed call of one trial through node-postgres in `format`; a wrong answer fails it. */
export function resultOp(db, trial, format) {
  return async () => {
    const rows = await db.query(trial.text, trial.params, format);
    if (!trial.check(rows, format)) throw new CheckError(`${trial.id}: expected ${trial.label}, got ${rows.length} rows`);
  };
}

/** The same through the bare protocol client (bench/lib/wire-client.js): only the row count is checked. */
export function wireOp(wire, trial, format) {
  return async () => {
    const { rows } = await wire.query(trial.text, trial.params, format);
    if (rows !== trial.rows) throw new CheckError(`${trial.id}: expected ${trial.rows} rows, got ${rows}`);
  };
}
