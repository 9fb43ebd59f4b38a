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
  checkLockedNames(scope, stmt, clauses);
  refuseLockedMatviews(scope, stmt, clauses);
  noteLockAccess(scope, clauses);
}

/**
 * Locked rows need UPDATE privilege on their relations (ACL_SELECT_FOR_UPDATE), on a view's
 * relations too (markQueryForLocking), there checked as the view's owner.
 */
function noteLockAccess(scope: Scope, clauses: readonly AstNode[]): void {
  const ctx = scope.ctx;
  const named = new Set(clauses.flatMap((c) => (((c['LockingClause'] as Fields)['lockedRels'] as AstNode[] | undefined) ?? []).map((r) => String((r['RangeVar'] as Fields | undefined)?.['relname'] ?? ''))));
  for (const e of scope.entries) {
    if (e.relationOid === undefined || (named.size > 0 && !named.has(e.alias))) continue;
    const rel = ctx.catalog.relationByOid(e.relationOid);
    if (rel === undefined || (rel.kind !== 'r' && rel.kind !== 'p' && rel.kind !== 'v')) continue;
    ctx.noteAccess(rel.oid, 'w');
    if (rel.kind === 'v') for (const a of ctx.viewAccess) if (a.via[0] === rel.oid && !a.letters.includes('w')) a.letters += 'w';
  }
}

type LockTarget = { name: string; kind: 'relation' | 'subquery' | 'join' | 'function' | 'WITH query'; nullable: boolean };

/** The FROM items of this level a FOR UPDATE OF name may mean (the query's range table), in order. */
function lockTargets(scope: Scope, items: readonly AstNode[], out: LockTarget[], nullable = false): void {
  for (const n of items) {
    const rv = n['RangeVar'] as Fields | undefined;
    const sub = n['RangeSubselect'] as Fields | undefined;
    const fn = n['RangeFunction'] as Fields | undefined;
    const join = n['JoinExpr'] as Fields | undefined;
    if (rv) {
      const cte = rv['schemaname'] === undefined && scope.findCte(String(rv['relname'])) !== undefined;
      out.push({ name: String(rv['alias']?.['aliasname'] ?? rv['relname']), kind: cte ? 'WITH query' : 'relation', nullable });
    } else if (sub) {
      out.push({ name: String(sub['alias']?.['aliasname'] ?? ''), kind: 'subquery', nullable });
    } else if (fn) {
      const alias = fn['alias']?.['aliasname'] as string | undefined;
      if (alias !== undefined) out.push({ name: alias, kind: 'function', nullable });
    } else if (join) {
      const type = String(join['jointype'] ?? 'JOIN_INNER');
      lockTargets(scope, [join['larg'] as AstNode], out, nullable || type === 'JOIN_RIGHT' || type === 'JOIN_FULL');
      lockTargets(scope, [join['rarg'] as AstNode], out, nullable || type === 'JOIN_LEFT' || type === 'JOIN_FULL');
      const name = (join['alias'] as Fields | undefined)?.['aliasname'] ?? (join['join_using_alias'] as Fields | undefined)?.['aliasname'];
      if (name !== undefined) out.push({ name: String(name), kind: 'join', nullable });
    }
  }
}

/**
 * transformLockingClause: each relation named in FOR UPDATE OF … must be a table or subquery of
 * this level's FROM clause (42P01), not a join, function or WITH query (0A000); then the planner
 * refuses to lock a relation on the nullable side of an outer join (0A000, no position).
 */
function checkLockedNames(scope: Scope, stmt: Fields, clauses: readonly AstNode[]): void {
  const targets: LockTarget[] = [];
  lockTargets(scope, (stmt['fromClause'] as AstNode[] | undefined) ?? [], targets);
  for (const c of clauses) {
    const clause = c['LockingClause'] as Fields | undefined;
    const what = LOCK_STRENGTH[clause?.['strength'] as string] ?? 'FOR UPDATE';
    for (const r of (clause?.['lockedRels'] as AstNode[] | undefined) ?? []) {
      const rv = r['RangeVar'] as Fields | undefined;
      if (!rv) continue;
      const location = rv['location'] as number | undefined;
      if (rv['schemaname'] !== undefined || rv['catalogname'] !== undefined) throw scope.ctx.error('syntax_error', `${what} must specify unqualified relation names`, location);
      const name = String(rv['relname']);
      const t = targets.find((x) => x.name === name);
      if (t === undefined) throw scope.ctx.error('undefined_table', `relation "${name}" in ${what} clause not found in FROM clause`, location);
      if (t.kind !== 'relation' && t.kind !== 'subquery') throw scope.ctx.error('feature_not_supported', `${what} cannot be applied to a ${t.kind}`, location);
    }
  }
  for (const c of clauses) {
    const clause = c['LockingClause'] as Fields | undefined;
    const what = LOCK_STRENGTH[clause?.['strength'] as string] ?? 'FOR UPDATE';
    const named = ((clause?.['lockedRels'] as AstNode[] | undefined) ?? []).map((r) => String((r['RangeVar'] as Fields | undefined)?.['relname']));
    const locked = targets.filter((t) => (t.kind === 'relation' || t.kind === 'subquery') && (named.length === 0 || named.includes(t.name)));
    if (locked.some((t) => t.nullable)) throw scope.ctx.error('feature_not_supported', `${what} cannot be applied to the nullable side of an outer join`);
  }
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
