import type { ColumnDef, RelationDef } from '@pgsqlite/catalog';
import { PgError, SqlState, toPgError } from '@pgsqlite/errors';
import { leftmostLocation } from '../errors/location.js';
import { autoincDrawSql } from '../analyze/fn-sequences-autoinc.js';
import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import type { Expr, ScopeColumn } from '../analyze/expr-types.js';
import { type ExprEnv, translateExpr } from '../analyze/expr.js';
import { coerce } from '../analyze/coerce.js';
import { domainCheckedSql } from '../analyze/user-types.js';
import { type KeyValueSource, rowidKeyValue } from '../analyze/rowid-key.js';
import { Scope } from '../analyze/scope.js';
import type { PlanCtx } from '../analyze/context.js';
import { lookupRelation } from './from-clause.js';
import { columnDefaultSql } from './column-default.js';
import { translateTargets, type Targets } from './targets.js';
import { routedTableoidSql } from './inherit-returning.js';
import { resolveViewTarget, type ViewCommand, type ViewTarget, viewScopeColumns, viewTargetColumn } from './view-target.js';
import { checkedReturning } from './view-check-option.js';
import { VIEW_HOLDER } from './view-inherit-dml.js';
import { rowidName } from '../analyze/system-columns.js';

/** The table an INSERT/UPDATE/DELETE writes, with the scopes its clauses see. */
export interface DmlTarget {
  rel: RelationDef;
  alias: string;
  /** `"t" AS "alias"` */
  tableSql: string;
  /** Scope in which columns read as `"alias"."col"` (WHERE, SET, ON CONFLICT) */
  scope: Scope;
  /** Written through an automatically updatable view (view-target.ts): `rel` is then its base table */
  view?: ViewTarget;
}

function columnsOf(rel: RelationDef, alias: string, qualifier: string | null): ScopeColumn[] {
  return rel.columns.map((c) => ({
    name: c.name,
    type: c.typeOid,
    typmod: c.typmod,
    sql: qualifier === null ? quoteIdent(c.sqliteName) : `${qualifier}.${quoteIdent(c.sqliteName)}`,
    tableOid: rel.oid,
    attnum: c.attnum,
    rangeAlias: alias,
  }));
}

/** Resolves the written table; only ordinary tables can be written. `outer`: a scope whose CTEs are visible. */
export function dmlTarget(ctx: PlanCtx, relation: Fields, verb: string, outer?: Scope): DmlTarget {
  const scope = new Scope(ctx, outer);
  const rel = lookupRelation(scope, relation);
  if (rel.kind === 'm') throw ctx.error('wrong_object_type', `cannot change materialized view "${rel.name}"`);
  if (rel.kind === 'v' && VIEW_COMMANDS[verb] !== undefined) return viewDmlTarget(ctx, scope, rel, relation, VIEW_COMMANDS[verb]);
  if (rel.kind !== 'r' && rel.kind !== 'p') throw ctx.error('wrong_object_type', `cannot ${verb} ${kindName(rel)} "${rel.name}"`, relation['location']);
  const alias = claimAlias(ctx, (relation['alias']?.['aliasname'] as string | undefined) ?? rel.name);
  scope.add({ alias, columns: columnsOf(rel, alias, quoteIdent(alias)), relationOid: rel.oid, ...(rowidName(rel) === undefined ? {} : { ctidSql: `${quoteIdent(alias)}.${rowidName(rel)}` }), ...(rel.rowType ? { rowType: rel.rowType.oid } : {}) });
  return { rel, alias, tableSql: `${quoteIdent(rel.sqliteName)} AS ${quoteIdent(alias)}`, scope };
}

const VIEW_COMMANDS: Record<string, ViewCommand> = { 'insert into': 'insert', update: 'update', 'delete from': 'delete', 'merge into': 'merge' };

/** A view written through to its base table (rewriteTargetView): its columns read as their expressions over that table. */
function viewDmlTarget(ctx: PlanCtx, scope: Scope, rel: RelationDef, relation: Fields, command: ViewCommand): DmlTarget {
  const alias = claimAlias(ctx, (relation['alias']?.['aliasname'] as string | undefined) ?? rel.name);
  const holderOid = relation[VIEW_HOLDER] as number | undefined;
  const holder = holderOid === undefined ? undefined : ctx.catalog.relationByOid(holderOid);
  const view = resolveViewTarget(ctx, rel, alias, command, relation['location'], holder);
  ctx.viewWrites.push({ viewOid: rel.oid, chain: view.chain });
  scope.add({ alias, columns: viewScopeColumns(view, alias, false), relationOid: rel.oid, ...(rel.rowType ? { rowType: rel.rowType.oid } : {}) });
  return { rel: view.base, alias, tableSql: `${quoteIdent(view.base.sqliteName)} AS ${quoteIdent(alias)}`, scope, view };
}

/** UPDATE/DELETE: the statement's WHERE with the written views' conditions (AddQual: after the statement's own). */
export function targetWhere(t: DmlTarget, where: string | undefined): string | undefined {
  const quals = t.view?.quals ?? [];
  if (quals.length === 0) return where;
  return [...(where === undefined ? [] : [where]), ...quals].map((q) => `(${q})`).join(' AND ');
}

function kindName(rel: RelationDef): string {
  return rel.kind === 'v' ? 'view' : rel.kind === 'S' ? 'sequence' : rel.kind === 'i' ? 'index' : 'relation';
}

/** Finds a target column by name; 42703 as PostgreSQL words it for DML. */
export function targetColumn(t: DmlTarget, name: string, location?: number): ColumnDef {
  if (t.view) return viewTargetColumn(t.scope.ctx, t.view, name, location);
  const col = t.rel.columns.find((c) => c.name === name);
  if (!col) throw t.scope.ctx.error('undefined_column', `column "${name}" of relation "${t.rel.name}" does not exist`, location);
  return col;
}

/** A value assigned to a column: DEFAULT, or an expression coerced with assignment rules. */
export function assignValue(t: DmlTarget, col: ColumnDef, node: AstNode, env: ExprEnv): Expr {
  const ctx = t.scope.ctx;
  if (nodeType(node) === 'SetToDefault') {
    const sql = columnDefaultSql(ctx, col) ?? autoincDrawSql(ctx, t.rel, col) ?? 'NULL';
    // a domain column's default is checked as the domain (PostgreSQL coerces defaults to the column's domain)
    return { sql: domainCheckedSql(ctx, col.typeOid, sql) ?? sql, type: col.typeOid, typmod: col.typmod, name: col.name };
  }
  const e = translateExpr(node, env);
  try {
    return rowidKeyValue(ctx, t.rel, col, coerce(ctx, e, col.typeOid, col.typmod, 'assignment'), keyValueSource(node));
  } catch (err) {
    throw assignmentError(t, col, node, err);
  }
}

/** What an assigned expression is, for a rowid key's NULL guard (rowid-key.ts). */
function keyValueSource(node: AstNode): KeyValueSource {
  const t = nodeType(node);
  if (t === 'A_Const') return fieldsOf(node)['isnull'] === true ? 'expression' : 'constant';
  // a column may be a flattened subquery's volatile expression (UPDATE … FROM (SELECT nextval(…)) s)
  return t === 'ParamRef' ? 'reference' : 'expression';
}

/**
 * transformAssignedExpr's 42804 names the column and points at the expression (exprLocation:
 * its leftmost token), also when the expression itself carries no location (a function call).
 */
function assignmentError(t: DmlTarget, col: ColumnDef, node: AstNode, err: unknown): unknown {
  const e = toPgError(err);
  const prefix = 'column is of type ';
  if (e.fields.code !== SqlState.datatype_mismatch || !e.fields.message.startsWith(prefix)) return err;
  const position = e.fields.position ?? t.scope.ctx.position(leftmostLocation(node));
  return PgError.fromCode(e.fields.code, `column "${col.name}" is of type ${e.fields.message.slice(prefix.length)}`, { ...e.fields, position });
}

/** RETURNING: expressions over the written row (unqualified, as SQLite's RETURNING reads them). */
export function returning(t: DmlTarget, list: AstNode[] | undefined, unseen: readonly string[] = []): Targets | undefined {
  if (!list || list.length === 0) return undefined;
  const scope = new Scope(t.scope.ctx);
  // Range entries of the statement RETURNING cannot read (ON CONFLICT's excluded): "invalid reference", not "missing".
  if (unseen.length > 0) {
    scope.unseen = new Scope(t.scope.ctx);
    for (const alias of unseen) scope.unseen.add({ alias, columns: [] });
  }
  if (t.view) {
    scope.add({ alias: t.alias, columns: viewScopeColumns(t.view, t.alias, true), relationOid: t.view.view.oid, ...(t.view.view.rowType ? { rowType: t.view.view.rowType.oid } : {}) });
    return checkedReturning(t, translateTargets(list, { scope, clause: 'RETURNING' }));
  }
  const routed = t.rel.kind === 'p' ? { tableoidSql: routedTableoidSql(t.scope.ctx, t.rel) } : {};
  scope.add({ alias: t.alias, columns: columnsOf(t.rel, t.alias, null), relationOid: t.rel.oid, ...routed, ...(t.rel.kind === 'r' && rowidName(t.rel) !== undefined ? { ctidSql: rowidName(t.rel) } : {}), ...(t.rel.rowType ? { rowType: t.rel.rowType.oid } : {}) });
  return translateTargets(list, { scope, clause: 'RETURNING' });
}

/** A DML target's alias is written as it is (UPDATE/DELETE name it): FROM items spelled like it in another case get names of their own (PlanCtx.sqlAlias). */
function claimAlias(ctx: PlanCtx, alias: string): string {
  ctx.claimAlias(alias);
  return alias;
}
