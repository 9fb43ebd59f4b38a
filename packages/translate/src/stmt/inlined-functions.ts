import { Oid } from '@pgsqlite/catalog';
import type { AstNode } from '../parse/ast.js';

/**
 * PostgreSQL writes a few built-ins in SQL and inlines a call whose arguments are not all
 * constants (inline_function), then folds the constant parts of the inlined body:
 * `substring(x, 'hello', 'a%b_c')` is `substring(x, similar_to_escape('hello', 'a%b_c'))`, whose
 * similar_to_escape raises 22025 while planning although x is a stable cast. `inlinedParts`
 * gives the body's subexpressions over the call's arguments (`typeOf` tells which overload).
 */
export function inlinedParts(name: string, args: readonly AstNode[], typeOf: (n: AstNode) => number | undefined): AstNode[] {
  if (name === 'substring' && args.length === 3) {
    const [, p, e] = args as [AstNode, AstNode, AstNode];
    // substring(text, text, text): the SIMILAR form (substring(text, int, int) is not SQL)
    if (!isString(typeOf(p)) || !isString(typeOf(e))) return [];
    return [{ FuncCall: { funcname: [{ String: { sval: 'pg_catalog' } }, { String: { sval: 'similar_to_escape' } }], args: [p, e], funcformat: 'COERCE_EXPLICIT_CALL' } } as unknown as AstNode];
  }
  return [];
}

function isString(t: number | undefined): boolean {
  return t === Oid.text || t === Oid.unknown || t === Oid.varchar || t === Oid.bpchar;
}
