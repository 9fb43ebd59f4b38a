import { Oid } from '@pgsqlite/catalog';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { isString } from './types.js';

const PATTERN_COMPARISONS: Record<string, string> = { '~<~': '<', '~<=~': '<=', '~>=~': '>=', '~>~': '>' };

/**
 * text_pattern_ops' comparisons `~<~ ~<=~ ~>=~ ~>~`: bytes compared with memcmp whatever the
 * collation (bpchar's ignore trailing blanks, as the cast to text drops them). undefined for
 * other operators or operands that are not strings.
 */
export function patternComparison(op: string, l: Expr, r: Expr, env: ExprEnv): Expr | undefined {
  const cmp = PATTERN_COMPARISONS[op];
  if (cmp === undefined) return undefined;
  const stringy = (e: Expr): boolean => e.type === Oid.unknown || isString(e.type);
  if (!stringy(l) || !stringy(r)) return undefined;
  const a = coerce(env.scope.ctx, l, Oid.text, -1, 'implicit');
  const b = coerce(env.scope.ctx, r, Oid.text, -1, 'implicit');
  return { sql: `((${a.sql}) ${cmp} (${b.sql}) COLLATE BINARY)`, type: Oid.bool, typmod: -1, name: '?column?', hasAgg: l.hasAgg || r.hasAgg };
}
