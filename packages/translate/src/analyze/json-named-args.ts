import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';

type Default = () => AstNode;
const text = (s: string): Default => () => ({ A_Const: { sval: { sval: s }, location: -1 } });
const bool = (b: boolean): Default => () => ({ A_Const: { boolval: { boolval: b }, location: -1 } });

/** Parameter names (pg_proc.proargnames) and defaults of the JSON functions called with `name => value`. */
const PATH = { params: ['target', 'path', 'vars', 'silent'], defaults: { vars: text('{}'), silent: bool(false) } };
const SIGNATURES: Record<string, { params: string[]; defaults: Record<string, Default> }> = {
  jsonb_set: { params: ['jsonb_in', 'path', 'replacement', 'create_if_missing'], defaults: { create_if_missing: bool(true) } },
  jsonb_set_lax: {
    params: ['jsonb_in', 'path', 'replacement', 'create_if_missing', 'null_value_treatment'],
    defaults: { create_if_missing: bool(true), null_value_treatment: text('use_json_null') },
  },
  jsonb_insert: { params: ['jsonb_in', 'path', 'replacement', 'insert_after'], defaults: { insert_after: bool(false) } },
};
for (const f of ['exists', 'match', 'query', 'query_array', 'query_first']) {
  SIGNATURES[`jsonb_path_${f}`] = PATH;
  SIGNATURES[`jsonb_path_${f}_tz`] = PATH;
}

/**
 * The arguments of a call of one of these functions in positional order: `name => value`
 * arguments go to their parameter and a parameter skipped before a named one gets its default.
 * Other calls, and names that match no parameter (42883 later), are returned unchanged.
 */
export function positionalJsonArgs(name: string, args: readonly AstNode[]): AstNode[] {
  const sig = SIGNATURES[name];
  if (sig === undefined || !args.some((a) => nodeType(a) === 'NamedArgExpr')) return [...args];
  const slots: (AstNode | undefined)[] = [];
  for (const a of args) {
    if (nodeType(a) !== 'NamedArgExpr') {
      slots.push(a);
      continue;
    }
    const f: Fields = fieldsOf(a);
    const at = sig.params.indexOf(String(f['name']));
    if (at < 0 || slots[at] !== undefined) return [...args];
    slots[at] = f['arg'] as AstNode;
  }
  const out: AstNode[] = [];
  for (let i = 0; i < slots.length; i++) {
    const s = slots[i] ?? sig.defaults[sig.params[i] as string]?.();
    if (s === undefined) return [...args];
    out.push(s);
  }
  return out;
}
