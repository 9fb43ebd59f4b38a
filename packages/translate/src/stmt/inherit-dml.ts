import type { RelationDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { quoteIdent } from '../sql/quote.js';
import { lookupRelation } from './from-clause.js';
import { dmlTarget, returning } from './dml-target.js';
import type { DmlResult } from './insert.js';
import type { RawStep } from './multi-step.js';
import { readsDescendants, rowHolders } from './inherit-expand.js';
import { refuseHierarchySelfRead } from './inherit-self-read.js';
import { partitionConstraints, constraintSql } from '../ddl/partition-routing.js';
import { keyTexts } from '../ddl/partition-bound.js';
import { ancestorConstraint, partitionsOf } from '../ddl/create-partition.js';

type Translate = (ctx: PlanCtx, stmt: Fields, outer?: Scope) => DmlResult;

const RETURNED = 'temp."_pgsqlite_inh_returning"';
const MOVED = 'temp."_pgsqlite_inh_moved"';

/**
 * `RETURNING *` (and `alias.*`) spelled out as the target's columns: every table of the hierarchy
 * returns the same ones. A bare `*` also stands for the columns of the FROM / USING items
 * (`fromItems`), after the target's, as `item.*` each.
 */
export function spelledReturning(ctx: PlanCtx, list: AstNode[] | undefined, rel: RelationDef, alias: string, fromItems: readonly AstNode[] = []): AstNode[] | undefined {
  if (list === undefined) return undefined;
  return list.flatMap((n) => {
    const val = fieldsOf(fieldsOf(n)['val'] as AstNode);
    const fields = (val['fields'] as AstNode[] | undefined) ?? [];
    const last = fields[fields.length - 1];
    if (nodeType(fieldsOf(n)['val'] as AstNode) !== 'ColumnRef' || last === undefined || nodeType(last) !== 'A_Star') return [n];
    const ref = (names: string[], star: boolean): AstNode =>
      ({ ResTarget: { val: { ColumnRef: { fields: [...names.map((sval) => ({ String: { sval } })), ...(star ? [{ A_Star: {} }] : [])], location: val['location'] } }, location: val['location'] } }) as unknown as AstNode;
    const own = rel.columns.map((c) => ref([alias, c.name], false));
    if (fields.length > 1) return own;
    return [...own, ...fromItems.flatMap((item) => itemAliases(ctx, item).map((a) => ref([a], true)))];
  });
}

/** The range names whose `name.*` together make a FROM item's share of `*` (a join: each side's, when it merges no columns). */
function itemAliases(ctx: PlanCtx, item: AstNode): string[] {
  const f = fieldsOf(item);
  const alias = (f['alias'] as Fields | undefined)?.['aliasname'] as string | undefined;
  if (nodeType(item) === 'JoinExpr') {
    if (alias === undefined && !f['usingClause'] && !f['isNatural']) return [...itemAliases(ctx, f['larg'] as AstNode), ...itemAliases(ctx, f['rarg'] as AstNode)];
  } else if (alias !== undefined) return [alias];
  else if (nodeType(item) === 'RangeVar') return [String(f['relname'])];
  throw ctx.error('feature_not_supported', 'RETURNING * over this FROM/USING item on a table with inheritance children or partitions is not supported by pgsqlite');
}

/**
 * UPDATE / DELETE of a table with descendants (not ONLY): the statement runs once per table of the
 * hierarchy, each reading its own columns by name, in one savepoint (multi-step.ts); the counts add
 * up and RETURNING rows are gathered. An UPDATE of a partitioned table moves a row whose new values
 * leave its partition's bound: it is taken out first and routed again from the target after every
 * table was updated (so no row is updated twice), as PostgreSQL's row movement does.
 */
export function inheritedDml(ctx: PlanCtx, stmt: Fields, kind: 'update' | 'delete', outer: Scope | undefined, translate: Translate): DmlResult | undefined {
  const rv = stmt['relation'] as Fields;
  const rel = lookupRelation(new Scope(ctx, outer), rv);
  if (!readsDescendants(rel, rv['inh'])) return undefined;
  dmlTarget(ctx, rv, kind === 'update' ? 'update' : 'delete from', outer);
  if (rowHolders(ctx, rel).length > 1) refuseHierarchySelfRead(ctx, stmt, rel, kind);
  const alias = (rv['alias']?.['aliasname'] as string | undefined) ?? rel.name;
  const fromItems = ((kind === 'update' ? stmt['fromClause'] : stmt['usingClause']) as AstNode[] | undefined) ?? [];
  const retList = spelledReturning(ctx, stmt['returningList'] as AstNode[] | undefined, rel, alias, fromItems);
  const steps: RawStep[] = [];
  const moves: RawStep[] = [];
  const withRet = retList !== undefined && retList.length > 0;
  let returned: DmlResult['returning'];
  const assigns = kind === 'update' && ((stmt['targetList'] as AstNode[] | undefined) ?? []).length > 0;
  const moving = assigns && rel.kind === 'p';
  for (const m of rowHolders(ctx, rel)) {
    const relation = { ...rv, relname: m.name, schemaname: m.schema, inh: false, alias: { aliasname: alias } };
    const part = translate(ctx, { ...stmt, relation, ...(retList ? { returningList: retList } : {}) }, outer);
    if (part.steps !== undefined) throw ctx.error('feature_not_supported', `${kind.toUpperCase()} with FROM/USING and RETURNING on a table with inheritance children or partitions is not supported by pgsqlite`);
    returned ??= part.returning;
    if (moving && m.partitionBound !== undefined) moves.push(...moveOut(ctx, rel, m, part));
    steps.push(withRet ? { sql: part.sql, role: 'capture', into: RETURNED } : { sql: part.sql, role: 'count' });
  }
  const width = returned?.columns.length ?? 0;
  const head: RawStep[] = [];
  const tail: RawStep[] = [];
  if (moves.length > 0) {
    const cols = rel.columns.filter((c) => c.generated !== 's');
    head.push({ sql: `CREATE TEMP TABLE ${MOVED.slice(5)} (${[...cols.map((_, i) => `c${i}`), 'rid', 'src'].join(', ')})`, role: 'run' }, ...moves);
    const back = `INSERT INTO ${quoteIdent(rel.sqliteName)} (${cols.map((c) => quoteIdent(c.sqliteName)).join(', ')}) SELECT ${cols.map((_, i) => `c${i}`).join(', ')} FROM ${MOVED}`;
    if (withRet) {
      const t = dmlTarget(ctx, { ...rv, inh: false }, 'update', outer);
      const ret = returning(t, retList);
      tail.push({ sql: `${back} RETURNING ${(ret?.sql ?? []).join(', ')}`, role: 'capture', into: RETURNED });
    } else {
      tail.push({ sql: back, role: 'count' });
    }
    tail.push({ sql: `DROP TABLE ${MOVED}`, role: 'run' });
  }
  if (!withRet) return { sql: steps[0]?.sql ?? 'SELECT 1 WHERE 0', returning: undefined, steps: [...head, ...steps, ...tail] };
  const create: RawStep = { sql: `CREATE TEMP TABLE ${RETURNED.slice(5)} (${Array.from({ length: width }, (_, i) => `c${i}`).join(', ')})`, role: 'run' };
  const result: RawStep = { sql: `SELECT * FROM ${RETURNED}`, role: 'result' };
  return { sql: result.sql, returning: returned, steps: [create, ...head, ...steps, ...tail, result, { sql: `DROP TABLE ${RETURNED}`, role: 'run' }] };
}

/**
 * The rows of partition `m` whose new values leave its bound: noted with their new values (in the
 * target's column order) and deleted, before `m` is updated.
 */
function moveOut(ctx: PlanCtx, target: RelationDef, m: RelationDef, part: DmlResult): RawStep[] {
  const newSql = part.oldRows?.newSql;
  if (newSql === undefined) throw ctx.error('feature_not_supported', 'an UPDATE that may move rows between partitions with a FROM clause or a sequence draw is not supported by pgsqlite');
  const parent = ctx.catalog.relationByOid(m.inherits?.[0] ?? 0);
  if (parent?.partitionKey === undefined) return [];
  const siblings = partitionsOf(ctx, parent);
  const at = siblings.findIndex((s) => s.rel.oid === m.oid);
  const own = partitionConstraints(keyTexts(parent, parent.partitionKey), siblings)[at];
  if (own === undefined) return [];
  const above = ancestorConstraint(ctx, parent);
  const text = above === 'true' ? own : `(${own} AND ${above})`;
  const names = [...m.columns.map((_, i) => `n${i}`), 'rid'];
  const table = { name: m.name, sqliteName: m.sqliteName, columns: m.columns.map((c, i) => ({ ...c, sqliteName: `n${i}` })) };
  const leaves = `NOT COALESCE(${constraintSql(ctx, table, text, '"__n"')}, 0)`;
  const cols = target.columns.filter((c) => c.generated !== 's').map((c) => {
    const i = m.columns.findIndex((x) => x.name === c.name);
    return i < 0 ? 'NULL' : `"__n"."n${i}"`;
  });
  const moved = `WITH "__n"(${names.join(', ')}) AS (${newSql}) SELECT ${[...cols, '"__n"."rid"', String(m.oid)].join(', ')} FROM "__n" WHERE ${leaves}`;
  return [
    { sql: `INSERT INTO ${MOVED} ${moved}`, role: 'run' },
    { sql: `DELETE FROM ${quoteIdent(m.sqliteName)} WHERE rowid IN (SELECT rid FROM ${MOVED} WHERE src = ${m.oid})`, role: 'run' },
  ];
}
