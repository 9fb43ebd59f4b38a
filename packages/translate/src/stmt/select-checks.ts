import { type AstNode, type Fields, fieldsOf } from '../parse/ast.js';
import type { Scope } from '../analyze/scope.js';
import { sortTerm } from '../analyze/order-key.js';

const MATCH = 'SELECT DISTINCT ON expressions must match initial ORDER BY expressions';

/**
 * DISTINCT ON keys must lead the ORDER BY (42P10), as transformDistinctOnClause checks: once an
 * ORDER BY item that is not a DISTINCT ON key has been passed, no key may follow or be left over.
 * `onKeys`/`order[].key` are the translated sort keys; `onNodes` the DISTINCT ON expressions. An
 * ORDER BY key is a sort term (a value that names no column is wrapped by sortTerm), so the
 * DISTINCT ON keys are compared in that form: `DISTINCT ON (1) … ORDER BY 1` over floor(random())
 * is the same target.
 */
export function checkDistinctOn(scope: Scope, distinctKeys: string[], onNodes: AstNode[], order: { key: string }[]): void {
  const onKeys = distinctKeys.map(sortTerm);
  const loc = (i: number): number | undefined => fieldsOf(onNodes[i] as AstNode)['location'] as number | undefined;
  const matched = new Set<string>();
  let skipped = false;
  for (const o of order) {
    const i = onKeys.indexOf(o.key);
    if (i < 0) {
      skipped = true;
      continue;
    }
    if (skipped) throw scope.ctx.error('invalid_column_reference', MATCH, loc(i));
    matched.add(o.key);
  }
  if (!skipped) return;
  const left = onKeys.findIndex((k) => !matched.has(k));
  if (left >= 0) throw scope.ctx.error('invalid_column_reference', MATCH, loc(left));
}

export const LOCK_STRENGTH: Record<string, string> = {
  LCS_FORUPDATE: 'FOR UPDATE',
  LCS_FORNOKEYUPDATE: 'FOR NO KEY UPDATE',
  LCS_FORSHARE: 'FOR SHARE',
  LCS_FORKEYSHARE: 'FOR KEY SHARE',
};

/** The query shapes PostgreSQL refuses to lock rows of (CheckSelectLocking), 0A000 in its order. */
export function checkLocking(scope: Scope, stmt: Fields, shape: { distinct: boolean; grouped: boolean; hasAgg: boolean; hasWindow: boolean; hasSrf?: boolean }): void {
  const clauses = (stmt['lockingClause'] as AstNode[] | undefined) ?? [];
  const first = clauses[0]?.['LockingClause'] as Fields | undefined;
  if (!first) return;
  const what = LOCK_STRENGTH[first['strength'] as string] ?? 'FOR UPDATE';
  const refuse = (reason: string): never => {
    throw scope.ctx.error('feature_not_supported', `${what} is not allowed with ${reason}`);
  };
  if (shape.distinct) refuse('DISTINCT clause');
  if (((stmt['groupClause'] as AstNode[] | undefined) ?? []).length > 0) refuse('GROUP BY clause');
  if (stmt['havingClause']) refuse('HAVING clause');
  if (shape.hasAgg) refuse('aggregate functions');
  if (shape.hasWindow) refuse('window functions');
  if (shape.hasSrf === true) refuse('set-returning functions in the target list');
  refuseLockedMatviews(scope, stmt, clauses);
}

/** CheckValidRowMarkRel: the rows of a materialized view the clause locks cannot be locked (42809). */
function refuseLockedMatviews(scope: Scope, stmt: Fields, clauses: readonly AstNode[]): void {
  const ctx = scope.ctx;
  const named = new Set<string>();
  let all = false;
  for (const c of clauses) {
    const rels = ((c['LockingClause'] as Fields | undefined)?.['lockedRels'] as AstNode[] | undefined) ?? [];
    if (rels.length === 0) all = true;
    for (const r of rels) named.add(String((r['RangeVar'] as Fields | undefined)?.['relname'] ?? ''));
  }
  const visit = (n: AstNode | undefined): void => {
    const rv = n?.['RangeVar'] as Fields | undefined;
    const join = n?.['JoinExpr'] as Fields | undefined;
    if (join) {
      visit(join['larg'] as AstNode);
      visit(join['rarg'] as AstNode);
    }
    if (!rv) return;
    const alias = String(rv['alias']?.['aliasname'] ?? rv['relname']);
    if (!all && !named.has(alias)) return;
    const rel = ctx.catalog.findRelation(String(rv['relname']), rv['schemaname'] as string | undefined, ctx.searchPath);
    if (rel?.kind === 'm') throw ctx.error('wrong_object_type', `cannot lock rows in materialized view "${rel.name}"`);
  };
  for (const item of (stmt['fromClause'] as AstNode[] | undefined) ?? []) visit(item);
}
