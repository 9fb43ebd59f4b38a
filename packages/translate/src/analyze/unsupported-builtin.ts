import { Oid, builtinColumnIndex, builtinRows } from '@pgsqlite/catalog';
import { builtinFunctions, builtinOperators } from '../catalog-views/builtin-lookup.js';
import { FIRST_USER_OID } from '@pgsqlite/catalog';

/**
 * Whether PostgreSQL 15 has a built-in function or operator a call pgsqlite cannot resolve would
 * reach: then the call is refused with 0A000 naming it (pg_proc and pg_operator list it), not
 * answered 42883 as for a name PostgreSQL does not know either. Argument types match a parameter
 * as PostgreSQL's resolution would let them: the same type, an untyped literal, an implicit cast
 * (pg_cast), a polymorphic or "any" parameter; a user-defined type may match any parameter.
 */

/** Polymorphic and pseudo parameter types: any argument may reach them. */
const POLYMORPHIC = new Set([2276, 2277, 2283, 2776, 3500, 3831, 4537, 5077, 5078, 5079, 5080, 4538, 2249, 2287]);

let implicitCasts: Set<string> | undefined;

function castsImplicitly(from: number, to: number): boolean {
  if (implicitCasts === undefined) {
    implicitCasts = new Set();
    const src = builtinColumnIndex('pg_cast', 'castsource');
    const dst = builtinColumnIndex('pg_cast', 'casttarget');
    const ctx = builtinColumnIndex('pg_cast', 'castcontext');
    for (const r of builtinRows('pg_cast')) if (r[ctx] === 'i') implicitCasts.add(`${String(r[src])}:${String(r[dst])}`);
  }
  return implicitCasts.has(`${from}:${to}`);
}

function argMatches(arg: number, param: number): boolean {
  return arg === param || arg === Oid.unknown || arg >= FIRST_USER_OID || POLYMORPHIC.has(param) || castsImplicitly(arg, param);
}

/** The unqualified name of a function of pg_catalog (`pg_catalog.f` or `f`), else undefined. */
function catalogName(name: string): string | undefined {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return name.toLowerCase();
  return name.slice(0, dot) === 'pg_catalog' ? name.slice(dot + 1).toLowerCase() : undefined;
}

/** A built-in function of PostgreSQL 15 that `name(argTypes)` would call. */
export function isBuiltinFunction(name: string, argTypes: readonly number[]): boolean {
  const n = catalogName(name);
  if (n === undefined) return false;
  return builtinFunctions(n).some((p) => {
    const fixed = p.variadic ? p.nargs - 1 : p.nargs;
    const arity = p.variadic ? argTypes.length >= fixed : argTypes.length >= p.nargs - p.defaults && argTypes.length <= p.nargs;
    if (!arity) return false;
    return argTypes.every((t, i) => {
      const param = p.argTypes[Math.min(i, p.argTypes.length - 1)];
      return param === undefined || argMatches(t, param) || (p.variadic && i >= fixed);
    });
  });
}

/** A built-in operator of PostgreSQL 15 that `left op right` (prefix when left is null) would call. */
export function isBuiltinOperator(op: string, left: number | null, right: number): boolean {
  return builtinOperators(op).some((o) => (left === null ? o.left === 0 : o.left !== 0 && argMatches(left, o.left)) && argMatches(right, o.right));
}
