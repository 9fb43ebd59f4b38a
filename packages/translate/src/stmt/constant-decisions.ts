import { type AstNode, fieldsOf, nodeType, strVal } from '../parse/ast.js';
import { foldsToNull, isConstantNode, isStrictBuiltin } from '../analyze/strict-null.js';
import { literalBool } from '../analyze/folded-branches.js';
import { copyFoldMarks } from '../analyze/plan-time-volatility.js';
import { knownNotNull } from '../analyze/known-not-null.js';

/**
 * A constant condition the planner decides while folding: a CASE condition or an AND/OR operand
 * that is a constant expression but not a literal (`'1'::smallint <> '-1'::smallint`,
 * `GREATEST(true, true)`). eval_const_expressions folds it to TRUE, FALSE or NULL first and then
 * simplifies the CASE or AND/OR around it as it would a literal: the arms it drops are never
 * folded, and what is left may make the expressions around it constants
 * (`lcm(CASE WHEN 1 <> -1 THEN -9223372036854775808 ELSE a1 END, -25894)` is folded, and
 * raises 22003, while planning). The plan-time check cannot know the value before it runs, so it
 * walks the expression once per value the condition may take (`variant`), the condition
 * replaced by that literal, and picks the walk by the value when it runs.
 */
export interface Decision {
  /** the condition, a constant */
  readonly cond: AstNode;
  /**
   * `case`: a CASE condition (NULL decides as FALSE); `andor`: an AND/OR operand; `null`: a
   * strict call's argument, deciding by whether it is NULL (the call then folds to NULL);
   * `coalesce`: a COALESCE argument, deciding by whether it is NULL (else it is the value)
   */
  readonly kind: 'case' | 'andor' | 'null' | 'coalesce';
  /** the strict call's fields (`null` decisions) */
  readonly holder?: object;
  /**
   * The parts the planner folds before it reaches the condition (bottom up, left to right):
   * along the way down to it, the arguments left of each step.
   */
  readonly before: AstNode[];
  /**
   * the expression with the condition replaced by the literal `value` (`null` decisions: true →
   * NULL, false → as it is; `coalesce`: true → the arguments after it NULL, false → it NULL)
   */
  variant(value: boolean | null): AstNode;
}

/** Arguments of strict calls a walk is already going through as not NULL (not decided again). */
const decided = new WeakSet<object>();

/** Runs `fn` with the `null` decision's argument taken as decided. */
export function whileDecided<T>(d: Decision, fn: () => T): T {
  decided.add(d.cond);
  try {
    return fn();
  } finally {
    decided.delete(d.cond);
  }
}

/**
 * The first decision of `node` past the arguments of its own strict call that may be NULL
 * (those the walk folds itself): `jsonb_insert(…, x #- '{}', ts = tstz AND 'a' IS NOT
 * DISTINCT FROM 'b')` is a constant once its AND folds to false, whatever `x #- '{}'` is.
 */
export function decisionPastOwnNulls(node: AstNode, nullLike: (n: AstNode) => AstNode | undefined): Decision | undefined {
  const own = strictCallArgs(nodeType(node), fieldsOf(node) as Record<string, unknown>) ?? [];
  const marked = own.map(([, , a]) => a).filter((a) => !decided.has(a) && maybeNullConstant(a));
  for (const a of marked) decided.add(a);
  try {
    return firstDecision(node, nullLike);
  } finally {
    for (const a of marked) decided.delete(a);
  }
}

/**
 * The first undecided constant condition of `node` (outside subqueries, and outside the parts a
 * literal already drops), or undefined.
 */
export function firstDecision(node: AstNode, nullLike: (n: AstNode) => AstNode | undefined): Decision | undefined {
  const path: [object, string, number | undefined][] = [];
  const found = search(node, path);
  if (found === undefined) return undefined;
  const before = earlier(path);
  if (found.kind === 'coalesce') {
    const at = path.pop() as [object, string, number];
    const f = at[0] as Record<string, unknown>;
    const args = f['args'] as AstNode[];
    const i = at[2];
    const swap = (from: number, to: number): AstNode | undefined => {
      const list = [...args];
      for (let k = from; k < to; k++) {
        const n = nullLike(args[k] as AstNode);
        if (n === undefined) return undefined;
        list[k] = n;
      }
      const copy = { ...f, args: list };
      copyFoldMarks(f, copy);
      return { CoalesceExpr: copy } as unknown as AstNode;
    };
    const whenSet = swap(i + 1, args.length);
    const whenNull = swap(i, i + 1);
    if (whenSet === undefined || whenNull === undefined) return undefined;
    // the COALESCE node itself is at the end of the path now
    return { cond: found.cond, kind: 'coalesce', before, variant: (value) => replaceAt(node, path, value === true ? whenSet : whenNull) };
  }
  if (found.kind === 'null') {
    return { cond: found.cond, kind: 'null', holder: found.holder, before, variant: (value) => (value === true ? replaceAt(node, path, literal(null)) : node) };
  }
  return { cond: found.cond, kind: found.kind, before, variant: (value) => replaceAt(node, path, literal(value)) };
}

function literal(value: boolean | null): AstNode {
  return (value === null ? { A_Const: { isnull: true } } : { A_Const: { boolval: { boolval: value } } }) as unknown as AstNode;
}

/** Depth-first, in the planner's order; `path` the fields and index leading to the condition. */
type Found = { cond: AstNode; kind: 'case' | 'andor' | 'null' | 'coalesce'; holder?: object };

function search(node: unknown, path: [object, string, number | undefined][]): Found | undefined {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
  const t = nodeType(node as AstNode);
  if (t === 'SubLink' || t === 'ColumnRef' || t === 'A_Const') return undefined;
  const f = fieldsOf(node as AstNode);
  if (typeof f !== 'object' || f === null) return undefined;
  // a BETWEEN is the AND (OR) of two comparisons, its first one deciding before anything inside
  // the second is folded: the plan-time walk decides it once it has written it as that AND
  if (t === 'A_Expr' && typeof f['kind'] === 'string' && f['kind'].includes('BETWEEN')) return undefined;
  if (t === 'CaseExpr' && f['arg'] === undefined) {
    const arms = (f['args'] as AstNode[] | undefined) ?? [];
    for (const [i, w] of arms.entries()) {
      const cw = fieldsOf(w);
      const lit = literalBool(cw['expr']);
      if (lit === false || lit === null) continue;
      if (lit === undefined && isConstantNode(cw['expr'])) {
        path.push([f, 'args', i], [cw, 'expr', undefined]);
        return { cond: cw['expr'] as AstNode, kind: 'case' };
      }
      // the first arm not dropped: its condition is searched, and its result when it is TRUE
      const mark = path.length;
      path.push([f, 'args', i]);
      const inner = within(cw, 'expr', undefined, path) ?? (lit === true ? within(cw, 'result', undefined, path) : undefined);
      if (inner === undefined) path.length = mark;
      return inner;
    }
    return within(f, 'defresult', undefined, path);
  }
  if (t === 'CoalesceExpr') {
    // NULL constants are dropped; the first argument left decides where it is a constant
    for (const [i, a] of ((f['args'] as AstNode[] | undefined) ?? []).entries()) {
      if (foldsToNull(a)) continue;
      if (maybeNullConstant(a) && !decided.has(a)) {
        path.push([f, 'args', i]);
        return { cond: a, kind: 'coalesce' };
      }
      return isConstantNode(a) ? undefined : within(f, 'args', i, path);
    }
    return undefined;
  }
  if (t === 'BoolExpr' && f['boolop'] !== 'NOT_EXPR') {
    const args = (f['args'] as AstNode[] | undefined) ?? [];
    // simplify_and/or_arguments stops at a literal that decides (FALSE in AND, TRUE in OR): what follows is never simplified
    const deciding = f['boolop'] === 'AND_EXPR' ? false : true;
    for (const [i, a] of args.entries()) {
      if (literalBool(a) === deciding) return undefined;
      if (literalBool(a) === undefined && isConstantNode(a)) {
        path.push([f, 'args', i]);
        return { cond: a, kind: 'andor' };
      }
      const inner = within(f, 'args', i, path);
      if (inner !== undefined) return inner;
    }
    return undefined;
  }
  const strictArgs = strictCallArgs(t, f);
  if (strictArgs !== undefined && !isConstantNode(node)) {
    for (const [key, index, a] of strictArgs) {
      if (!decided.has(a) && maybeNullConstant(a)) {
        path.push([f, key, index]);
        return { cond: a, kind: 'null', holder: f };
      }
    }
  }
  for (const [k, v] of Object.entries(f)) {
    // names, types and window definitions (planned with the window keys) hold no decision
    if (k === 'over' || k === 'typeName' || k === 'funcname' || k === 'name') continue;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const inner = within(f, k, i, path);
        if (inner !== undefined) return inner;
      }
    } else if (typeof v === 'object' && v !== null) {
      const inner = within(f, k, undefined, path);
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
}

function within(f: Record<string, unknown>, key: string, index: number | undefined, path: [object, string, number | undefined][]): Found | undefined {
  const v = f[key];
  const child = index === undefined ? v : (v as unknown[])[index];
  const mark = path.length;
  path.push([f, key, index]);
  const found = search(child, path);
  if (found === undefined) path.length = mark;
  return found;
}

/** `root` with the node at the end of `path` replaced, copying the fields objects on the way (and their marks). */
function replaceAt(root: AstNode, path: readonly [object, string, number | undefined][], replacement: AstNode): AstNode {
  const rebuild = (node: AstNode, depth: number): AstNode => {
    const step = path[depth];
    if (step === undefined) return replacement;
    const t = nodeType(node);
    const f = fieldsOf(node) as Record<string, unknown>;
    const [, key, index] = step;
    const copy: Record<string, unknown> = { ...f };
    if (index === undefined) copy[key] = rebuild(f[key] as AstNode, depth + 1);
    else {
      const list = [...(f[key] as AstNode[])];
      list[index] = rebuild(list[index] as AstNode, depth + 1);
      copy[key] = list;
    }
    copyFoldMarks(f, copy);
    return { [t]: copy } as unknown as AstNode;
  };
  return rebuild(root, 0);
}

/**
 * The arguments of a strict built-in call, operator or cast, as [field, index, node]: a cast of
 * a constant that folds to NULL is NULL (evaluate_function returns NULL for a strict function
 * with a NULL argument whatever its volatility: `(('0'::jsonb #>> '{c}'))::text[]`, a stable
 * array_in, is the NULL constant).
 */
function strictCallArgs(t: string, f: Record<string, unknown>): [string, number | undefined, AstNode][] | undefined {
  if (t === 'TypeCast') return f['arg'] === undefined ? undefined : [['arg', undefined, f['arg'] as AstNode]];
  if (t === 'FuncCall') {
    if (f['over'] || f['agg_star'] || f['agg_distinct'] || f['func_variadic']) return undefined;
    const parts = ((f['funcname'] as AstNode[] | undefined) ?? []).map((p) => strVal(p));
    if (parts.length > 1 && parts[0] !== 'pg_catalog') return undefined;
    if (!isStrictBuiltin((parts[parts.length - 1] ?? '').toLowerCase())) return undefined;
    return ((f['args'] as AstNode[] | undefined) ?? []).map((a, i) => ['args', i, a]);
  }
  if (t === 'A_Expr' && f['kind'] === 'AEXPR_OP') {
    const name = ((f['name'] as AstNode[] | undefined) ?? []).map((p) => strVal(p));
    if (name.length !== 1 || name[0] === '||' || name[0] === '#=') return undefined;
    const out: [string, number | undefined, AstNode][] = [];
    for (const k of ['lexpr', 'rexpr']) if (f[k] !== undefined && !Array.isArray(f[k])) out.push([k, undefined, f[k] as AstNode]);
    return out;
  }
  return undefined;
}

/** A constant whose value is known only when it runs (not a literal, not folded to NULL already). */
function maybeNullConstant(n: AstNode): boolean {
  if (!isConstantNode(n) || foldsToNull(n) || knownNotNull(n)) return false;
  const t = nodeType(n);
  if (t === 'A_Const') return false;
  if (t === 'TypeCast') {
    const arg = fieldsOf(n)['arg'] as AstNode | undefined;
    if (arg !== undefined && nodeType(arg) === 'A_Const') return false;
  }
  return true;
}

/** Along `path`, the siblings left of each step (the left operand before the right, earlier arguments and arms). */
function earlier(path: readonly [object, string, number | undefined][]): AstNode[] {
  const out: AstNode[] = [];
  for (const [f, key, index] of path) {
    const fields = f as Record<string, unknown>;
    if (key === 'rexpr' && fields['lexpr'] !== undefined && !Array.isArray(fields['lexpr'])) out.push(fields['lexpr'] as AstNode);
    if (key === 'rexpr' && Array.isArray(fields['rexpr']) && index !== undefined) {
      if (fields['lexpr'] !== undefined) out.push(fields['lexpr'] as AstNode);
      out.push(...(fields['rexpr'] as AstNode[]).slice(0, index));
    } else if (index !== undefined && Array.isArray(fields[key])) {
      // a CASE's arms before the one searched were dropped by their conditions, folded first
      const items = (fields[key] as AstNode[]).slice(0, index);
      if (!items.some((n) => nodeType(n) === 'CaseWhen')) out.push(...items);
      else out.push(...droppedConditions(items));
    } else if (key === 'defresult' && Array.isArray(fields['args'])) {
      out.push(...droppedConditions(fields['args'] as AstNode[]));
    }
  }
  return out;
}

/**
 * The conditions of CASE arms dropped before the one searched: a literal, or a strict call over
 * a NULL constant, which the planner folds all the same, its other constant arguments first
 * (`('NULL'::text)::bigint <= NULL::integer` raises 22P02 before the ELSE is folded).
 */
function droppedConditions(arms: readonly AstNode[]): AstNode[] {
  return arms.map((w) => fieldsOf(w)['expr'] as AstNode | undefined).filter((e): e is AstNode => e !== undefined);
}
