import { Oid, type Catalog, type RelationDef, type SequenceDef } from '@pgsqlite/catalog';
import type { ScalarImpl } from './scalar-functions.js';
import type { ExprEnv } from './expr.js';
import type { PlanCtx } from './context.js';
import type { Expr } from './expr-types.js';
import { coerce } from './coerce.js';
import { isVisible, lookupSql, resolveRelationName, textArg } from './catalog-lookup.js';
import { isInteger } from './types.js';
import { pgQuoteIdent } from '../ddl/pg-ident.js';
import { quoteString, sqlLiteral } from '../sql/quote.js';
import { autoincKey } from '@pgsqlite/runtime';

/**
 * The SequenceStore key of a sequence: its `storeKey`, or for a serial/identity primary key
 * (counter in `sqlite_sequence`) a marker the runtime refuses with 0A000.
 */
export function sequenceKey(seq: SequenceDef, rel: RelationDef): string {
  if (seq.storeKey) return seq.storeKey;
  return seq.autoincTable !== null ? autoincKey(seq.oid, rel.name) : `oid:${seq.oid}`;
}

/**
 * The key of the sequence named by a regclass argument, as SQL. Names and OIDs known at plan
 * time are resolved then (42P01, 42809 as PostgreSQL); other expressions map through the
 * catalog snapshot at run time (plans are keyed by catalog version).
 */
export function keySql(env: ExprEnv, arg: Expr | undefined): string | undefined {
  if (!arg) return undefined;
  const ctx = env.scope.ctx;
  // `nextval($1)`: the parameter's text names the sequence (PostgreSQL types it regclass; here,
  // as for `$1::regclass`, text, whose value the catalog maps at run time).
  if (arg.param !== undefined && arg.type === Oid.unknown) return keySql(env, coerce(ctx, arg, Oid.text, -1, 'implicit'));
  const { catalog, searchPath } = ctx;
  const check = (rel: RelationDef | undefined, shown: string): string => {
    if (!rel) throw ctx.error('undefined_table', `relation "${shown}" does not exist`, arg.location);
    const seq = rel.kind === 'S' ? catalog.sequenceByOid(rel.oid) : undefined;
    if (!seq) throw ctx.error('wrong_object_type', `"${rel.name}" is not a sequence`, arg.location);
    return sqlLiteral(sequenceKey(seq, rel));
  };
  const seqs = catalog.sequences().flatMap((s) => {
    const rel = catalog.relationByOid(s.oid);
    return rel ? [{ s, rel, key: sequenceKey(s, rel) }] : [];
  });
  const missing = (text: string) => `pg_raise('42P01', 'relation "' || ${text} || '" does not exist')`;
  if (arg.constant !== undefined && arg.constant.value === null) return 'NULL';
  const textual = arg.literal !== undefined || (arg.constant !== undefined && typeof arg.constant.value === 'string' && !isInteger(arg.type));
  if (textual) {
    const text = String(arg.literal ?? arg.constant?.value ?? '');
    if (text.trim() !== '' && [...text.trim()].every((c) => c >= '0' && c <= '9')) return check(catalog.relationByOid(Number(text)), text);
    return check(resolveRelationName(catalog, text, searchPath), text);
  }
  if (arg.type === Oid.oid || arg.type === Oid.regclass || isInteger(arg.type)) {
    if (arg.constant !== undefined && typeof arg.constant.value === 'number') return check(catalog.relationByOid(arg.constant.value), String(arg.constant.value));
    return lookupSql(arg.sql, seqs.map((x) => [x.s.oid, x.key] as const), missing(`CAST(${arg.sql} AS TEXT)`));
  }
  if (arg.type === Oid.text || arg.type === Oid.varchar || arg.type === Oid.name || arg.type === Oid.bpchar) {
    const pairs: (readonly [string, string])[] = [];
    for (const { rel, key } of seqs) {
      pairs.push([`${rel.schema}.${rel.name}`, key], [`${pgQuoteIdent(rel.schema)}.${pgQuoteIdent(rel.name)}`, key]);
      if (isVisible(catalog, rel, searchPath)) pairs.push([rel.name, key], [pgQuoteIdent(rel.name), key]);
    }
    const others: (readonly [string, string])[] = [];
    for (const rel of catalog.relations()) {
      if (rel.kind === 'S') continue;
      others.push([`${rel.schema}.${rel.name}`, rel.name], [`${pgQuoteIdent(rel.schema)}.${pgQuoteIdent(rel.name)}`, rel.name]);
      if (isVisible(catalog, rel, searchPath)) others.push([rel.name, rel.name], [pgQuoteIdent(rel.name), rel.name]);
    }
    const other = lookupSql(arg.sql, others);
    const notSequence = `CASE WHEN ${other} IS NOT NULL THEN pg_raise('42809', '"' || ${other} || '" is not a sequence') ELSE ${missing(arg.sql)} END`;
    return lookupSql(arg.sql, pairs, others.length ? notSequence : missing(arg.sql));
  }
  return undefined;
}

const int8 = (sql: string) => ({ sql, type: Oid.int8, typmod: -1 });

/** The serial/identity primary key sequence a plan-time name or OID names: its runtime key, counter table and bounds. */
function autoincNamed(ctx: PlanCtx, arg: Expr): { key: string; table: string; min: bigint; max: bigint } | undefined {
  const value = arg.literal ?? arg.constant?.value;
  let rel: RelationDef | undefined;
  if (typeof value === 'number') rel = ctx.catalog.relationByOid(value);
  else if (typeof value === 'string') {
    const text = value.trim();
    rel = text !== '' && [...text].every((c) => c >= '0' && c <= '9') ? ctx.catalog.relationByOid(Number(text)) : resolveRelationName(ctx.catalog, value, ctx.searchPath);
  }
  const seq = rel && rel.kind === 'S' ? ctx.catalog.sequenceByOid(rel.oid) : undefined;
  if (!rel || !seq || seq.autoincTable === null || seq.storeKey) return undefined;
  return { key: autoincKey(seq.oid, rel.name), table: seq.autoincTable, min: seq.min, max: seq.max };
}

/** nextval(regclass), currval(regclass), setval(regclass, bigint [, boolean]), lastval() → bigint. */
export const SEQUENCE_FUNCTIONS: Record<string, ScalarImpl> = {
  nextval: (args, env) => {
    const k = args.length === 1 ? keySql(env, args[0]) : undefined;
    if (k === undefined) return undefined;
    // A serial/identity key's sequence named at plan time: its counter is sqlite_sequence, taken
    // from between the statement's mark and fix (runtime pg_autoinc_take).
    const auto = autoincNamed(env.scope.ctx, args[0] as Expr);
    if (auto) {
      env.scope.ctx.autoincTakes.set(auto.key, auto.table);
      return int8(`pg_autoinc_take(${quoteString(auto.key)}, ${quoteString(auto.table)}, ${auto.max})`);
    }
    return int8(`pg_nextval(${k})`);
  },
  currval: (args, env) => {
    const k = args.length === 1 ? keySql(env, args[0]) : undefined;
    return k === undefined ? undefined : int8(`pg_currval(${k})`);
  },
  setval: (args, env) => {
    if (args.length !== 2 && args.length !== 3) return undefined;
    const ctx = env.scope.ctx;
    const value = args[1] as Expr;
    const called = args[2];
    if (!(isInteger(value.type) || value.type === Oid.unknown)) return undefined;
    if (called && !(called.type === Oid.bool || called.type === Oid.unknown)) return undefined;
    const k = keySql(env, args[0]);
    if (k === undefined) return undefined;
    const v = coerce(ctx, value, Oid.int8, -1, 'implicit').sql;
    const c = called ? coerce(ctx, called, Oid.bool, -1, 'implicit').sql : '1';
    // A serial/identity key's sequence: set within the statement's mark of its counter (as nextval).
    const auto = autoincNamed(ctx, args[0] as Expr);
    if (auto) {
      ctx.autoincTakes.set(auto.key, auto.table);
      return int8(`pg_autoinc_setmark(${quoteString(auto.key)}, ${quoteString(auto.table)}, ${v}, ${c}, ${auto.min}, ${auto.max})`);
    }
    return int8(`pg_setval(${k}, ${v}, ${c})`);
  },
  lastval: (args, env) => (args.length === 0 ? int8(`pg_lastval(${liveSequenceSql(env.scope.ctx.catalog, 'pg_lastval_key()')})`) : undefined),
};

/** Whether the sequence key `keySql` (SQL) names a sequence of the catalog (plans are keyed by its version). */
function liveSequenceSql(catalog: Catalog, keySql: string): string {
  const keys = catalog.sequences().flatMap((s) => {
    const rel = catalog.relationByOid(s.oid);
    return rel ? [quoteString(sequenceKey(s, rel))] : [];
  });
  return `${keySql} IN (${keys.join(', ')})`;
}

/**
 * pg_sequences.last_value of a sequence: NULL until its first nextval (or setval … true). For
 * a serial/identity primary key, the `sqlite_sequence` counter once it reached the start value.
 */
export function sequenceLastValueSql(seq: SequenceDef): string {
  if (seq.storeKey) return `pg_seq_last_value(${quoteString(seq.storeKey)})`;
  if (seq.autoincTable !== null) return `(SELECT CASE WHEN seq >= ${seq.start} THEN seq END FROM sqlite_sequence WHERE name = ${quoteString(seq.autoincTable)})`;
  return 'NULL';
}

/**
 * pg_get_serial_sequence(table, column): the sequence owned by the column (serial or identity),
 * schema-qualified and quoted as needed, or NULL. The table name is parsed as an identifier
 * (quotes, case folding, schema), the column name is taken literally, as in PostgreSQL. With
 * constant arguments the answer is a plan-time constant (so setval(pg_get_serial_sequence(…), …)
 * resolves its sequence when planned): 42P01 / 42703 for an unknown table / column.
 */
export const pgGetSerialSequence: ScalarImpl = (args, env) => {
  const t = textArg(env, args[0]);
  const c = textArg(env, args[1]);
  if (!t || !c || args.length !== 2) return undefined;
  const ctx = env.scope.ctx;
  const { catalog, searchPath } = ctx;
  const owned = (relOid: number, attnum: number): string | null => {
    const s = catalog.sequences().find((x) => x.ownedBy?.relOid === relOid && x.ownedBy.attnum === attnum);
    const seq = s ? catalog.relationByOid(s.oid) : undefined;
    return seq ? `${pgQuoteIdent(seq.schema)}.${pgQuoteIdent(seq.name)}` : null;
  };
  const constText = (e: Expr): string | null | undefined =>
    e.literal ?? (e.constant !== undefined && (e.constant.value === null || typeof e.constant.value === 'string') ? e.constant.value : undefined);
  const tc = constText(args[0] as Expr);
  const cc = constText(args[1] as Expr);
  if (tc !== undefined && cc !== undefined) {
    if (tc === null || cc === null) return { sql: 'NULL', type: Oid.text, typmod: -1, constant: { value: null } };
    const rel = resolveRelationName(catalog, tc, searchPath);
    if (!rel) throw ctx.error('undefined_table', `relation "${tc}" does not exist`);
    const col = rel.columns.find((x) => x.name === cc);
    if (!col) throw ctx.error('undefined_column', `column "${cc}" of relation "${rel.name}" does not exist`);
    const v = owned(rel.oid, col.attnum);
    return { sql: sqlLiteral(v), type: Oid.text, typmod: -1, constant: { value: v } };
  }
  const pairs: [string, string][] = [];
  for (const s of catalog.sequences()) {
    const rel = s.ownedBy ? catalog.relationByOid(s.ownedBy.relOid) : undefined;
    const col = rel?.columns.find((x) => x.attnum === s.ownedBy?.attnum);
    const shown = rel && col ? owned(rel.oid, col.attnum) : null;
    if (!rel || !col || shown === null) continue;
    pairs.push([`${rel.schema}\u0002${rel.name}\u0001${col.name}`, shown]);
    if (isVisible(catalog, rel, searchPath)) pairs.push([`\u0002${rel.name}\u0001${col.name}`, shown]);
  }
  return { sql: lookupSql(`(pg_relname_key(${t.sql}) || char(1) || ${c.sql})`, pairs), type: Oid.text, typmod: -1 };
};

/**
 * `pg_get_serial_sequence(…)::regclass` as PostgreSQL prints it: the sequence's name, schema-
 * qualified only when it is not visible on the search path (`text` is a pg_get_serial_sequence result).
 */
export function serialSequenceDisplaySql(catalog: Catalog, searchPath: readonly string[], text: string): string {
  const pairs: [string, string][] = [];
  for (const s of catalog.sequences()) {
    const rel = catalog.relationByOid(s.oid);
    if (!rel) continue;
    const qualified = `${pgQuoteIdent(rel.schema)}.${pgQuoteIdent(rel.name)}`;
    pairs.push([qualified, isVisible(catalog, rel, searchPath) ? pgQuoteIdent(rel.name) : qualified]);
  }
  return lookupSql(text, pairs);
}

/**
 * A sequence read as a relation (`SELECT last_value, log_cnt, is_called FROM s`): one row with
 * the counter as it is when the statement runs; log_cnt (WAL pre-logging) is always 0 here.
 */
export function sequenceRelation(ctx: PlanCtx, rv: Record<string, unknown>): { sql: string; columns: { name: string; type: number; typmod: number }[] } | undefined {
  const rel = ctx.catalog.findRelation(String(rv['relname'] ?? ''), rv['schemaname'] as string | undefined, ctx.searchPath);
  const seq = rel && rel.kind === 'S' ? ctx.catalog.sequenceByOid(rel.oid) : undefined;
  if (!seq || !rel) return undefined;
  // Reading a sequence as a relation needs SELECT on it (not USAGE), as for a table.
  ctx.noteAccess(rel.oid, 'r');
  let state: string;
  if (seq.storeKey) {
    const k = quoteString(seq.storeKey);
    state = `SELECT pg_seq_state(${k}, 0) AS last_value, pg_seq_state(${k}, 1) AS is_called`;
  } else if (seq.autoincTable !== null) {
    const cur = `IFNULL((SELECT seq FROM sqlite_sequence WHERE name = ${quoteString(seq.autoincTable)}), ${seq.start - 1n})`;
    state = `SELECT CASE WHEN ${cur} >= ${seq.start} THEN ${cur} ELSE ${seq.start} END AS last_value, ${cur} >= ${seq.start} AS is_called`;
  } else state = `SELECT ${seq.start} AS last_value, 0 AS is_called`;
  return {
    sql: `SELECT "last_value", 0 AS "log_cnt", "is_called" FROM (${state})`,
    columns: [
      { name: 'last_value', type: Oid.int8, typmod: -1 },
      { name: 'log_cnt', type: Oid.int8, typmod: -1 },
      { name: 'is_called', type: Oid.bool, typmod: -1 },
    ],
  };
}
