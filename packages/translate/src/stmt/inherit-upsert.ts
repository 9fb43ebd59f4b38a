import { PgError } from '@pgsqlite/errors';
import type { RelationDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { lookupRelation } from './from-clause.js';
import type { DmlResult } from './insert.js';
import type { RawStep } from './multi-step.js';
import { translateSelect } from './select.js';
import { rowHolders } from './inherit-expand.js';
import { spelledReturning } from './inherit-dml.js';
import { ancestorConstraint } from '../ddl/create-partition.js';
import { parseExprText } from '../ddl/table-model.js';

type Translate = (ctx: PlanCtx, stmt: Fields, outer?: Scope) => DmlResult;

const ROWS = '__pgsqlite_rows';
const RETURNED = 'temp."_pgsqlite_upsert_returning"';

const str = (sval: string): AstNode => ({ String: { sval } }) as unknown as AstNode;

const refusals = new WeakSet<object>();

/** Whether `e` is partitionedUpsert's refusal: the statement's rows must be written one by one (partition-insert-triggers.ts routedUpsert). */
export function isUpsertRefusal(e: unknown): boolean {
  return typeof e === 'object' && e !== null && refusals.has(e);
}

/** SELECT * FROM (<source>) AS __pgsqlite_rows(cols) WHERE <cond> */
function filtered(source: Fields, cols: readonly string[], where: AstNode): AstNode {
  return {
    SelectStmt: {
      targetList: [{ ResTarget: { val: { ColumnRef: { fields: [{ A_Star: {} }] } } } }],
      fromClause: [{ RangeSubselect: { subquery: { SelectStmt: source }, alias: { aliasname: ROWS, colnames: cols.map(str) } } }],
      whereClause: where,
      limitOption: 'LIMIT_OPTION_DEFAULT',
      op: 'SETOP_NONE',
    },
  } as unknown as AstNode;
}

function hasDefault(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasDefault);
  if (node === null || typeof node !== 'object') return false;
  return Object.entries(node as Record<string, unknown>).some(([k, v]) => k === 'SetToDefault' || hasDefault(v));
}

/**
 * INSERT … ON CONFLICT into a partitioned table: PostgreSQL routes each row to its partition and
 * applies ON CONFLICT there, with the partition's unique indexes as arbiters. Here the INSERT runs
 * once per leaf partition over the proposed rows its bound admits (so the conflict is the leaf's
 * own), and once into the partitioned table for the rows no partition admits (whose routing
 * raises 23514). The proposed rows are evaluated once per partition, so a source drawing from a
 * sequence or holding DEFAULT is refused (isUpsertRefusal): the session routes those row by row.
 */
export function partitionedUpsert(ctx: PlanCtx, stmt: Fields, outer: Scope | undefined, translate: Translate): DmlResult | undefined {
  if (!stmt['onConflictClause']) return undefined;
  const rv = stmt['relation'] as Fields;
  const rel = lookupRelation(new Scope(ctx, outer), rv);
  if (rel.kind !== 'p') return undefined;
  parentArbiter(ctx, rel, stmt['onConflictClause'] as Fields);
  stmt = { ...stmt, onConflictClause: byColumns(ctx, rel, stmt['onConflictClause'] as Fields) };
  const refuse = (): PgError => {
    const e = ctx.error('feature_not_supported', 'this form of ON CONFLICT on a partitioned table (DEFAULT values, sequence draws, or a key column left to its default) is not supported by pgsqlite');
    refusals.add(e);
    return e;
  };
  const source = stmt['selectStmt']?.['SelectStmt'] as Fields | undefined;
  if (source === undefined || hasDefault(source)) throw refuse();
  const colNodes = (stmt['cols'] as AstNode[] | undefined) ?? [];
  const width = source['valuesLists'] ? ((fieldsOf((source['valuesLists'] as AstNode[])[0] as AstNode)['items'] as AstNode[] | undefined) ?? []).length : translateSelect(source, new Scope(ctx, outer)).columns.length;
  const cols = colNodes.length ? colNodes.map((n) => String(fieldsOf(n)['name'])) : rel.columns.slice(0, width).map((c) => c.name);
  const alias = (rv['alias']?.['aliasname'] as string | undefined) ?? rel.name;
  const leaves = rowHolders(ctx, rel);
  const retList = spelledReturning(ctx, stmt['returningList'] as AstNode[] | undefined, rel, alias);
  // a leaf's partition constraint: its bound and its ancestors' up the tree
  const conds = leaves.map((l) => ancestorConstraint(ctx, l));
  const parts: DmlResult[] = [];
  const run = (relation: Fields, where: AstNode, conflict: boolean): void => {
    const sub = { ...stmt, relation, selectStmt: filtered(source, cols, where), cols: cols.map((name) => ({ ResTarget: { name } })) } as Fields;
    if (retList !== undefined) sub['returningList'] = retList;
    if (!conflict) delete sub['onConflictClause'];
    try {
      parts.push(translate(ctx, sub, outer));
    } catch (e) {
      if (e instanceof PgError && e.code === '42703') throw refuse();
      throw e;
    }
  };
  leaves.forEach((l, i) => run({ ...rv, relname: l.name, schemaname: l.schema, inh: false, alias: { aliasname: alias } }, parseExprText(conds[i] as string), true));
  const none = conds.length ? `NOT COALESCE((${conds.join(' OR ')}), false)` : 'true';
  run({ ...rv, inh: false }, parseExprText(none), false);
  if (parts.some((p) => p.steps !== undefined || p.sql.includes('pg_nextval(') || p.sql.includes('pg_autoinc'))) throw refuse();
  const returned = parts[0]?.returning;
  if (returned === undefined) return { sql: parts[0]?.sql ?? '', returning: undefined, steps: parts.map((p): RawStep => ({ sql: p.sql, role: 'count' })) };
  const width2 = returned.columns.length;
  const steps: RawStep[] = [
    { sql: `CREATE TEMP TABLE ${RETURNED.slice(5)} (${Array.from({ length: width2 }, (_, i) => `c${i}`).join(', ')})`, role: 'run' },
    ...parts.map((p): RawStep => ({ sql: p.sql, role: 'capture', into: RETURNED })),
    { sql: `SELECT * FROM ${RETURNED}`, role: 'result' },
    { sql: `DROP TABLE ${RETURNED}`, role: 'run' },
  ];
  return { sql: `SELECT * FROM ${RETURNED}`, returning: returned, steps };
}

/**
 * infer_arbiter_indexes looks at the target's own indexes: ON CONFLICT (cols) on a partitioned
 * table needs a unique index of the partitioned table on those columns. One that only its
 * partitions have (each leaf's upsert above would find it) is no arbiter: 42P10.
 */
function parentArbiter(ctx: PlanCtx, rel: RelationDef, clause: Fields): void {
  const infer = clause['infer'] as Fields | undefined;
  if (infer === undefined || infer['conname'] || infer['whereClause']) return;
  const elems = ((infer['indexElems'] as AstNode[] | undefined) ?? []).map((n) => fieldsOf(n));
  if (elems.length === 0 || elems.some((e) => !e['name'])) return;
  const want = new Set(elems.map((e) => rel.columns.find((c) => c.name === e['name'])?.attnum ?? -1));
  if (want.has(-1)) return;
  const matches = ctx.catalog.indexes().some((i) => i.relOid === rel.oid && i.unique && i.predicate === null && i.keys.length === want.size && i.keys.every((k) => k.attnum > 0 && want.has(k.attnum)));
  if (!matches) throw new PgError('invalid_column_reference', 'there is no unique or exclusion constraint matching the ON CONFLICT specification');
}

/**
 * ON CONFLICT ON CONSTRAINT name of a partitioned table, as each partition's upsert names it: by
 * the constraint's columns (its partitions' own constraints have names of their own).
 */
function byColumns(ctx: PlanCtx, rel: RelationDef, clause: Fields): Fields {
  const infer = clause['infer'] as Fields | undefined;
  const name = infer?.['conname'] as string | undefined;
  if (infer === undefined || name === undefined) return clause;
  const con = ctx.catalog.constraintsOf(rel.oid).find((c) => c.name === name && (c.type === 'p' || c.type === 'u'));
  if (con === undefined) throw new PgError('undefined_object', `constraint "${name}" for table "${rel.name}" does not exist`);
  const names = con.columns.map((attnum) => rel.columns.find((c) => c.attnum === attnum)?.name ?? '');
  const { conname: _dropped, ...rest } = infer;
  return { ...clause, infer: { ...rest, indexElems: names.map((n) => ({ IndexElem: { name: n } })) } };
}
