import { Oid, type RelationDef } from '@pgsqlite/catalog';
import { quoteString } from '../sql/quote.js';
import { isTempSchema } from '../ddl/temp-schema.js';
import { coerce } from './coerce.js';
import type { ExprEnv } from './expr.js';
import type { Expr } from './expr-types.js';
import type { ScalarImpl } from './scalar-functions.js';
import { isInteger } from './types.js';

/**
 * Disk usage (dbsize.c) measured on the SQLite file: a relation's size is the bytes of its
 * b-tree's pages as SQLite's dbstat reports them (a b-tree holding no row counts 0, as a
 * PostgreSQL relation no row has been written to), its indexes are the SQLite indexes on its
 * table (those SQLite makes for PRIMARY KEY / UNIQUE too), and the database's size is its file's
 * pages. The figures are pgsqlite's real storage, not PostgreSQL's: SQLite's pages are 4 kB and
 * its rows are laid out differently. Relations without storage (views, partitioned tables, foreign
 * tables) are 0; a sequence is PostgreSQL's one page; an OID naming no relation gives NULL.
 */

const r = (sql: string, type: number): Omit<Expr, 'name'> => ({ sql, type, typmod: -1 });

/** The regclass argument: OID-like types as they are, an untyped literal read as a relation name. */
function relationArg(env: ExprEnv, e: Expr | undefined): Expr | undefined {
  if (e === undefined) return undefined;
  if (e.type === Oid.oid || e.type === Oid.regclass || isInteger(e.type)) return e;
  if (e.type === Oid.unknown) return coerce(env.scope.ctx, e, Oid.regclass, -1, 'implicit');
  return undefined;
}

/** Where SQLite keeps a relation: its schema ('temp' for temporary relations) and object name. */
function storageOf(rel: RelationDef): { schema: string; name: string } {
  return { schema: isTempSchema(rel.schema) ? 'temp' : 'main', name: rel.sqliteName };
}

/** Bytes of the b-tree named `name` (0 while it holds no row). */
function btreeBytes(schema: string, name: string): string {
  return `(SELECT coalesce(sum(CASE WHEN ncell = 0 THEN 0 ELSE pgsize END), 0) FROM dbstat(${quoteString(schema)}, 1) WHERE name = ${quoteString(name)})`;
}

/** Bytes of every SQLite index on the table `name`. */
function indexBytes(schema: string, name: string): string {
  return `(SELECT coalesce(sum(CASE WHEN d.ncell = 0 THEN 0 ELSE d.pgsize END), 0) FROM ${schema}.sqlite_schema AS m JOIN dbstat(${quoteString(schema)}, 1) AS d ON d.name = m.name WHERE m.type = 'index' AND m.tbl_name = ${quoteString(name)})`;
}

type Part = 'main' | 'table' | 'indexes' | 'total';

const WITH_STORAGE = new Set(['r', 'm', 't']);

/** The SQL of one part of one relation's size. */
function partBytes(rel: RelationDef, part: Part): string {
  if (rel.kind === 'S') return part === 'indexes' ? '0' : '8192';
  if (rel.kind === 'i') return part === 'indexes' ? '0' : btreeBytes(storageOf(rel).schema, rel.sqliteName);
  if (!WITH_STORAGE.has(rel.kind)) return '0';
  const { schema, name } = storageOf(rel);
  if (part === 'indexes') return indexBytes(schema, name);
  if (part === 'total') return `(${btreeBytes(schema, name)} + ${indexBytes(schema, name)})`;
  return btreeBytes(schema, name);
}

/**
 * A CASE over the catalog's relations (evaluated lazily: only the named one's SQL runs): `each`
 * gives a relation's value, a system catalog's OID gets `system`, an OID naming nothing NULL.
 */
function byRelation(env: ExprEnv, oid: Expr, type: number, system: string, each: (rel: RelationDef) => string): Omit<Expr, 'name'> {
  const whens: string[] = [];
  for (const rel of env.scope.ctx.catalog.relations()) whens.push(`WHEN ${rel.oid} THEN ${each(rel)}`);
  const systemWhen = `WHEN (${oid.sql}) < 16384 AND (${oid.sql}) > 0 THEN ${system}`;
  return r(whens.length === 0 ? `(CASE ${systemWhen} END)` : `(CASE ${systemWhen} ELSE CASE (${oid.sql}) ${whens.join(' ')} END END)`, type);
}

/** `part` of the size of the relation `oid` names (a system catalog has no storage of its own in pgsqlite). */
function sizeOf(env: ExprEnv, oid: Expr, part: Part): Omit<Expr, 'name'> {
  return byRelation(env, oid, Oid.int8, '0', (rel) => partBytes(rel, part));
}

const FORKS = new Set(['main', 'fsm', 'vm', 'init']);

/** pg_relation_size(regclass [, fork]): the main fork's bytes; the free space / visibility maps and init fork are empty in SQLite. */
const relationSize: ScalarImpl = (args, env) => {
  if (args.length < 1 || args.length > 2) return undefined;
  const oid = relationArg(env, args[0]);
  if (oid === undefined) return undefined;
  const main = sizeOf(env, oid, 'main');
  if (args.length === 1) return main;
  const fork = args[1] as Expr;
  if (fork.type !== Oid.unknown && fork.type !== Oid.text && fork.type !== Oid.varchar) return undefined;
  const literal = fork.literal ?? (typeof fork.constant?.value === 'string' ? fork.constant.value : undefined);
  if (literal !== undefined) {
    if (!FORKS.has(literal)) {
      throw env.scope.ctx.error('invalid_parameter_value', 'invalid fork name', undefined, { hint: 'Valid fork names are "main", "fsm", "vm", and "init".' });
    }
    return literal === 'main' ? main : r(`(CASE WHEN (${main.sql}) IS NULL THEN NULL ELSE 0 END)`, Oid.int8);
  }
  const f = coerce(env.scope.ctx, fork, Oid.text, -1, 'implicit').sql;
  return r(`(CASE (${f}) WHEN 'main' THEN ${main.sql} WHEN 'fsm' THEN 0 WHEN 'vm' THEN 0 WHEN 'init' THEN 0 ELSE pg_raise_hint('22023', 'invalid fork name', 'Valid fork names are "main", "fsm", "vm", and "init".') END)`, Oid.int8);
};

const partFunction =
  (part: Part): ScalarImpl =>
  (args, env) => {
    const oid = args.length === 1 ? relationArg(env, args[0]) : undefined;
    return oid === undefined ? undefined : sizeOf(env, oid, part);
  };

/** pg_database_size(name) of the current database: its file's pages (another database's files are not reachable from SQL: 0A000). */
const databaseSize: ScalarImpl = (args, env) => {
  const a = args[0];
  if (args.length !== 1 || a === undefined) return undefined;
  if (a.type !== Oid.unknown && a.type !== Oid.name && a.type !== Oid.text && a.type !== Oid.varchar) return undefined;
  const name = coerce(env.scope.ctx, a, Oid.text, -1, 'implicit').sql;
  const bytes = '(SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size())';
  return r(`(CASE WHEN (${name}) IS NULL THEN NULL WHEN (${name}) = pg_current_database() THEN ${bytes} ELSE pg_raise('0A000', 'pg_database_size() of another database than the current one is not supported by pgsqlite') END)`, Oid.int8);
};

/**
 * pg_relation_is_publishable(regclass): an ordinary or partitioned table of a user schema, not
 * temporary (is_publishable_class); false for other relations, NULL when no relation has the OID.
 */
const isPublishable: ScalarImpl = (args, env) => {
  const oid = args.length === 1 ? relationArg(env, args[0]) : undefined;
  if (oid === undefined) return undefined;
  const publishable = (rel: RelationDef): boolean => (rel.kind === 'r' || rel.kind === 'p') && !isTempSchema(rel.schema) && rel.schema !== 'pg_catalog' && rel.schema !== 'information_schema';
  return byRelation(env, oid, Oid.bool, '0', (rel) => (publishable(rel) ? '1' : '0'));
};

export const RELATION_SIZE_FUNCTIONS: Record<string, ScalarImpl> = {
  pg_relation_is_publishable: isPublishable,
  pg_relation_size: relationSize,
  pg_table_size: partFunction('table'),
  pg_indexes_size: partFunction('indexes'),
  pg_total_relation_size: partFunction('total'),
  pg_database_size: databaseSize,
  pg_size_bytes: (args, env) => (args.length === 1 && args[0] !== undefined ? r(`pg_size_bytes(${coerce(env.scope.ctx, args[0], Oid.text, -1, 'implicit').sql})`, Oid.int8) : undefined),
};
