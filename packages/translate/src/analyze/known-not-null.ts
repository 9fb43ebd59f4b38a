import { type AstNode, fieldsOf, nodeType } from '../parse/ast.js';

/**
 * Whether a constant expression is certainly not NULL, read from its shape alone: a literal
 * that is not NULL, a cast of such a value (an input or cast function gives NULL only for
 * NULL, but for an infinite timestamp cast to a time), an ARRAY[…] constructor, and a COALESCE, GREATEST or LEAST with such an argument
 * (they skip NULL arguments). The plan-time walk need not branch on whether such a constant is
 * NULL (constant-decisions.ts): `jsonb_insert(x, COALESCE(NULL::text[], LEAST('{a}'::text[],
 * NULL)), …)` is folded as a call without NULL arguments.
 */
export function knownNotNull(node: unknown): boolean {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return false;
  const t = nodeType(node as AstNode);
  const f = fieldsOf(node as AstNode) as Record<string, unknown>;
  if (typeof f !== 'object' || f === null) return false;
  switch (t) {
    case 'A_Const':
      return f['isnull'] !== true;
    case 'TypeCast': {
      // timestamp[tz] to time[tz] is NULL for an infinite timestamp (timestamp_time): only a
      // literal's input function is certain there
      const names = ((f['typeName'] as Record<string, unknown> | undefined)?.['names'] as AstNode[] | undefined) ?? [];
      const last = names[names.length - 1];
      const target = last === undefined ? '' : String(fieldsOf(last)['sval'] ?? '');
      if ((target === 'time' || target === 'timetz') && nodeType(f['arg'] as AstNode) !== 'A_Const') return false;
      return knownNotNull(f['arg']);
    }
    case 'A_ArrayExpr':
      return true;
    case 'CoalesceExpr':
    case 'MinMaxExpr':
      return ((f['args'] as unknown[] | undefined) ?? []).some(knownNotNull);
    default:
      return false;
  }
}
