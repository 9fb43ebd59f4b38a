import type { TypeCase } from '../cases.js';
import type { Answer, Param } from './wire-session.js';
import { WireSession } from './wire-session.js';

/** How a value was written. */
export type WritePath = 'literal' | 'textParam' | 'binaryParam';
/** How it was read back. */
export type ReadPath = 'simple' | 'extText' | 'extBinary';

export const WRITE_PATHS: readonly WritePath[] = ['literal', 'textParam', 'binaryParam'];
export const READ_PATHS: readonly ReadPath[] = ['simple', 'extText', 'extBinary'];

/** One value as PostgreSQL answers it: text output and binary bytes (hex), or an error. */
export interface ValueAnswer {
  input: string | null;
  text: string | null;
  binary: string | null;
}

/** An invalid input's SQLSTATEs through each path that parses it. */
export interface InvalidAnswer {
  input: string;
  literal: string | null;
  textParam: string | null;
  cast: string | null;
  message: string | null;
}

/** The golden record of one type case (what PostgreSQL 15 answered). */
export interface Golden {
  id: string;
  type: string;
  /** RowDescription of `SELECT v FROM t`: [type OID, typmod]. */
  column: [number | string, number];
  /** ParameterDescription of `INSERT INTO t (id, v) VALUES ($1, $2)`. */
  insertParams: (number | string)[];
  /** ParameterDescription and RowDescription of `SELECT $1::<type>`. */
  castParams: (number | string)[];
  castColumn: [number | string, number];
  values: ValueAnswer[];
  invalid: InvalidAnswer[];
}

/** Everything observed on one server for one case: the golden part plus the full read matrix. */
export interface Observation extends Golden {
  /** `${write}-${read}` → one output per value (text, or hex for binary reads); `!CODE` for errors. */
  matrix: Record<string, (string | null)[]>;
}

export function sqlLiteral(s: string): string {
  return `'${s.replaceAll("'", "''")}'`;
}

function errorOf(a: Answer): string | null {
  return a.error === null ? null : `!${a.error.code}`;
}

/** Replaces user-type OIDs (which differ between servers) by their names. */
function normalizeOid(oid: number, userOids: ReadonlyMap<number, string>): number | string {
  return userOids.get(oid) ?? oid;
}

async function userTypeOids(s: WireSession, c: TypeCase): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (const name of c.userTypes ?? []) {
    for (const n of [name, `_${name}`]) {
      const [a] = await s.simple(`SELECT oid FROM pg_type WHERE typname = ${sqlLiteral(n)}`);
      const cell = a?.rows[0]?.[0];
      if (cell) out.set(Number(cell.toString()), n);
    }
  }
  return out;
}

function column(a: Answer, user: ReadonlyMap<number, string>): [number | string, number] {
  const f = a.fields[0];
  return f === undefined ? [0, -1] : [normalizeOid(f.typeOid, user), f.typmod];
}

async function readAll(s: WireSession, table: string, read: ReadPath): Promise<(string | null)[] | string> {
  const sql = `SELECT v FROM ${table} ORDER BY id`;
  const a = read === 'simple' ? (await s.simple(sql))[0] : await s.extended(sql, [], read === 'extBinary' ? 1 : 0);
  if (a === undefined) return '!none';
  if (a.error !== null) return `!${a.error.code}`;
  return a.rows.map((r) => {
    const cell = r[0] ?? null;
    if (cell === null) return null;
    return read === 'extBinary' ? cell.toString('hex') : cell.toString('utf8');
  });
}

async function write(s: WireSession, table: string, c: TypeCase, path: WritePath, binaries: readonly (string | null)[]): Promise<string[]> {
  const errors: string[] = [];
  for (let i = 0; i < c.values.length; i++) {
    const v = c.values[i] ?? null;
    let a: Answer | undefined;
    if (path === 'literal') {
      a = (await s.simple(`INSERT INTO ${table} (id, v) VALUES (${i}, ${v === null ? 'NULL' : sqlLiteral(v)})`))[0];
    } else {
      const hex = binaries[i] ?? null;
      const p: Param =
        path === 'textParam'
          ? { format: 0, value: v === null ? null : Buffer.from(v, 'utf8') }
          : { format: 1, value: v === null || hex === null ? null : Buffer.from(hex, 'hex') };
      a = await s.extended(`INSERT INTO ${table} (id, v) VALUES ($1, $2)`, [{ format: 0, value: Buffer.from(String(i)) }, p], 0);
    }
    const e = a ? errorOf(a) : '!none';
    if (e !== null) errors.push(`${i}:${e}`);
  }
  return errors;
}

async function invalidAnswers(s: WireSession, c: TypeCase, table: string): Promise<InvalidAnswer[]> {
  const out: InvalidAnswer[] = [];
  for (const input of c.invalid ?? []) {
    const lit = (await s.simple(`INSERT INTO ${table} (id, v) VALUES (-1, ${sqlLiteral(input)})`))[0];
    const par = await s.extended(`INSERT INTO ${table} (id, v) VALUES (-1, $1)`, [{ format: 0, value: Buffer.from(input, 'utf8') }], 0);
    const cast = (await s.simple(`SELECT ${sqlLiteral(input)}::${c.type}`))[0];
    out.push({
      input,
      literal: lit?.error?.code ?? null,
      textParam: par.error?.code ?? null,
      cast: cast?.error?.code ?? null,
      message: lit?.error?.message ?? null,
    });
  }
  return out;
}

/**
 * Runs one type case on a server: setup, a table per write path, every read path, the
 * descriptions, and the invalid inputs. `binaries` gives the binary parameter bytes (hex) per
 * value; when absent they are taken from this server's own binary output of the literal write.
 */
export async function observe(host: string, port: number, c: TypeCase, binaries?: readonly (string | null)[]): Promise<Observation> {
  const s = await WireSession.open(host, port);
  try {
    await s.exec("SET TimeZone = 'UTC'");
    for (const stmt of c.settings ?? []) await s.exec(stmt);
    const base = `tc_${c.id.replaceAll(/[^a-z0-9]/gi, '_')}`;
    for (const stmt of c.setup ?? []) await s.simple(stmt);
    const user = await userTypeOids(s, c);
    const matrix: Record<string, (string | null)[]> = {};
    let bin = binaries;
    for (const w of WRITE_PATHS) {
      const table = `${base}_${w}`;
      await s.simple(`DROP TABLE IF EXISTS ${table}`);
      await s.exec(`CREATE TABLE ${table} (id int, v ${c.type})`);
      const errors = await write(s, table, c, w, bin ?? []);
      for (const r of READ_PATHS) {
        const got = await readAll(s, table, r);
        matrix[`${w}-${r}`] = typeof got === 'string' ? [got] : errors.length > 0 ? [...got, ...errors.map((e) => `!write ${e}`)] : got;
      }
      if (w === 'literal' && bin === undefined) bin = matrix['literal-extBinary'];
    }
    const literalTable = `${base}_literal`;
    const described = await s.extended(`SELECT v FROM ${literalTable} ORDER BY id`, [], 0);
    const insert = await s.extended(`INSERT INTO ${literalTable} (id, v) VALUES ($1, $2)`, [{ format: 0, value: Buffer.from('-2') }, { format: 0, value: null }], 0);
    const cast = await s.extended(`SELECT $1::${c.type}`, [{ format: 0, value: null }], 0);
    const texts = matrix['literal-simple'] ?? [];
    const bins = matrix['literal-extBinary'] ?? [];
    return {
      id: c.id,
      type: c.type,
      column: column(described, user),
      insertParams: insert.paramOids.map((o) => normalizeOid(o, user)),
      castParams: cast.paramOids.map((o) => normalizeOid(o, user)),
      castColumn: column(cast, user),
      values: c.values.map((input, i) => ({ input, text: texts[i] ?? null, binary: bins[i] ?? null })),
      invalid: await invalidAnswers(s, c, literalTable),
      matrix,
    };
  } finally {
    for (const stmt of c.teardown ?? []) await s.simple(stmt).catch(() => undefined);
    s.close();
  }
}

/** The golden part of an observation. */
export function goldenOf(o: Observation): Golden {
  const { matrix: _matrix, ...g } = o;
  return g;
}
