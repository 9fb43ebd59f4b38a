import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';

/** jsonb_path_*(target, path, vars DEFAULT '{}', silent DEFAULT false), _tz variants included. */
const PARAMS = ['target', 'path', 'vars', 'silent'];

const DEFAULTS: Record<string, () => AstNode> = {
  vars: () => ({ A_Const: { sval: { sval: '{}' }, location: -1 } }),
  silent: () => ({ A_Const: { boolval: { boolval: false }, location: -1 } }),
};

/** Whether `name` (without schema) is one of the jsonb_path_* functions. */
export function isJsonPathFunction(name: string): boolean {
  return /^jsonb_path_(exists|match|query|query_array|query_first)(_tz)?$/.test(name);
}

/**
 * The arguments of a jsonb_path_* call in positional order: `name => value` arguments go to
 * their parameter and a parameter skipped before a named one gets its default. Other calls, and
 * names that match no parameter (42883 later), are returned unchanged.
 */
export function positionalJsonPathArgs(name: string, args: readonly AstNode[]): AstNode[] {
  if (!isJsonPathFunction(name) || !args.some((a) => nodeType(a) === 'NamedArgExpr')) return [...args];
  const slots: (AstNode | undefined)[] = [];
  for (const a of args) {
    if (nodeType(a) !== 'NamedArgExpr') {
      slots.push(a);
      continue;
    }
    const f: Fields = fieldsOf(a);
    const at = PARAMS.indexOf(String(f['name']));
    if (at < 0 || slots[at] !== undefined) return [...args];
    slots[at] = f['arg'] as AstNode;
  }
  const out: AstNode[] = [];
  for (let i = 0; i < slots.length; i++) {
    const s = slots[i] ?? DEFAULTS[PARAMS[i] as string]?.();
    if (s === undefined) return [...args];
    out.push(s);
  }
  return out;
}
