/**
 * Shared pieces of the driver round-trip tests (issue 3): the table of every type (cases.json),
 * a value normalizer that keeps what a driver really returned (-0, NaN, bigint, bytes, Dates),
 * and the comparison with PostgreSQL 15 (live when installed, else the recorded golden JSON).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One column of the round-trip table. */
export interface DriverColumn {
  name: string;
  type: string;
  /** Per row, PostgreSQL text input (null = SQL NULL). */
  values: readonly (string | null)[];
}

/** The round-trip table: setup statements (enum, domain) and its columns. */
export interface DriverCases {
  setup: readonly string[];
  columns: readonly DriverColumn[];
}

const here = fileURLToPath(new URL('.', import.meta.url));

/** The shared table definition. */
export const driverCases: DriverCases = JSON.parse(readFileSync(`${here}cases.json`, 'utf8')) as DriverCases;

/** Number of rows of the table. */
export const rowCount = driverCases.columns[0]?.values.length ?? 0;

/** Statements that (re)create the table `name` (after the setup statements). */
export function createStatements(name: string): string[] {
  const cols = driverCases.columns.map((c) => `${c.name} ${c.type}`).join(', ');
  return [...driverCases.setup, `CREATE TABLE ${name} (id integer PRIMARY KEY, ${cols})`];
}

/** `INSERT INTO name (id, cols…) VALUES ($1, $2, …)`: parameter types inferred from the columns. */
export function insertSql(name: string): string {
  const cols = driverCases.columns.map((c) => c.name);
  return `INSERT INTO ${name} (id, ${cols.join(', ')}) VALUES (${['id', ...cols].map((_, i) => `$${i + 1}`).join(', ')})`;
}

/** Row `r`'s parameters: the id then each column's text input. */
export function rowParams(r: number): (string | null)[] {
  return [String(r + 1), ...driverCases.columns.map((c) => c.values[r] ?? null)];
}

/** A JSON-safe picture of a driver's value that keeps every distinction a client can see. */
export function show(v: unknown): unknown {
  if (v === null || v === undefined) return v === null ? null : 'undefined';
  if (typeof v === 'number') {
    if (Object.is(v, -0)) return 'number:-0';
    if (!Number.isFinite(v)) return `number:${String(v)}`;
    return v;
  }
  if (typeof v === 'bigint') return `bigint:${v.toString()}`;
  if (typeof v === 'string' || typeof v === 'boolean') return v;
  if (v instanceof Uint8Array) return `bytes:${Buffer.from(v).toString('hex')}`;
  if (v instanceof Date) return `date:${Number.isNaN(v.getTime()) ? 'invalid' : v.toISOString()}`;
  if (Array.isArray(v)) return v.map(show);
  if (typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) out[k] = show(x);
    return out;
  }
  return String(v);
}

/** What a driver saw: RowDescription facts per column and the values per column (rows in id order). */
export interface DriverOutput {
  fields: Record<string, unknown>;
  values: Record<string, unknown[]>;
}

/** Type OIDs of user types differ between servers: builtins stay, user OIDs become 'user'. */
export function typeOid(oid: number): number | string {
  return oid >= 16384 ? 'user' : oid;
}

const goldenDir = `${here}golden/`;

/** Whether goldens are re-recorded from the live PostgreSQL (DRIVERS_RECORD=1). */
export const recording = process.env['DRIVERS_RECORD'] === '1';

/** The recorded PostgreSQL 15 output of a driver mode, or null. */
export function readGolden(name: string): DriverOutput | null {
  const file = `${goldenDir}${name}.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DriverOutput) : null;
}

/** Records PostgreSQL's output of a driver mode. */
export function writeGolden(name: string, out: DriverOutput): void {
  writeFileSync(`${goldenDir}${name}.json`, JSON.stringify(out, null, 1) + '\n');
}

/**
 * The expected output of a driver mode: PostgreSQL's live output when there is one (recorded
 * as the golden when DRIVERS_RECORD=1 or none exists yet), else the golden.
 */
export function expected(name: string, live: DriverOutput | null): DriverOutput | null {
  if (live !== null) {
    if (recording || readGolden(name) === null) writeGolden(name, live);
    return live;
  }
  return readGolden(name);
}

/** Whether a command runs (`python3 -c 'import psycopg'`, `go version`). */
export function commandWorks(cmd: string, args: string[]): boolean {
  try {
    execFileSync(cmd, args, { stdio: 'ignore', timeout: 60_000 });
    return true;
  } catch {
    return false;
  }
}
