import type { ColumnDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, nodeType, strVal } from '../parse/ast.js';
import { printCheck } from '../ddl/expr-text.js';
import { userTypeNames } from '../ddl/type-label.js';
import { withImmutableCasts } from '../ddl/immutable-casts.js';
import { quoteIdent, quoteString } from '../sql/quote.js';
import { translateExpr } from '../analyze/expr.js';
import { asBool } from '../analyze/operators.js';
import { Scope } from '../analyze/scope.js';
import type { PlanCtx } from '../analyze/context.js';
import type { DmlTarget } from './dml-target.js';
import { setClause } from './set-clause.js';
import { constraintKeySql } from '../analyze/constraint-key.js';
import { indexKey } from '../analyze/functions.js';
import { viewArbiterColumn, viewExcludedColumns } from './view-insert.js';

/** A translated ON CONFLICT clause. */
export interface OnConflict {
  /** ` ON CONFLICT (…) [WHERE …] DO …` */
  sql: string;
  /** DO UPDATE: the arbiter columns (a proposed row may not hit a row this command already wrote). */
  updateKey: ColumnDef[] | null;
  /** Whether the arbiter has expressions (no proposed-key guard can be built for them). */
  expressions: boolean;
  /** ` ON CONFLICT (…) [WHERE …]` alone (a row written one by one tries DO NOTHING first, trigger-dml.ts) */
  target: string;
  /** ` DO NOTHING` or ` DO UPDATE SET … [WHERE …]` */
  action: string;
}

/**
 * An expression of the inference specification as the unique expression index it names keys it
 * (create-index.ts: the table's columns unqualified, the value's index key), so SQLite's upsert
 * finds that index; none matching is SQLite's refusal, answered 42P10.
 */
function indexExpressionKey(t: DmlTarget, expr: AstNode): string {
  const ctx = t.scope.ctx;
  const scope = new Scope(ctx);
  scope.add({
    alias: t.rel.name,
    columns: t.rel.columns.map((c) => ({ name: c.name, type: c.typeOid, typmod: c.typmod, sql: quoteIdent(c.sqliteName), tableOid: t.rel.oid, attnum: c.attnum, rangeAlias: t.rel.name })),
  });
  return indexKey(translateExpr(expr, { scope, clause: 'index expressions' }));
}

/**
 * The inference specification's WHERE (a partial unique index's predicate it must imply), over
 * the table's columns unqualified as the index's own predicate is stored (create-index.ts), so
 * that SQLite's implication test compares like with like (`t.fruit` and `fruit` alike).
 */
function inferenceWhere(t: DmlTarget, where: AstNode): string {
  if (t.view !== undefined) return asBool(translateExpr(where, { scope: t.scope }), { scope: t.scope }).sql;
  const ctx = t.scope.ctx;
  const scope = new Scope(ctx);
  scope.add({
    alias: t.alias,
    columns: t.rel.columns.map((c) => ({ name: c.name, type: c.typeOid, typmod: c.typmod, sql: quoteIdent(c.sqliteName), tableOid: t.rel.oid, attnum: c.attnum, rangeAlias: t.alias })),
  });
  const sql = (n: AstNode): string => withImmutableCasts(asBool(translateExpr(n, { scope }), { scope }).sql);
  // SQLite infers a partial index only from its predicate itself; PostgreSQL from any WHERE implying it.
  // A conjunct that is a partial unique index's predicate (as CREATE INDEX printed it) stands for the whole.
  const predicates = new Set(ctx.catalog.indexes().flatMap((i) => (i.relOid === t.rel.oid && i.unique && i.predicate !== null ? [i.predicate] : [])));
  const f = fieldsOf(where);
  if (predicates.size > 0 && nodeType(where) === 'BoolExpr' && f['boolop'] === 'AND_EXPR') {
    const types = new Map(t.rel.columns.map((c) => [c.name, c.typeOid]));
    const names = userTypeNames(ctx);
    for (const c of f['args'] as AstNode[]) {
      if (predicates.has(printCheck(unaliased(c, t.alias), types, undefined, names))) return sql(c);
    }
  }
  return sql(where);
}

/** `node` with the target's alias dropped from its column references (`t.fruit` → `fruit`), as an index predicate names them. */
function unaliased(node: unknown, alias: string): AstNode {
  if (Array.isArray(node)) return node.map((n) => unaliased(n, alias)) as unknown as AstNode;
  if (node === null || typeof node !== 'object') return node as AstNode;
  const rec = node as Record<string, unknown>;
  const ref = rec['ColumnRef'] as Fields | undefined;
  const fields = ref?.['fields'] as AstNode[] | undefined;
  if (ref !== undefined && fields?.length === 2 && nodeType(fields[0] as AstNode) === 'String' && strVal(fields[0]) === alias) {
    return { ColumnRef: { ...ref, fields: fields.slice(1) } } as unknown as AstNode;
  }
  return Object.fromEntries(Object.entries(rec).map(([k, v]) => [k, unaliased(v, alias)])) as unknown as AstNode;
}

/**
 * The first reference in `nodes` that both entries named excluded answer: `excluded.…` (42P09,
 * scanNameSpaceForRefname) or a bare column of the table (42702, both have it).
 */
function refuseExcludedReferences(ctx: PlanCtx, columns: readonly string[], nodes: unknown[]): void {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const ref = (node as Record<string, unknown>)['ColumnRef'] as Fields | undefined;
    const fields = (ref?.['fields'] as AstNode[] | undefined) ?? [];
    const first = fields[0] !== undefined && nodeType(fields[0]) === 'String' ? strVal(fields[0]) : undefined;
    const at = ref?.['location'] as number | undefined;
    if (fields.length >= 2 && first === 'excluded') throw ctx.error('ambiguous_alias', 'table reference "excluded" is ambiguous', at);
    if (fields.length === 1 && first !== undefined && columns.includes(first)) throw ctx.error('ambiguous_column', `column reference "${first}" is ambiguous`, at);
    Object.values(node).forEach(visit);
  };
  visit(nodes);
}

/** PostgreSQL's 21000 when two proposed rows of one INSERT … ON CONFLICT DO UPDATE share a key. */
export const SECOND_TIME = `pg_raise_hint('21000', ${quoteString('ON CONFLICT DO UPDATE command cannot affect row a second time')}, ${quoteString('Ensure that no rows proposed for insertion within the same command have duplicate constrained values.')})`;

/** ON CONFLICT [(cols) [WHERE pred] | ON CONSTRAINT name] DO NOTHING | DO UPDATE SET … [WHERE …]. */
export function translateOnConflict(t: DmlTarget, f: Fields): OnConflict {
  const ctx = t.scope.ctx;
  const infer = f['infer'] as Fields | undefined;
  let keyCols: ColumnDef[] = [];
  /** the arbiter's key terms as its unique index has them */
  let keySql: string[] = [];
  let expressions = false;
  if (infer?.['conname']) {
    keyCols = constraintColumns(t, String(infer['conname']));
    keySql = keyCols.map((c) => constraintKeySql(ctx.catalog, c));
  } else {
    for (const n of (infer?.['indexElems'] as AstNode[] | undefined) ?? []) {
      const e = n['IndexElem'] as Fields;
      if (!e['name']) {
        // an expression of a unique expression index (`ON CONFLICT (lower(email))`): the index's own key
        expressions = true;
        keySql.push(indexExpressionKey(t, e['expr'] as AstNode));
        continue;
      }
      // resolve_unique_index_expr: a ColumnRef located at the inference specification's `(`
      const col = t.view ? viewArbiterColumn(t, String(e['name'])) : t.rel.columns.find((c) => c.name === e['name']);
      if (!col) throw ctx.error('undefined_column', `column "${String(e['name'])}" does not exist`, infer?.['location'] as number | undefined);
      keyCols.push(col);
      // the constraint's unique index is on order keys for numeric, interval, jsonb… (constraint-plan.ts)
      keySql.push(constraintKeySql(ctx.catalog, col));
    }
  }
  if (keyCols.length > 0 && !expressions) noDeferrableArbiter(t, keyCols);
  // infer_arbiter_indexes matches the set of inference elements: one named twice is one (SQLite's target would match no index).
  const target = keySql.length ? `(${[...new Set(keySql)].join(', ')})` : '';
  const targetWhere = infer?.['whereClause'] ? ` WHERE ${inferenceWhere(t, infer['whereClause'] as AstNode)}` : '';
  const arbiter = ` ON CONFLICT${target}${targetWhere}`;
  if (f['action'] === 'ONCONFLICT_NOTHING') return { sql: `${arbiter} DO NOTHING`, updateKey: null, expressions, target: arbiter, action: ' DO NOTHING' };
  if (!keySql.length) {
    throw ctx.error('syntax_error', 'ON CONFLICT DO UPDATE requires inference specification or constraint name', f['location'], {
      hint: 'For example, ON CONFLICT (column_name).',
    });
  }
  const excluded = new Scope(ctx, undefined);
  for (const e of t.scope.entries) excluded.add(e);
  // A target named (or aliased) excluded: both entries have the name, a qualified reference to it is ambiguous.
  const clash = t.alias === 'excluded' && t.view === undefined;
  if (clash) refuseExcludedReferences(ctx, t.rel.columns.map((c) => c.name), [f['targetList'], f['whereClause']]);
  // the statement's WITH queries stay visible in DO UPDATE (sub-SELECTs of SET and WHERE)
  for (let s: Scope | undefined = t.scope; s; s = s.parent) for (const [name, cte] of s.ctes) if (!excluded.ctes.has(name)) excluded.ctes.set(name, cte);
  if (!clash) excluded.add({
    alias: 'excluded',
    columns: t.view ? viewExcludedColumns(t) : t.rel.columns.map((c) => ({ name: c.name, type: c.typeOid, typmod: c.typmod, sql: `excluded.${quoteIdent(c.sqliteName)}`, tableOid: t.rel.oid, attnum: c.attnum, rangeAlias: 'excluded' })),
  });
  const sets = setClause(t, (f['targetList'] as AstNode[]) ?? [], excluded);
  const where = f['whereClause'] ? ` WHERE ${asBool(translateExpr(f['whereClause'], { scope: excluded, clause: 'WHERE' }), { scope: excluded }).sql}` : '';
  const action = ` DO UPDATE SET ${sets}${where}`;
  return { sql: `${arbiter}${action}`, updateKey: expressions ? null : keyCols, expressions, target: arbiter, action };
}

/**
 * infer_arbiter_indexes: a DEFERRABLE unique constraint cannot be an arbiter (its index is not
 * unique in SQLite either: it is checked when the statement ends, deferred-unique.ts).
 */
function noDeferrableArbiter(t: DmlTarget, keyCols: readonly ColumnDef[]): void {
  const want = keyCols.map((c) => c.attnum).sort((a, b) => a - b).join(',');
  const same = t.scope.ctx.catalog.constraintsOf(t.rel.oid).filter((c) => (c.type === 'p' || c.type === 'u') && [...c.columns].sort((a, b) => a - b).join(',') === want);
  if (same.length > 0 && same.every((c) => c.deferrable)) {
    throw t.scope.ctx.error('object_not_in_prerequisite_state', 'ON CONFLICT does not support deferrable unique constraints/exclusion constraints as arbiters');
  }
}

/** ON CONFLICT ON CONSTRAINT name: the columns of the table's PRIMARY KEY / UNIQUE constraint. */
function constraintColumns(t: DmlTarget, name: string): ColumnDef[] {
  const ctx = t.scope.ctx;
  const con = ctx.catalog.constraintsOf(t.rel.oid).find((c) => c.name === name);
  if (!con) throw ctx.error('undefined_object', `constraint "${name}" for table "${t.rel.name}" does not exist`);
  if (con.type !== 'p' && con.type !== 'u') throw ctx.error('wrong_object_type', 'constraint in ON CONFLICT clause has no associated index');
  return con.columns.map((attnum) => {
    const col = t.rel.columns.find((c) => c.attnum === attnum);
    if (!col) throw ctx.error('undefined_column', `column ${attnum} of relation "${t.rel.name}" does not exist`);
    return col;
  });
}

/**
 * A condition that is true unless two rows of `keys` (a SELECT with columns "k0", "k1", …) share
 * a key without NULLs; then it raises 21000 (SQLite's upsert would update the row twice).
 */
export function noSecondTime(keys: string, width: number): string {
  const cols = Array.from({ length: width }, (_, i) => `"k${i}"`);
  return `(SELECT ${SECOND_TIME} FROM (${keys}) WHERE ${cols.map((c) => `${c} IS NOT NULL`).join(' AND ')} GROUP BY ${cols.join(', ')} HAVING count(*) > 1 LIMIT 1) IS NULL`;
}
