import type { AstNode, Fields } from '../parse/ast.js';
import type { ExprEnv } from './expr.js';

/** json(b)_extract_path(_text)(j, VARIADIC path) is `j #> path` / `j #>> path` (the same function in PostgreSQL). */
const PATH_OPERATORS: Record<string, string> = {
  json_extract_path: '#>',
  jsonb_extract_path: '#>',
  json_extract_path_text: '#>>',
  jsonb_extract_path_text: '#>>',
};

/** `node::type` (the parameter types of the function the operator stands for). */
function typed(node: AstNode, type: string): AstNode {
  return { TypeCast: { arg: node, typeName: { names: [{ String: { sval: 'pg_catalog' } }, { String: { sval: type } }], typemod: -1, location: -1 }, location: -1 } };
}

/**
 * A built-in variadic function called with `VARIADIC array` (concat, concat_ws, format,
 * json_build_*, num_nulls, json_extract_path…): the array's elements are the variadic arguments.
 * An ARRAY[…] constructor is spread into ordinary arguments; a path array goes to the path
 * operator; any other array value is 0A000 (it was passed as one argument: concat(VARIADIC
 * ARRAY[1,2,3]) read '{1,2,3}'). Returns the call to translate, or the operator expression node.
 */
export function spreadVariadic(f: Fields, name: string, env: ExprEnv): { call: Fields } | { node: AstNode } {
  const args = (f['args'] as AstNode[] | undefined) ?? [];
  const last = args[args.length - 1];
  const op = PATH_OPERATORS[name];
  if (op !== undefined && args.length === 2) {
    return { node: { A_Expr: { kind: 'AEXPR_OP', name: [{ String: { sval: op } }], lexpr: typed(args[0] as AstNode, name.startsWith('jsonb') ? 'jsonb' : 'json'), rexpr: typed(last as AstNode, '_text'), location: f['location'] } } };
  }
  const array = last?.['A_ArrayExpr'] as Fields | undefined;
  if (array !== undefined && !((array['elements'] as AstNode[] | undefined) ?? []).some((n) => n['A_ArrayExpr'] !== undefined)) {
    return { call: { ...f, func_variadic: false, args: [...args.slice(0, -1), ...((array['elements'] as AstNode[] | undefined) ?? [])] } };
  }
  // concat / concat_ws over an array value: its elements' text, NULLs skipped, as array_to_string
  if ((name === 'concat' && args.length === 1) || (name === 'concat_ws' && args.length === 2)) {
    const sep: AstNode = name === 'concat' ? { A_Const: { sval: { sval: '' }, location: -1 } } : (args[0] as AstNode);
    return { node: { FuncCall: { funcname: [{ String: { sval: 'array_to_string' } }], args: [last, sep], funcformat: 'COERCE_EXPLICIT_CALL', location: f['location'] } } };
  }
  throw env.scope.ctx.error('feature_not_supported', `VARIADIC with an array that is not an ARRAY[…] constructor is not supported by pgsqlite for ${name}()`, f['location'] as number | undefined);
}
