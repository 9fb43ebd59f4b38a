import type { AstNode } from '../parse/ast.js';
import type { Scope } from '../analyze/scope.js';
import { containsTargetSrf, isTargetSrf } from './target-srf.js';

const CONDITIONAL: Record<string, string> = { CaseExpr: 'CASE', CoalesceExpr: 'COALESCE' };

/**
 * A set-returning function inside CASE or COALESCE of a SELECT list: 0A000 as PostgreSQL
 * (transformCaseExpr / transformCoalesceExpr), pointing at the call, instead of expanding it.
 */
export function refuseConditionalSrfs(targets: readonly AstNode[], scope: Scope): void {
  const walk = (node: unknown, inside: string | undefined): void => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, inside));
    if (node === null || typeof node !== 'object') return;
    const obj = node as Record<string, unknown>;
    if ('SubLink' in obj) return;
    const keys = Object.keys(obj);
    const type = keys.length === 1 ? keys[0] : undefined;
    if (inside !== undefined && type !== undefined && isTargetSrf(obj as AstNode, scope)) {
      const loc = (Object.values(obj)[0] as Record<string, unknown>)['location'];
      throw scope.ctx.error('feature_not_supported', `set-returning functions are not allowed in ${inside}`, typeof loc === 'number' ? loc : undefined, {
        hint: 'You might be able to move the set-returning function into a LATERAL FROM item.',
      });
    }
    const here = type !== undefined ? CONDITIONAL[type] : undefined;
    if (here !== undefined && !containsTargetSrf(obj, scope)) return;
    for (const v of Object.values(obj)) walk(v, here ?? inside);
  };
  walk(targets, undefined);
}
