import { Oid } from '@pgsqlite/catalog';
import { type AstNode, fieldsOf, nodeType } from '../parse/ast.js';
import type { Expr } from './expr-types.js';
import { translateExpr, type ExprEnv } from './expr.js';

/** Parameter names of the built-in functions that accept `name => value` arguments, with their defaults. */
const NAMED: Record<string, { params: readonly string[]; defaults: number }> = {
  make_interval: { params: ['years', 'months', 'weeks', 'days', 'hours', 'mins', 'secs'], defaults: 7 },
  make_date: { params: ['year', 'month', 'day'], defaults: 0 },
  make_time: { params: ['hour', 'min', 'sec'], defaults: 0 },
  make_timestamp: { params: ['year', 'month', 'mday', 'hour', 'min', 'sec'], defaults: 0 },
  make_timestamptz: { params: ['year', 'month', 'mday', 'hour', 'min', 'sec', 'timezone'], defaults: 0 },
};

const zero = (type: number): Expr => ({ sql: type === Oid.float8 ? '0.0' : '0', type, typmod: -1, name: '?column?', constant: { value: 0 } });

/**
 * Translates a function's arguments, placing `name => value` arguments at their parameter's
 * position and filling omitted parameters that have defaults. Returns undefined when the
 * arguments cannot be matched (the caller reports 42883).
 */
export function translateFnArgs(name: string, raw: readonly AstNode[], env: ExprEnv): Expr[] | undefined {
  const spec = NAMED[name];
  const hasNamed = raw.some((n) => nodeType(n) === 'NamedArgExpr');
  if (!hasNamed && !(spec && spec.defaults > 0)) return raw.map((n) => translateExpr(n, env));
  if (!spec) return undefined;
  const out: (Expr | undefined)[] = [];
  for (const n of raw) {
    if (nodeType(n) !== 'NamedArgExpr') {
      out.push(translateExpr(n, env));
      continue;
    }
    const f = fieldsOf(n);
    const at = spec.params.indexOf(String(f['name']));
    if (at < 0 || out[at] !== undefined) return undefined;
    out[at] = translateExpr(f['arg'] as AstNode, env);
  }
  const total = spec.defaults > 0 ? Math.max(out.length, spec.params.length) : out.length;
  for (let i = 0; i < total; i++) {
    if (out[i] !== undefined) continue;
    if (spec.defaults === 0) return undefined;
    out[i] = zero(i === spec.params.length - 1 ? Oid.float8 : Oid.int4);
  }
  return out as Expr[];
}
