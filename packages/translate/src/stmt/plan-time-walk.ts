import { type AstNode, type Fields, fieldsOf, nodeType, strVal } from '../parse/ast.js';
import { nullWhenOfNode } from '../analyze/plan-time-null.js';
import { foldsToNull, isConstantNode, isStrictBuiltin } from '../analyze/strict-null.js';
import { literalBool } from '../analyze/folded-branches.js';
import { decidedBy, sequenceSql } from './fold-order.js';
import { holdsSubLink, typedNullLike, withNullColumnsMarked, returnMarks } from './folded-columns.js';
import { decisionPastOwnNulls, firstDecision, whileDecided } from './constant-decisions.js';
import { executorStartNote, isStartNote } from './executor-start-checks.js';
import { inlinedParts } from './inlined-functions.js';
import { type Env, type Found, foldedSql, pushGuarded, standalone, stepsOf, typed } from './plan-time-env.js';
import { isNullLiteral, isParsedLiteral, mayBeNullConstant } from './plan-time-literals.js';
import { betweenAsBool, inListAsBool, withBetweenConditions } from './plan-time-rewrites.js';

/**
 * The walk of one expression of a query level for the constants PostgreSQL's planner folds
 * (plan-time-constants.ts), by the folding rules that skip an argument or decide a branch.
 */

/**
 * Translates, innermost first, each call of the expression whose arguments are constants, so
 * a call of an immutable overload of a name that also has stable ones (date_part(text,
 * timestamp)) is marked foldable before its caller is asked whether it is constant.
 */
export function markFoldableCalls(node: unknown, env: Env, budget = { left: 300 }): void {
  if (Array.isArray(node)) return node.forEach((n) => markFoldableCalls(n, env, budget));
  if (node === null || typeof node !== 'object') return;
  const t = nodeType(node as AstNode);
  const f = fieldsOf(node as AstNode);
  if (typeof f !== 'object' || f === null) return;
  // a sublink's left operand is an expression of this level (its query is planned on its own)
  if (t === 'SubLink') return markFoldableCalls(f['testexpr'], env, budget);
  for (const v of Object.values(f)) markFoldableCalls(v, env, budget);
  if (t === 'FuncCall' && f['over'] === undefined && !isConstantNode(node) && isConstantNode(f['args'] ?? [])) foldedSql(node as AstNode, env);
  // a cast or operator over constants is marked where its function is stable (not folded), before
  // any decision takes it for a constant (within a budget: a generated expression may be huge)
  if ((t === 'TypeCast' || t === 'A_Expr') && budget.left-- > 0 && !isParsedLiteral(node as AstNode) && isConstantNode(node)) foldedSql(node as AstNode, env);
  // a `||` over a NULL constant is typed, to tell a strict concatenation (folded to NULL) from an array's
  if (t === 'A_Expr' && isConcatOverNull(f) && budget.left-- > 0) typedConcat(node as AstNode, env);
}

/** Translates a `||` with its columns read as NULLs of their types, carrying the analyzer's marks back. */
function typedConcat(node: AstNode, env: Env): void {
  const pairs: [object, object][] = [];
  const copy = withNullColumnsMarked(node, env.columns, env.scope.ctx, pairs);
  standalone(copy, env.scope);
  returnMarks(pairs);
}

function isConcatOverNull(f: Fields): boolean {
  const name = (f['name'] as AstNode[] | undefined) ?? [];
  return f['kind'] === 'AEXPR_OP' && name.length === 1 && strVal(name[0] as AstNode) === '||' && (foldsToNull(f['lexpr']) || foldsToNull(f['rexpr']));
}

export function walk(node: unknown, env: Env, found: Found): void {
  if (Array.isArray(node)) {
    for (const n of node) walk(n, env, found);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const t = nodeType(node as AstNode);
  const f = fieldsOf(node as AstNode);
  if (typeof f !== 'object' || f === null) return;
  if (t === 'ColumnRef' || t === 'ParamRef' || t === 'A_Const') return;
  // a call of an immutable overload whose name also has stable ones (date_part(text, timestamp))
  // is known constant once translated: translating marks it
  if (t === 'FuncCall' && !isConstantNode(node) && isConstantNode(f['args'] ?? [])) foldedSql(node as AstNode, env);
  if (t !== 'SubLink' && !isParsedLiteral(node as AstNode) && isConstantNode(node)) {
    // translating it marks the casts and operators the planner leaves unevaluated (stable ones)
    const sql = foldedSql(node as AstNode, env);
    // a strict call folded to NULL around parts that are not constants: its constant parts are
    // walked (case FuncCall / A_Expr), where a decision inside them may fold more
    // (so is a COALESCE holding such a call: `COALESCE(replace(NULL, substring(b0, 'é', 'ab'),
    // NULL), 'x')` folds the inlined similar_to_escape('é', 'ab') before it drops the NULL)
    // (and so is a CASE whose condition is such a call: `CASE WHEN NULL !~ substring(format('a'),
    // 'abc', 'NULL') THEN 1 ELSE 0 END` is the constant 0 only once the inlined
    // similar_to_escape('abc', 'NULL') inside the dropped condition is folded)
    const nullAround = (foldsToNull(node) && !constantThroughNulls(Object.values(f))) || ((t === 'CoalesceExpr' || t === 'CaseExpr') && holdsNullAround(Object.values(f)));
    if (sql !== undefined && isConstantNode(node) && !nullAround) {
      found.consts.push(node as AstNode);
      return;
    }
  }
  // x BETWEEN a AND b is the parser's x >= a AND x <= b (NOT: x < a OR x > b), folded as such
  const between = betweenAsBool(t, f);
  if (between !== undefined) return walk(between, env, found);
  // an AND (OR) is one list of operands with its nested ANDs (ORs) and BETWEENs flattened in
  if (t === 'BoolExpr' && f['boolop'] !== 'NOT_EXPR') {
    const args = (f['args'] as AstNode[] | undefined) ?? [];
    const flat = flatBoolArgs(f['boolop'] as string, args);
    if (flat.length !== args.length || flat.some((a, i) => a !== args[i])) return walk({ BoolExpr: { ...f, args: flat } } as unknown as AstNode, env, found);
  }
  const inList = inListAsBool(t, f);
  if (inList !== undefined) return walk(inList, env, found);
  // a CASE condition that is a BETWEEN is the parser's AND of two comparisons: its first one may
  // decide it, and with it the arm (`WHEN x BETWEEN a AND stable(…)`, x < a, drops the arm)
  const caseBetween = t === 'CaseExpr' ? withBetweenConditions(f) : undefined;
  if (caseBetween !== undefined) return walk(caseBetween, env, found);
  if (t !== 'SubLink' && branchOnDecision(node as AstNode, env, found)) return;
  switch (t) {
    case 'SubLink': {
      if (f['testexpr']) walk(f['testexpr'], env, found);
      const q = f['subselect'] as AstNode | undefined;
      if (q !== undefined && nodeType(q) === 'SelectStmt') found.subs.push({ query: fieldsOf(q), exists: f['subLinkType'] === 'EXISTS_SUBLINK' });
      return;
    }
    case 'BoolExpr': {
      if (f['boolop'] === 'NOT_EXPR') return walk(f['args'], env, found);
      // a constant operand may decide the whole AND/OR: what follows it, and every subquery, is uncertain
      const args = (f['args'] as AstNode[] | undefined) ?? [];
      const inner: Found = { consts: [], subs: [] };
      // simplify_and/or_arguments: a literal that cannot decide (TRUE in AND, FALSE in OR, NULL) is dropped
      const deciding = f['boolop'] === 'AND_EXPR' ? false : true;
      for (const a of args) {
        walk(a, env, inner);
        const nullTest = nullTestDecision(a, deciding, env);
        if (nullTest !== undefined) {
          // the operands after it are simplified only where it does not decide
          found.consts.push(...inner.consts);
          const rest = args.slice(args.indexOf(a) + 1);
          if (rest.length > 0) {
            const after: Found = { consts: [], subs: [] };
            walk(rest.length === 1 ? rest[0] : ({ BoolExpr: { ...f, args: rest } } as unknown as AstNode), env, after);
            pushGuarded(found, nullTest, stepsOf(after, env));
          }
          return;
        }
        const lit = literalBool(a);
        if (lit === null || (lit !== undefined && lit !== deciding)) continue;
        if (isConstantNode(a)) {
          // the operands after it are simplified only where it does not decide
          found.consts.push(...inner.consts);
          const cond = foldedSql(a, env);
          const rest = args.slice(args.indexOf(a) + 1);
          if (cond !== undefined && rest.length > 0) {
            const after: Found = { consts: [], subs: [] };
            walk(rest.length === 1 ? rest[0] : ({ BoolExpr: { ...f, args: rest } } as unknown as AstNode), env, after);
            pushGuarded(found, decidedBy(cond, deciding ? '1' : '0'), stepsOf(after, env));
          }
          return;
        }
      }
      found.consts.push(...inner.consts);
      found.subs.push(...inner.subs);
      return;
    }
    case 'CaseExpr': {
      if (f['arg']) walk(f['arg'], env, found);
      for (const w of (f['args'] as AstNode[] | undefined) ?? []) {
        const cw = fieldsOf(w);
        walk(cw['expr'], env, found);
        // a literal condition: FALSE/NULL drops its arm unseen, TRUE makes its result the answer
        const lit = f['arg'] ? undefined : literalBool(cw['expr']);
        if (lit === false || lit === null) continue;
        if (lit === true) return walk(cw['result'], env, found);
        // CASE x WHEN v: the condition is x = v, constant only where x is
        const condNode = (f['arg'] ? { A_Expr: { kind: 'AEXPR_OP', name: [{ String: { sval: '=' } }], lexpr: f['arg'], rexpr: cw['expr'] } } : cw['expr']) as AstNode;
        if (isConstantNode(condNode)) {
          // a constant condition: its arm where it is true, else the arms after it
          const cond = foldedSql(condNode, env);
          if (cond === undefined) return;
          const taken: Found = { consts: [], subs: [] };
          walk(cw['result'], env, taken);
          const others: Found = { consts: [], subs: [] };
          const rest = ((f['args'] as AstNode[] | undefined) ?? []).slice(((f['args'] as AstNode[] | undefined) ?? []).indexOf(w) + 1);
          if (rest.length > 0) walk({ CaseExpr: { ...f, args: rest } } as unknown as AstNode, env, others);
          else if (f['defresult']) walk(f['defresult'], env, others);
          const [a, b] = [stepsOf(taken, env), stepsOf(others, env)];
          if (a.length > 0 || b.length > 0) found.consts.push(`(CASE WHEN ${cond} THEN ${sequenceSql(a)} ELSE ${sequenceSql(b)} END)`);
          return;
        }
        // a condition folding to a NULL constant drops its arm unseen (analyze/plan-time-null.ts)
        const nullCond = nullWhenOfNode(condNode, (n) => standalone(n, env.scope));
        if (nullCond !== undefined) {
          const arm: Found = { consts: [], subs: [] };
          walk(cw['result'], env, arm);
          pushGuarded(found, nullCond, stepsOf(arm, env));
          continue;
        }
        walk(cw['result'], env, found);
      }
      if (f['defresult']) walk(f['defresult'], env, found);
      return;
    }
    case 'MinMaxExpr': {
      // kept by the planner: its comparison function is looked up when the executor starts
      const note = env.nulled === true ? undefined : executorStartNote(node as AstNode, env.columns, env.scope);
      if (note !== undefined) {
        found.consts.push(note);
        env.noted.any = true;
      }
      walk(f['args'], env, found);
      return;
    }
    case 'CoalesceExpr': {
      const args = (f['args'] as AstNode[] | undefined) ?? [];
      for (const a of args) {
        walk(a, env, found);
        if (isConstantNode(a) && !isNullLiteral(a)) {
          // the arguments after it are simplified only where it is NULL
          const value = foldedSql(a, env);
          const rest = args.slice(args.indexOf(a) + 1);
          if (value !== undefined && rest.length > 0) {
            const after: Found = { consts: [], subs: [] };
            walk({ CoalesceExpr: { ...f, args: rest } } as unknown as AstNode, env, after);
            pushGuarded(found, `(${value}) IS NOT NULL`, stepsOf(after, env));
          }
          return;
        }
        // an AND (OR) with a constant operand that is FALSE (TRUE) folds to that constant, not
        // NULL: the arguments after it are dropped where one is
        const decided = decidingOperandsSql(a, env);
        if (decided !== undefined) {
          const rest = args.slice(args.indexOf(a) + 1);
          if (rest.length > 0) {
            const after: Found = { consts: [], subs: [] };
            walk({ CoalesceExpr: { ...f, args: rest } } as unknown as AstNode, env, after);
            pushGuarded(found, decided, stepsOf(after, env));
          }
          return;
        }
        // a NULL test of an expression folding to a NULL constant is a constant too (TRUE or
        // FALSE, not NULL): the arguments after it are dropped where it does
        const nullWhen = nodeType(a) === 'NullTest' && !isConstantNode(a) ? nullWhenOfNode(fieldsOf(a)['arg'], (n) => standalone(n, env.scope)) : undefined;
        if (nullWhen !== undefined) {
          const rest = args.slice(args.indexOf(a) + 1);
          if (nullWhen !== '1' && rest.length > 0) {
            const after: Found = { consts: [], subs: [] };
            walk({ CoalesceExpr: { ...f, args: rest } } as unknown as AstNode, env, after);
            pushGuarded(found, nullWhen, stepsOf(after, env));
          }
          return;
        }
      }
      return;
    }
    case 'FuncCall':
    case 'A_Expr': {
      const args = t === 'FuncCall' ? ((f['args'] as AstNode[] | undefined) ?? []) : [f['lexpr'], f['rexpr']].filter((a): a is AstNode => a !== undefined && !Array.isArray(a));
      const strict = t === 'FuncCall' ? isStrictBuiltin(callName(f)) : f['kind'] === 'AEXPR_OP';
      if (strict && args.some(mayBeNullConstant)) {
        // may fold to NULL once its arguments are folded: its subqueries are then never planned
        const inner: Found = { consts: [], subs: [] };
        // folded to NULL for certain: what is not constant in it never reaches the executor
        const certain = foldsToNull(node);
        const argEnv = certain ? { ...env, nulled: true } : env;
        walk(t === 'FuncCall' ? f['args'] : [f['lexpr'], f['rexpr']], argEnv, inner);
        // folded to NULL only where a constant argument is NULL: what the executor starts
        // (a GREATEST's comparison lookup) is noted only where none is
        const guards = certain ? [] : args.filter(mayBeNullConstant).map((a) => foldedSql(a, env));
        if (guards.length === 0 || guards.some((g) => g === undefined)) found.consts.push(...inner.consts);
        else {
          found.consts.push(...inner.consts.filter((c) => !isStartNote(c)));
          pushGuarded(found, guards.map((g) => `(${g}) IS NULL`).join(' OR '), inner.consts.filter(isStartNote) as string[]);
        }
        // where no argument folds to NULL, an SQL-language built-in is inlined all the same
        if (t === 'FuncCall') inlinedWhenNotNull(callName(f), args, env, found);
        return;
      }
      // a window's keys are planned with the other window keys (windowKeys)
      walk(t === 'FuncCall' ? [f['args'], f['agg_order'], f['agg_filter']] : [f['lexpr'], f['rexpr']], env, found);
      // an SQL-language built-in is inlined, and the constant parts of its body folded in turn
      if (t === 'FuncCall') for (const part of inlinedParts(callName(f), args, (n) => typed(n, env.scope)?.type)) if (isConstantNode(part)) found.consts.push(part);
      return;
    }
    default:
      for (const v of Object.values(f)) if (typeof v === 'object' && v !== null) walk(v, env, found);
  }
}

/**
 * Where a constant condition inside `node` decides a CASE or AND/OR whose folding makes `node` a
 * constant (constant-decisions.ts): the condition's steps, then the walk of `node` with the
 * condition replaced by the value it turns out to have. False where nothing such is found (or
 * the branches' budget is spent, or a subquery sits inside).
 */
function branchOnDecision(node: AstNode, env: Env, found: Found): boolean {
  // a constant already (a strict call folded to NULL): its arguments are walked in turn
  if (env.branches <= 0 || isConstantNode(node) || holdsSubLink(node)) return false;
  const nullLike = (n: AstNode): AstNode | undefined => typedNullLike(n, env.columns, env.scope.ctx, (x) => typed(x, env.scope));
  let d = firstDecision(node, nullLike);
  if (d === undefined) return false;
  // a strict call over a constant that may be NULL is folded by the walk itself (case FuncCall),
  // but a decision in its other arguments may still make it a constant
  if (d.kind === 'null' && fieldsOf(node) === d.holder) {
    d = decisionPastOwnNulls(node, nullLike);
    if (d === undefined || (d.kind === 'null' && fieldsOf(node) === d.holder)) return false;
  }
  const values: (boolean | null)[] = d.kind === 'andor' ? [true, false, null] : [true, false];
  const variants = values.map((v) => d.variant(v));
  // a call of an immutable overload whose arguments are constants only once the decision is made
  // (`date_trunc(CASE WHEN 1 < 2 THEN 'x' ELSE stable END, ts)`) is marked foldable in its variant
  for (const v of variants) if (v !== node) markFoldableCalls(v, env);
  // (a decision inside a CASE condition drops or keeps its arm, constant or not)
  if (!variants.some((v) => isConstantNode(v)) && nodeType(node) !== 'CaseExpr') return false;
  const value = foldedSql(d.cond, env);
  // translating marks a stable cast or operator inside: then it is no constant
  if (value === undefined || !isConstantNode(d.cond)) return false;
  const cond = d.kind === 'null' ? `(${value}) IS NULL` : d.kind === 'coalesce' ? `(${value}) IS NOT NULL` : value;
  const inner: Env = { ...env, branches: env.branches - 1 };
  const [a, b, c] = variants.map((v, i) => {
    const sub: Found = { consts: [], subs: [] };
    if ((d.kind === 'null' && i === 1) || (d.kind === 'coalesce' && i === 0)) whileDecided(d, () => walk(v, inner, sub));
    else walk(v, inner, sub);
    return sequenceSql(stepsOf(sub, inner));
  });
  // what the planner folds before the condition comes first (its errors first); what the
  // executor starts (a GREATEST kept) is noted by the branches, where it is kept
  for (const b of d.before) {
    const sub: Found = { consts: [], subs: [] };
    walk(b, inner, sub);
    found.consts.push(...sub.consts.filter((c) => !isStartNote(c)));
  }
  found.consts.push(d.cond);
  found.consts.push(d.kind === 'andor' ? `(CASE WHEN ${cond} THEN ${a} WHEN NOT (${cond}) THEN ${b} ELSE ${c} END)` : `(CASE WHEN ${cond} THEN ${a} ELSE ${b} END)`);
  return true;
}

/**
 * The constant parts of an inlined SQL-language built-in (inlinedParts) whose call has constant
 * arguments that may be NULL: the planner folds a strict call with a NULL argument to NULL
 * (evaluate_function) before it would inline it, so the parts are folded only where none is.
 */
function inlinedWhenNotNull(name: string, args: AstNode[], env: Env, found: Found): void {
  const parts = inlinedParts(name, args, (n) => typed(n, env.scope)?.type).filter((p) => isConstantNode(p));
  if (parts.length === 0 || args.some(isNullLiteral)) return;
  const nulls: string[] = [];
  for (const a of args.filter(mayBeNullConstant)) {
    const sql = foldedSql(a, env);
    if (sql === undefined) return;
    nulls.push(`(${sql}) IS NULL`);
  }
  const steps = stepsOf({ consts: parts, subs: [] }, env);
  if (nulls.length === 0) found.consts.push(...steps);
  else pushGuarded(found, nulls.join(' OR '), steps);
}

/**
 * Whether every part is a constant, looking inside the parts folded to NULL (a NULL-folded
 * strict call around a stable one, `upper(to_char(NULL::interval, substring(to_char(1, 'x'),
 * '', 'e')))`, still has constants folded inside it: there the walk goes on).
 */
/** Whether a part of `node` (outside subqueries) is a strict call folded to NULL around parts that are no constants. */
function holdsNullAround(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(holdsNullAround);
  if (node === null || typeof node !== 'object') return false;
  if (nodeType(node as AstNode) === 'SubLink') return false;
  const f = fieldsOf(node as AstNode);
  if (typeof f !== 'object' || f === null) return false;
  if (foldsToNull(node) && !constantThroughNulls(Object.values(f))) return true;
  return Object.values(f).some(holdsNullAround);
}

function constantThroughNulls(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(constantThroughNulls);
  if (node === null || typeof node !== 'object') return true;
  if (!foldsToNull(node)) return isConstantNode(node);
  return Object.values(fieldsOf(node as AstNode) as object).every(constantThroughNulls);
}

/**
 * Where `node` is a NULL test of an expression that may fold to a NULL constant (a strict call
 * over a constant evaluating to NULL beside a column: `(jsonb_object_field('{}', 'k') - b0) IS
 * NOT NULL`), the condition under which it is then the constant that decides an AND (FALSE: IS
 * NOT NULL) or an OR (TRUE: IS NULL), so the planner simplifies no operand after it.
 */
function nullTestDecision(node: AstNode, deciding: boolean, env: Env): string | undefined {
  if (nodeType(node) !== 'NullTest' || isConstantNode(node)) return undefined;
  const f = fieldsOf(node);
  if ((f['nulltesttype'] === 'IS_NULL') !== deciding) return undefined;
  const when = nullWhenOfNode(f['arg'], (n) => standalone(n, env.scope));
  return when === '1' ? undefined : when;
}

/**
 * For an AND (OR) that is no constant but has constant operands: SQL true where one of them is
 * FALSE (TRUE), so that the planner folds the whole to that constant (simplify_and/or_arguments);
 * undefined where it has none, or one does not translate on its own.
 */
function decidingOperandsSql(node: AstNode, env: Env): string | undefined {
  if (nodeType(node) !== 'BoolExpr' || isConstantNode(node)) return undefined;
  const f = fieldsOf(node);
  if (f['boolop'] === 'NOT_EXPR') return undefined;
  const consts = ((f['args'] as AstNode[] | undefined) ?? []).filter((a) => isConstantNode(a));
  if (consts.length === 0) return undefined;
  const sqls = consts.map((c) => foldedSql(c, env));
  if (sqls.some((c) => c === undefined)) return undefined;
  return `(${sqls.map((c) => decidedBy(c as string, f['boolop'] === 'AND_EXPR' ? '0' : '1')).join(' OR ')})`;
}

function callName(f: Fields): string {
  const parts = (f['funcname'] as AstNode[] | undefined) ?? [];
  const last = parts[parts.length - 1];
  return last === undefined ? '' : String(fieldsOf(last)['sval'] ?? '').toLowerCase();
}

/**
 * The operands of an AND (OR) as simplify_and_arguments (simplify_or_arguments) meets them: a
 * nested AND (OR) is flattened into its parent's list, and so is a BETWEEN (NOT BETWEEN), the
 * parser's AND (OR) of two comparisons, so a constant comparison inside one decides the whole:
 * in `(x BETWEEN stable(…) AND c1 <= c2) AND ('[1]'::jsonb)::int2 > NULL` the false `c1 <= c2`
 * ends the AND before the jsonb cast is folded.
 */
function flatBoolArgs(boolop: string, args: readonly AstNode[]): AstNode[] {
  const out: AstNode[] = [];
  for (const a of args) {
    const t = nodeType(a);
    const af = fieldsOf(a);
    const inner = betweenAsBool(t, af) ?? a;
    const inf = fieldsOf(inner);
    if (nodeType(inner) === 'BoolExpr' && inf['boolop'] === boolop) out.push(...flatBoolArgs(boolop, (inf['args'] as AstNode[] | undefined) ?? []));
    else out.push(a);
  }
  return out;
}
