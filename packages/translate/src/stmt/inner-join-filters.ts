import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import type { Scope } from '../analyze/scope.js';
import { translateExpr } from '../analyze/expr.js';
import { asBool } from '../analyze/operators.js';
import { isConstantNode } from '../analyze/strict-null.js';
import { type Part, costOrderedAnd } from '../analyze/between-qual-terms.js';
import { costOrder } from '../analyze/qual-cost-order.js';
import { andTerms, guardSql, oneSidedGuard } from './join-side-quals.js';
import { foldsQualFalse } from './one-time-filters.js';
import { estimatedRows, filterOuter } from './nested-loop-outer.js';
import type { RelationDef } from '@pgsqlite/catalog';
import { addScanFirstCheck } from './scan-first-checks.js';

/**
 * The ON condition of an inner join with each term that reads one side only and might raise
 * tested only once the other side has a row (join-side-quals.ts), or undefined where none is.
 */
export function innerOnGuarded(f: Fields, scope: Scope, [leftStart, leftCount]: [number, number], [leftSql, rightSql]: [string, string]): string | undefined {
  const terms = andTerms(f['quals'] as AstNode);
  // a constant term may fold the whole condition (constant-and-or.ts): left as written
  if (terms.some((t) => isConstantNode(t) || foldsQualFalse(t))) return undefined;
  const [left, right] = [scope.entries.slice(leftStart, leftCount), scope.entries.slice(leftCount)];
  const sides = terms.map((t) => oneSidedGuard(t, left, right));
  if (sides.every((s) => s === undefined)) return undefined;
  const env = { scope, clause: 'JOIN conditions' as const };
  const sqls = terms.map((t) => asBool(translateExpr(t, env), { scope }).sql);
  const parts: Part[] = [];
  for (const side of ['left', 'right'] as const) {
    const mine = terms.map((t, i) => ({ node: t, sql: sqls[i] as string })).filter((_, i) => sides[i] === side);
    if (mine.length === 0) continue;
    const [own, other] = side === 'left' ? [[f['larg'], leftSql], [f['rarg'], rightSql]] : [[f['rarg'], rightSql], [f['larg'], leftSql]];
    // the filtered side is the nested loop's outer where it is estimated to one row (nested-loop-outer.ts)
    const filter = terms.filter((t) => oneSidedGuard(t, left, right, true) === side);
    const otherFilter = terms.filter((t) => oneSidedGuard(t, left, right, true) === (side === 'left' ? 'right' : 'left'));
    const outer = filteredOuter(own[0] as AstNode, filter, scope, tableRows(other[0] as AstNode, otherFilter, scope));
    const first = outer === undefined ? undefined : guardSql(other[0] as AstNode, other[1] as string, '1');
    for (const p of mine) {
      if (outer === '1') parts.push(p);
      // (tested as a condition: its AND stops at a NULL operand, as ExecQual's qual list)
      // (a CASE condition: SQLite jumps on it, stopping at an AND's NULL operand as ExecQual does;
      // an OR would have it computed first, beside a subquery)
      else if (outer !== undefined && first !== undefined) parts.push({ node: p.node, sql: `(CASE WHEN (${outer} OR ${first}) IS NOT 1 THEN 1 WHEN ${p.sql} THEN 1 ELSE 0 END)` });
      else parts.push({ node: p.node, sql: guardSql(other[0] as AstNode, other[1] as string, p.sql) ?? p.sql });
    }
    // scanned first even where the other side has no row: its filter runs over each of its rows,
    // before the query reads any (the LIMIT runs it, scan-first-checks.ts)
    if (outer !== undefined && first !== undefined && own[1] !== '') {
      const all = filter.map((t) => ({ node: t, sql: sqls[terms.indexOf(t)] as string }));
      addScanFirstCheck(scope, `(CASE WHEN ${outer} AND ${first} IS NULL THEN (SELECT count(*) FROM ${own[1] as string} WHERE ${nestedConditions(all)}) END)`);
    }
  }
  for (const [i, t] of terms.entries()) if (sides[i] === undefined) parts.push({ node: t, sql: sqls[i] as string });
  return parts.length === 1 ? (parts[0] as Part).sql : costOrderedAnd(terms.map((t) => parts.find((p) => p.node === t) as Part));
}

/** The SQL true where a plain table filtered by `terms` is scanned first (filterOuter), or undefined. */
function filteredOuter(item: AstNode, terms: readonly AstNode[], scope: Scope, otherRows: number | undefined): string | undefined {
  const rel = plainTable(item, scope);
  if (rel === undefined) return undefined;
  const env = { scope, clause: 'JOIN conditions' as const };
  const sqlOf = (n: AstNode): string | undefined => {
    try {
      return translateExpr(n, env).sql;
    } catch {
      return undefined;
    }
  };
  return filterOuter(rel, terms, readsColumn, castSourceOf(scope), sqlOf, otherRows);
}

/** A plain table's estimated rows after its one-sided ON terms (nested-loop-outer.ts), or undefined. */
function tableRows(item: AstNode, terms: readonly AstNode[], scope: Scope): number | undefined {
  const rel = plainTable(item, scope);
  return rel === undefined ? undefined : estimatedRows(rel, terms, readsColumn, castSourceOf(scope))?.rows;
}

function plainTable(item: AstNode, scope: Scope): RelationDef | undefined {
  if (nodeType(item) !== 'RangeVar') return undefined;
  const rv = fieldsOf(item);
  const rel = scope.ctx.catalog.findRelation(String(rv['relname'] ?? ''), rv['schemaname'] as string | undefined, scope.ctx.searchPath);
  return rel === undefined || rel.kind !== 'r' ? undefined : rel;
}

/** The source type of a cast to boolean, as translated (function_selectivity or a boolean I/O cast). */
function castSourceOf(scope: Scope): (n: AstNode) => number | undefined {
  const env = { scope, clause: 'JOIN conditions' as const };
  return (n) => {
    try {
      return translateExpr(fieldsOf(n)['arg'], env).type;
    } catch {
      return undefined;
    }
  };
}

/**
 * The terms as nested CASE conditions, cheapest first: each tested only where the ones before
 * held (a NULL stops, as ExecQual's qual list), none usable by SQLite as an index constraint
 * (an automatic index on `d1 = 5` would skip the rows PostgreSQL's scan filters).
 */
function nestedConditions(terms: readonly Part[]): string {
  const order = costOrder(terms.map((t) => t.node)) ?? terms.map((_, i) => i);
  return order.reduceRight((inner, i) => `(CASE WHEN ${(terms[i] as Part).sql} THEN ${inner} END)`, '1');
}

function readsColumn(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(readsColumn);
  if (node === null || typeof node !== 'object') return false;
  return 'ColumnRef' in node || Object.values(node as Record<string, unknown>).some(readsColumn);
}

