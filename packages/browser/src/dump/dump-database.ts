import type { PgsqliteSession } from '../client/pgsqlite.js';
import * as Q from './catalog-queries.js';
import { quoteIdent, quoteLiteral } from './sql-text.js';

/** What goes into a dump. */
export interface DumpOptions {
  /** Rows per INSERT statement (default 100). */
  rowsPerInsert?: number;
}

type Row = (string | null)[];

/**
 * A plain-SQL dump of the connected database, read from its catalog: what `psql -f` loads into
 * PostgreSQL 15 (and what `Pgsqlite.restore` loads back). Objects come in dependency order:
 * schemas, enum types, sequences, tables (columns, defaults, keys, checks), rows, sequence
 * positions, indexes, foreign keys, serial ownership, views. Runs in one REPEATABLE READ
 * transaction so the rows are one snapshot.
 */
export async function dumpDatabase(db: PgsqliteSession, options: DumpOptions = {}): Promise<string> {
  const perInsert = options.rowsPerInsert ?? 100;
  const rows = async (sql: string, params: unknown[] = []): Promise<Row[]> => (await db.query<Row>(sql, params, { rowMode: 'array', text: true })).rows;
  const out: string[] = ['-- pgsqlite database dump (plain SQL, loads with psql into PostgreSQL 15)', '', 'SET standard_conforming_strings = on;', "SET client_encoding = 'UTF8';", 'SET check_function_bodies = false;', ''];
  const ownTransaction = db.status === 'I';
  if (ownTransaction) await db.exec('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    for (const [name] of await rows(Q.SCHEMAS)) out.push(`CREATE SCHEMA ${quoteIdent(name ?? '')};`);
    out.push(...enumTypes(await rows(Q.ENUMS)));
    const sequences = await rows(Q.SEQUENCES);
    for (const s of sequences) out.push(createSequence(s));
    const tables = await rows(Q.TABLES);
    const later: string[] = [];
    for (const [oid, schema, name] of tables) {
      const table = `${quoteIdent(schema ?? '')}.${quoteIdent(name ?? '')}`;
      const columns = await rows(Q.COLUMNS, [oid]);
      const constraints = await rows(Q.CONSTRAINTS, [oid]);
      out.push('', createTable(table, columns, constraints.filter((c) => c[1] !== 'f')));
      for (const [con, , def] of constraints.filter((c) => c[1] === 'f')) later.push(`ALTER TABLE ${table} ADD CONSTRAINT ${quoteIdent(con ?? '')} ${def ?? ''};`);
      out.push(...(await tableRows(db, table, columns, perInsert)));
      for (const [def] of await rows(Q.INDEXES, [oid])) out.push(`${def ?? ''};`);
    }
    out.push('');
    for (const s of sequences) out.push(setval(`${quoteIdent(s[0] ?? '')}.${quoteIdent(s[1] ?? '')}`, s[8] ?? null, s[3] ?? '1'));
    for (const [schema, table, column, seq] of await rows(Q.IDENTITY_SEQUENCES)) {
      if (seq === null || seq === undefined) continue;
      const [state] = await rows("SELECT s.last_value::text FROM pg_catalog.pg_sequences s WHERE pg_catalog.quote_ident(s.schemaname) || '.' || pg_catalog.quote_ident(s.sequencename) = $1", [seq]);
      const value = state?.[0] ?? null;
      if (value !== null) out.push(`SELECT pg_catalog.setval(pg_catalog.pg_get_serial_sequence(${quoteLiteral(`${quoteIdent(schema ?? '')}.${quoteIdent(table ?? '')}`)}, ${quoteLiteral(column ?? '')}), ${value}, true);`);
    }
    out.push(...later);
    for (const [sseq, seq, tschema, table, column] of await rows(Q.OWNED_SEQUENCES)) {
      out.push(`ALTER SEQUENCE ${quoteIdent(sseq ?? '')}.${quoteIdent(seq ?? '')} OWNED BY ${quoteIdent(tschema ?? '')}.${quoteIdent(table ?? '')}.${quoteIdent(column ?? '')};`);
    }
    for (const [schema, name, def] of await rows(Q.VIEWS)) out.push(`CREATE VIEW ${quoteIdent(schema ?? '')}.${quoteIdent(name ?? '')} AS\n${(def ?? '').trim()}`);
  } finally {
    if (ownTransaction) await db.exec('COMMIT');
  }
  out.push('', '-- end of dump', '');
  return out.join('\n');
}

function enumTypes(labels: Row[]): string[] {
  const types = new Map<string, string[]>();
  for (const [schema, name, label] of labels) {
    const key = `${quoteIdent(schema ?? '')}.${quoteIdent(name ?? '')}`;
    types.set(key, [...(types.get(key) ?? []), quoteLiteral(label ?? '')]);
  }
  return [...types].map(([name, values]) => `CREATE TYPE ${name} AS ENUM (${values.join(', ')});`);
}

function createSequence([schema, name, type, start, increment, min, max, cycle]: Row): string {
  return `CREATE SEQUENCE ${quoteIdent(schema ?? '')}.${quoteIdent(name ?? '')} AS ${type ?? 'bigint'} START WITH ${start} INCREMENT BY ${increment} MINVALUE ${min} MAXVALUE ${max}${cycle === 't' ? ' CYCLE' : ' NO CYCLE'};`;
}

function setval(seq: string, last: string | null, start: string): string {
  return last === null ? `SELECT pg_catalog.setval(${quoteLiteral(seq)}, ${start}, false);` : `SELECT pg_catalog.setval(${quoteLiteral(seq)}, ${last}, true);`;
}

function createTable(table: string, columns: Row[], constraints: Row[]): string {
  const lines = columns.map(([name, type, notNull, def, identity, generated]) => {
    let line = `    ${quoteIdent(name ?? '')} ${type}`;
    if (generated === 's' && def !== null) line += ` GENERATED ALWAYS AS (${def}) STORED`;
    else if (identity === 'a' || identity === 'd') line += ` GENERATED ${identity === 'a' ? 'ALWAYS' : 'BY DEFAULT'} AS IDENTITY`;
    else if (def !== null && def !== undefined) line += ` DEFAULT ${def}`;
    if (notNull === 't' && identity !== 'a' && identity !== 'd') line += ' NOT NULL';
    return line;
  });
  for (const [name, , def] of constraints) lines.push(`    CONSTRAINT ${quoteIdent(name ?? '')} ${def}`);
  return `CREATE TABLE ${table} (\n${lines.join(',\n')}\n);`;
}

/** The table's rows as INSERTs of string literals (PostgreSQL casts each to its column's type). */
async function tableRows(db: PgsqliteSession, table: string, columns: Row[], perInsert: number): Promise<string[]> {
  const stored = columns.filter((c) => c[5] !== 's');
  if (stored.length === 0) return [];
  const names = stored.map((c) => quoteIdent(c[0] ?? '')).join(', ');
  const { rows } = await db.query<Row>(`SELECT ${names} FROM ${table}`, [], { rowMode: 'array', text: true });
  const overriding = stored.some((c) => c[4] === 'a') ? ' OVERRIDING SYSTEM VALUE' : '';
  const out: string[] = [];
  for (let i = 0; i < rows.length; i += perInsert) {
    const values = rows.slice(i, i + perInsert).map((r) => `(${r.map((v) => (v === null ? 'NULL' : quoteLiteral(v))).join(', ')})`);
    out.push(`INSERT INTO ${table} (${names})${overriding} VALUES\n${values.join(',\n')};`);
  }
  return out;
}
