import { Oid } from '@pgsqlite/catalog';
import type { AstNode, Fields } from '../parse/ast.js';
import { leftmostLocation } from '../errors/location.js';
import { arrayElementOf } from './arrays.js';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';

/** Built-in functions whose variadic parameter is VARIADIC "any": their VARIADIC argument must be an array. */
const ANY_VARIADIC = new Set(['concat', 'concat_ws', 'format', 'json_build_array', 'json_build_object', 'jsonb_build_array', 'jsonb_build_object']);

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
 * operator; format and concat(_ws) take any array value (each element printed by its type's
 * output function); any other array value is 0A000 (it was passed as one argument: concat(VARIADIC
 * ARRAY[1,2,3]) read '{1,2,3}'). A VARIADIC "any" argument that is no array is 42804, as
 * ParseFuncOrColumn raises it. Returns the call to translate, the operator expression node, or the
 * translated call.
 */
export function spreadVariadic(f: Fields, name: string, env: ExprEnv): { call: Fields } | { node: AstNode } | { expr: Expr } {
  const args = (f['args'] as AstNode[] | undefined) ?? [];
  const last = args[args.length - 1];
  const array = last?.['A_ArrayExpr'] as Fields | undefined;
  const flat = array !== undefined && !((array['elements'] as AstNode[] | undefined) ?? []).some((n) => n['A_ArrayExpr'] !== undefined);
  if (ANY_VARIADIC.has(name) && last !== undefined && !flat) {
    const value = translateExpr(last, env);
    const elem = value.type === Oid.unknown ? undefined : arrayElementOf(value.type);
    if (elem === undefined) throw env.scope.ctx.error('datatype_mismatch', 'VARIADIC argument must be an array', leftmostLocation(last));
    // format(fmt, VARIADIC arr): the elements are the arguments (a NULL array: none)
    if (name === 'format' && args.length === 2) {
      const fmt = coerce(env.scope.ctx, translateExpr(args[0] as AstNode, env), Oid.text, -1, 'implicit');
      return { expr: { sql: `pg_format_array(${fmt.sql}, ${value.sql}, ${elem})`, type: Oid.text, typmod: -1, name: 'format', hasAgg: fmt.hasAgg === true || value.hasAgg === true } };
    }
  }
  const op = PATH_OPERATORS[name];
  if (op !== undefined && args.length === 2) {
    return { node: { A_Expr: { kind: 'AEXPR_OP', name: [{ String: { sval: op } }], lexpr: typed(args[0] as AstNode, name.startsWith('jsonb') ? 'jsonb' : 'json'), rexpr: typed(last as AstNode, '_text'), location: f['location'] } } };
  }
  if (array !== undefined && flat) {
    return { call: { ...f, func_variadic: false, args: [...args.slice(0, -1), ...((array['elements'] as AstNode[] | undefined) ?? [])] } };
  }
  // concat / concat_ws over an array value: its elements' text, NULLs skipped, as array_to_string
  if ((name === 'concat' && args.length === 1) || (name === 'concat_ws' && args.length === 2)) {
    const sep: AstNode = name === 'concat' ? { A_Const: { sval: { sval: '' }, location: -1 } } : (args[0] as AstNode);
    return { node: { FuncCall: { funcname: [{ String: { sval: 'array_to_string' } }], args: [last, sep], funcformat: 'COERCE_EXPLICIT_CALL', location: f['location'] } } };
  }
  throw env.scope.ctx.error('feature_not_supported', `VARIADIC with an array that is not an ARRAY[…] constructor is not supported by pgsqlite for ${name}()`, f['location'] as number | undefined);
}
