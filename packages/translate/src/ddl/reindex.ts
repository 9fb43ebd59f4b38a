import { builtinColumnIndex, builtinRows, typeByOid, type RelationDef } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import type { PlanCtx } from '../analyze/context.js';
import { type AstNode, type Fields, fieldsOf, nodeType, strVal } from '../parse/ast.js';
import type { DdlNotice, DdlPlan } from '../plan.js';
import { quoteIdent } from '../sql/quote.js';

/**
 * REINDEX { INDEX | TABLE | SCHEMA | DATABASE | SYSTEM } [CONCURRENTLY] name (indexcmds.c
 * ExecReindex): the target is resolved and checked as PostgreSQL does, and every SQLite index
 * behind it is rebuilt with SQLite's REINDEX (a table's own key index by its table). CONCURRENTLY
 * rebuilds the same way (pgsqlite's writers are serialised; there is no lock to spare readers), but
 * keeps PostgreSQL's refusals: not in a transaction block, not for system catalogs. The built-in
 * catalogs are views of the catalog model, with nothing stored to rebuild.
 */
export function planReindex(ctx: PlanCtx, stmt: Fields): DdlPlan {
  const opts = reindexOptions(ctx, stmt);
  const kind = String(stmt['kind']);
  const plan: DdlPlan = { kind: 'ddl', steps: [], tag: 'REINDEX', notices: [] };
  if (opts.concurrently) plan.notInBlock = { what: 'REINDEX CONCURRENTLY' };
  else if (kind === 'REINDEX_OBJECT_SCHEMA') plan.notInBlock = { what: 'REINDEX SCHEMA' };
  else if (kind === 'REINDEX_OBJECT_SYSTEM') plan.notInBlock = { what: 'REINDEX SYSTEM' };
  else if (kind === 'REINDEX_OBJECT_DATABASE') plan.notInBlock = { what: 'REINDEX DATABASE' };
  // ExecReindex refuses a transaction block before it looks anything up
  if (plan.notInBlock === undefined) return planTargets(ctx, plan, stmt, kind, opts);
  try {
    return planTargets(ctx, plan, stmt, kind, opts);
  } catch (e) {
    if (!(e instanceof PgError)) throw e;
    return { kind: 'ddl', steps: [], tag: 'REINDEX', notices: [], notInBlock: plan.notInBlock, failure: e };
  }
}

function planTargets(ctx: PlanCtx, plan: DdlPlan, stmt: Fields, kind: string, opts: ReindexOptions): DdlPlan {
  if (kind === 'REINDEX_OBJECT_INDEX' || kind === 'REINDEX_OBJECT_TABLE') {
    const rv = stmt['relation'] as Fields;
    const target = resolve(ctx, rv);
    if (kind === 'REINDEX_OBJECT_INDEX') reindexIndex(ctx, plan, target, String(rv['relname']), opts);
    else reindexTable(ctx, plan, target, String(rv['relname']), opts);
    return plan;
  }
  const name = String(stmt['name']);
  if (kind === 'REINDEX_OBJECT_SCHEMA') {
    if (SYSTEM_SCHEMAS.has(name)) {
      if (opts.concurrently) plan.notices.push({ severity: 'WARNING', code: '0A000', message: 'cannot reindex system catalogs concurrently, skipping all' });
      return plan;
    }
    if (!ctx.catalog.schemas().includes(name)) throw ctx.error('invalid_schema_name', `schema "${name}" does not exist`);
    for (const rel of ctx.catalog.relations()) if (rel.schema === name && (rel.kind === 'r' || rel.kind === 'm')) addTable(ctx, plan, rel, opts);
    return plan;
  }
  const system = kind === 'REINDEX_OBJECT_SYSTEM';
  if (system && opts.concurrently) throw ctx.error('feature_not_supported', 'cannot reindex system catalogs concurrently');
  plan.currentDatabase = name;
  // REINDEX SYSTEM: only the system catalogs, which have nothing stored to rebuild
  if (!system) for (const rel of ctx.catalog.relations()) if (rel.kind === 'r' || rel.kind === 'm') addTable(ctx, plan, rel, opts);
  return plan;
}

interface ReindexOptions {
  verbose: boolean;
  concurrently: boolean;
}

const SYSTEM_SCHEMAS = new Set(['pg_catalog', 'pg_toast', 'information_schema']);

/** The (VERBOSE, CONCURRENTLY, TABLESPACE) list; the CONCURRENTLY keyword arrives as an option too. */
function reindexOptions(ctx: PlanCtx, stmt: Fields): ReindexOptions {
  const opts: ReindexOptions = { verbose: false, concurrently: false };
  for (const p of (stmt['params'] as AstNode[] | undefined) ?? []) {
    const d = fieldsOf(p);
    const name = String(d['defname']);
    const arg = d['arg'] as AstNode | undefined;
    if (name === 'verbose') opts.verbose = booleanOption(ctx, name, arg);
    else if (name === 'concurrently') opts.concurrently = booleanOption(ctx, name, arg);
    else if (name === 'tablespace') {
      const space = arg === undefined ? '' : strVal(arg);
      // pg_default is where everything already is; pg_global holds shared catalogs only
      if (space === 'pg_global') throw ctx.error('invalid_parameter_value', 'cannot move non-shared relation to tablespace "pg_global"');
      if (space !== 'pg_default') throw ctx.error('undefined_object', `tablespace "${space}" does not exist`);
    } else throw ctx.error('syntax_error', `unrecognized REINDEX option "${name}"`, d['location'] as number | undefined);
  }
  return opts;
}

function booleanOption(ctx: PlanCtx, name: string, arg: AstNode | undefined): boolean {
  if (arg === undefined) return true;
  const t = nodeType(arg);
  const f = fieldsOf(arg);
  if (t === 'Boolean') return f['boolval'] === true;
  if (t === 'Integer' && (f['ival'] === undefined || f['ival'] === 0 || f['ival'] === 1)) return f['ival'] === 1;
  const s = t === 'String' ? strVal(arg).toLowerCase() : '';
  if (s === 'true' || s === 'on' || s === 'yes') return true;
  if (s === 'false' || s === 'off' || s === 'no') return false;
  throw ctx.error('syntax_error', `${name} requires a Boolean value`);
}

/** A relation REINDEX names: the database's, or a built-in catalog (relkind only). */
type Target = { user: RelationDef } | { builtin: { relkind: string } };

/** RangeVarGetRelid: pg_catalog is searched before the search path; 42P01 when nothing has the name. */
function resolve(ctx: PlanCtx, rv: Fields): Target {
  const name = String(rv['relname']);
  const schema = rv['schemaname'] as string | undefined;
  const builtin = schema === undefined || SYSTEM_SCHEMAS.has(schema) ? builtinRelkind(schema ?? 'pg_catalog', name) : undefined;
  if (builtin !== undefined) return { builtin: { relkind: builtin } };
  if (schema !== undefined && !SYSTEM_SCHEMAS.has(schema) && !ctx.catalog.schemas().includes(schema)) throw ctx.error('invalid_schema_name', `schema "${schema}" does not exist`);
  const rel = schema !== undefined && SYSTEM_SCHEMAS.has(schema) ? undefined : ctx.catalog.findRelation(name, schema, ctx.searchPath);
  if (rel === undefined) throw ctx.error('undefined_table', `relation "${schema === undefined ? '' : `${schema}.`}${name}" does not exist`);
  return { user: rel };
}

let builtinKinds: Map<string, string> | undefined;

/** relkind of a built-in relation `schema.name` (pg_class's captured rows), else undefined. */
function builtinRelkind(schema: string, name: string): string | undefined {
  if (builtinKinds === undefined) {
    const ns = new Map([[11, 'pg_catalog'], [99, 'pg_toast'], [13207, 'information_schema']]);
    const [nsAt, nameAt, kindAt] = ['relnamespace', 'relname', 'relkind'].map((c) => builtinColumnIndex('pg_class', c)) as [number, number, number];
    builtinKinds = new Map();
    for (const r of builtinRows('pg_class')) {
      const s = ns.get(Number(r[nsAt]));
      if (s !== undefined) builtinKinds.set(`${s}.${String(r[nameAt])}`, String(r[kindAt]));
    }
  }
  return builtinKinds.get(`${schema}.${name}`);
}

function reindexIndex(ctx: PlanCtx, plan: DdlPlan, target: Target, name: string, opts: ReindexOptions): void {
  const kind = 'user' in target ? target.user.kind : target.builtin.relkind;
  if (kind !== 'i' && kind !== 'I') throw ctx.error('wrong_object_type', `"${name}" is not an index`);
  if (!('user' in target)) {
    if (opts.concurrently) throw ctx.error('feature_not_supported', 'cannot reindex system catalogs concurrently');
    return;
  }
  const index = target.user;
  const table = ctx.catalog.indexByOid(index.oid);
  const parent = table === undefined ? undefined : ctx.catalog.relationByOid(table.relOid);
  if (parent?.kind === 'p') {
    // a partitioned index: the indexes of its leaf partitions (ReindexPartitions)
    plan.notInBlock ??= { what: 'REINDEX INDEX', where: `while reindexing partitioned index "${index.schema}.${index.name}"` };
    for (const leaf of leaves(ctx, parent)) for (const i of indexesOf(ctx, leaf)) addIndex(plan, leaf, i, opts);
    return;
  }
  if (parent !== undefined) addIndex(plan, parent, index, opts);
}

function reindexTable(ctx: PlanCtx, plan: DdlPlan, target: Target, name: string, opts: ReindexOptions): void {
  const kind = 'user' in target ? target.user.kind : target.builtin.relkind;
  if (kind !== 'r' && kind !== 'm' && kind !== 'p' && kind !== 't') throw ctx.error('wrong_object_type', `"${name}" is not a table or materialized view`);
  if (!('user' in target)) {
    if (opts.concurrently) throw ctx.error('feature_not_supported', 'cannot reindex system catalogs concurrently');
    return;
  }
  const rel = target.user;
  if (rel.kind === 'p') {
    plan.notInBlock ??= { what: 'REINDEX TABLE', where: `while reindexing partitioned table "${rel.schema}.${rel.name}"` };
    for (const leaf of leaves(ctx, rel)) addTable(ctx, plan, leaf, opts, opts.concurrently);
    return;
  }
  if (!addTable(ctx, plan, rel, opts, opts.concurrently)) {
    plan.notices.push(opts.concurrently ? `table "${name}" has no indexes that can be reindexed concurrently` : `table "${name}" has no indexes to reindex`);
  }
}

/**
 * Rebuilds every index of `rel` (and its TOAST table's); false when it has none. VERBOSE reports
 * the table after its indexes when several tables are rebuilt, or one CONCURRENTLY.
 */
function addTable(ctx: PlanCtx, plan: DdlPlan, rel: RelationDef, opts: ReindexOptions, reportTable = true): boolean {
  const indexes = indexesOf(ctx, rel);
  for (const i of indexes) addIndex(plan, rel, i, opts);
  if (opts.verbose && reportTable && indexes.length > 0) plan.notices.push({ severity: 'INFO', message: `table "${rel.schema}.${rel.name}" was reindexed` });
  // a table with a column of a variable-length type has a TOAST table, whose index is rebuilt too
  return indexes.length > 0 || rel.columns.some((c) => toastable(ctx, c.typeOid));
}

function addIndex(plan: DdlPlan, table: RelationDef, index: RelationDef, opts: ReindexOptions): void {
  // a key SQLite keeps in the table itself (PRIMARY KEY) has no index of its own: REINDEX its table
  const step = `REINDEX ${sqliteTarget(index.sqliteName === '' ? table.sqliteName : index.sqliteName)}`;
  if (!plan.steps.includes(step)) plan.steps.push(step);
  if (opts.verbose) plan.notices.push({ severity: 'INFO', message: `index "${opts.concurrently ? `${index.schema}.` : ''}${index.name}" was reindexed` });
}

/** SQLite reads an unqualified REINDEX name as a collation first: qualify names that are one. */
function sqliteTarget(name: string): string {
  return ['binary', 'nocase', 'rtrim'].includes(name.toLowerCase()) ? `main.${quoteIdent(name)}` : quoteIdent(name);
}

function indexesOf(ctx: PlanCtx, rel: RelationDef): RelationDef[] {
  const out: RelationDef[] = [];
  for (const i of ctx.catalog.indexes()) {
    if (i.relOid !== rel.oid) continue;
    const r = ctx.catalog.relationByOid(i.oid);
    if (r !== undefined) out.push(r);
  }
  return out;
}

/** The leaf partitions under a partitioned table, depth first in OID order. */
function leaves(ctx: PlanCtx, rel: RelationDef): RelationDef[] {
  const out: RelationDef[] = [];
  for (const oid of rel.inheritedBy ?? []) {
    const child = ctx.catalog.relationByOid(oid);
    if (child === undefined || child.partitionBound === undefined) continue;
    if (child.kind === 'p') out.push(...leaves(ctx, child));
    else out.push(child);
  }
  return out;
}

/** Whether a column type is variable-length (typlen -1), which gives its table a TOAST table. */
function toastable(ctx: PlanCtx, typeOid: number): boolean {
  const builtin = typeByOid(typeOid);
  if (builtin !== undefined) return builtin.len === -1;
  const user = ctx.catalog.userTypes?.().find((t) => t.oid === typeOid);
  if (user?.kind === 'e') return false;
  if (user?.kind === 'd') return toastable(ctx, user.baseOid);
  return true;
}
