import type { AstNode } from '../parse/ast.js';
import { translateExpr } from '../analyze/expr.js';
import { asBool } from '../analyze/operators.js';
import type { Scope } from '../analyze/scope.js';
import { isPseudoconstant } from '../analyze/qual-cost-order.js';
import { literalBool } from '../analyze/folded-branches.js';
import { isConstantNode } from '../analyze/strict-null.js';
import { andTerms } from './join-side-quals.js';

/**
 * The terms of a query level's WHERE that read no column, no parameter and no subquery and call
 * no volatile function are settled before any row is read in PostgreSQL: the planner folds an
 * immutable one (a FALSE or NULL one makes the plan a dummy that computes nothing else), and tests
 * a stable one in a One-Time Filter above the scans and joins, stopping at the first that is not
 * true. SQLite codes a WHERE term of no column before its loop only when every function in it is
 * deterministic; one holding a cast or a stable call (registered non-deterministic) it tests per
 * row, after the joins below have computed their ON conditions: `t0 FULL JOIN t1 ON … AND
 * ('a1'::text)::time IS NULL WHERE ('-1.5'::numeric)::int2 IS NULL` raised the cast's error where
 * PostgreSQL answers no rows. `whereGate` is those terms as one scalar subquery (deterministic
 * to SQLite, computed once before the loop), the folded ones first, each tested only where those
 * before it were true; undefined where there are none. The WHERE keeps them too (true by then).
 */
export function whereGate(where: AstNode | undefined, scope: Scope): string | undefined {
  if (where === undefined) return undefined;
  const candidates = andTerms(where).filter((t) => isPseudoconstant(t) && literalBool(t) !== true && !holdsParam(t));
  if (candidates.length === 0) return undefined;
  // the folded ones first, wherever they stand: a FALSE or NULL one ends the AND while planning,
  // before any One-Time Filter runs (`WHERE timezone('ab', '12:00'::timetz) <> … AND 1 > 2`)
  const terms = [...candidates.filter((t) => isConstantNode(t)), ...candidates.filter((t) => !isConstantNode(t))];
  const sqls: string[] = [];
  for (const t of terms) {
    try {
      sqls.push(asBool(translateExpr(t, { scope, clause: 'WHERE' }), { scope }, 'argument of WHERE').sql);
    } catch {
      return undefined;
    }
  }
  return `(SELECT ${sqls.reduceRight((inner, sql) => `CASE WHEN ${sql} THEN ${inner} END`, '1')})`;
}

function holdsParam(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(holdsParam);
  if (node === null || typeof node !== 'object') return false;
  return 'ParamRef' in node || Object.values(node as Record<string, unknown>).some(holdsParam);
}
