import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import { foldsToNull, isConstantNode } from '../analyze/strict-null.js';
import { literalBool, liveParts } from '../analyze/folded-branches.js';

/**
 * The order in which PostgreSQL's planner evaluates the parts of one constant expression
 * (eval_const_expressions): bottom up, each node's arguments left to right before the node
 * itself, so of several failing parts the first one reached that way raises. SQLite computes a
 * translated expression in its own order: an operator over a constant operand computes that
 * operand first (`pg_div((SELECT …), 0) & pg_cast('é', …)` casts first), and a translation may
 * reorder operands (`integer + date` is `pg_date_pli(date, integer)`) or drop one the result
 * does not need (`(x * y) - NULL` is NULL, the product never computed). So the plan-time check
 * evaluates the steps one by one: the SQL of every non-literal subexpression, children before
 * their parent, each step's own parts already computed by earlier steps.
 *
 * The constructs the planner folds lazily are stepped lazily: AND/OR stop at an operand that
 * decides them (simplify_and/or_arguments), CASE takes the arm of the first true condition and
 * skips arms whose condition is false or NULL, COALESCE stops at the first non-NULL argument,
 * BETWEEN is the AND of its two comparisons. The next steps run under a guard
 * (`CASE WHEN <skip> THEN NULL ELSE pg_strict_null(<steps>) END`), so they are computed only
 * where the planner would reach them.
 *
 * `sqlOf` translates a node on its own (undefined where it does not); a node that does not
 * translate contributes its children's steps only.
 */
export function foldSteps(node: AstNode, sqlOf: (n: AstNode) => string | undefined): string[] {
  const out: string[] = [];
  const budget = { left: MAX_STEPS };
  steps(node, sqlOf, out, budget);
  if (budget.left < 0) {
    // too many to step one by one: the whole expression, in SQLite's order
    const whole = sqlOf(node);
    return whole === undefined ? [] : [whole];
  }
  return out;
}

/** Steps past which a constant is evaluated whole (a generated expression of thousands of terms). */
const MAX_STEPS = 200;

/** Chains `steps` into one SQL term that evaluates them left to right and is NULL. */
export function sequenceSql(items: readonly string[]): string {
  if (items.length === 0) return 'NULL';
  const CHUNK = 100;
  if (items.length <= CHUNK) return `pg_strict_null(${items.join(', ')})`;
  const chunks: string[] = [];
  for (let i = 0; i < items.length; i += CHUNK) chunks.push(sequenceSql(items.slice(i, i + CHUNK)));
  return sequenceSql(chunks);
}

type Budget = { left: number };

function emit(out: string[], budget: Budget, sql: string | undefined): void {
  if (sql === undefined) return;
  budget.left--;
  out.push(sql);
}

/**
 * The condition under which the boolean `cond` decides an AND (`decides` '0': it is false) or an
 * OR ('1': it is true), so the operands after it are skipped. Written as a condition (NOT x), not
 * a value (x IS 0): SQLite short-circuits AND/OR only where it tests a condition, and computes
 * every operand of one it computes as a value.
 */
export function decidedBy(cond: string, decides: '0' | '1'): string {
  return decides === '0' ? `NOT (${cond})` : `(${cond})`;
}

/** `CASE WHEN <skip> THEN NULL ELSE <steps> END` as one step (nothing when `inner` is empty). */
function guarded(out: string[], budget: Budget, skip: string, inner: string[]): void {
  if (inner.length === 0) return;
  emit(out, budget, `(CASE WHEN ${skip} THEN NULL ELSE ${sequenceSql(inner)} END)`);
}

/**
 * A literal the parser converts itself: a constant, a string or NULL cast to a type (its input
 * function runs while parsing). A number cast to another type (`32768::smallint`) is a cast
 * function call the planner folds in its turn.
 */
function isLiteral(node: AstNode): boolean {
  const t = nodeType(node);
  if (t === 'A_Const') return true;
  if (t !== 'TypeCast') return false;
  const arg = fieldsOf(node)['arg'] as AstNode | undefined;
  if (arg === undefined || nodeType(arg) !== 'A_Const') return false;
  const c = fieldsOf(arg);
  return c['isnull'] === true || c['sval'] !== undefined || c['bsval'] !== undefined;
}

function steps(node: unknown, sqlOf: (n: AstNode) => string | undefined, out: string[], budget: Budget): void {
  if (budget.left < 0) return;
  if (Array.isArray(node)) {
    for (const n of node) steps(n, sqlOf, out, budget);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const n = node as AstNode;
  const t = nodeType(n);
  const f = fieldsOf(n);
  if (typeof f !== 'object' || f === null) return;
  // a literal is converted while parsing, before any planning; a subquery is planned on its own
  if (isLiteral(n) || t === 'SubLink') return;
  if (!isConstantNode(n) || (foldsToNull(n) && !isConstantNode(Object.values(f)))) {
    // not evaluated itself (it reads a column, or is a stable call, or a strict call folded to
    // NULL around such an argument): only its constant parts are, of a CASE, COALESCE or AND/OR
    // those its literals leave
    // a CASE kept (a condition or an arm reads a column) has its arms simplified in turn, each
    // after a constant condition only where that condition does not drop it
    if (t === 'CaseExpr' && !f['arg']) return keptCaseArms((f['args'] as AstNode[] | undefined) ?? [], f['defresult'] as AstNode | undefined, sqlOf, out, budget);
    const live = liveParts(t, f as Fields);
    if (live !== undefined) return steps(live, sqlOf, out, budget);
    for (const [k, v] of Object.entries(f as Fields)) if (typeof v === 'object' && v !== null && !NOT_EXPRESSIONS.has(k)) steps(v, sqlOf, out, budget);
    return;
  }
  const sub = (x: unknown): string[] => {
    const inner: string[] = [];
    steps(x, sqlOf, inner, budget);
    return inner;
  };
  switch (t) {
    case 'BoolExpr': {
      const args = (f['args'] as AstNode[] | undefined) ?? [];
      if (f['boolop'] === 'NOT_EXPR') break;
      // the AND/OR itself raises nothing; computed as a value SQLite would compute every operand
      lazyChain(args, f['boolop'] === 'AND_EXPR' ? '0' : '1', sqlOf, out, budget);
      return;
    }
    case 'CaseExpr': {
      if (f['arg']) {
        // CASE x WHEN v …: x first, then the first value compared; the rest in SQLite's (lazy) order
        out.push(...sub(f['arg']));
        const first = ((f['args'] as AstNode[] | undefined) ?? [])[0];
        if (first !== undefined) out.push(...sub(fieldsOf(first)['expr']));
        emit(out, budget, sqlOf(n));
        return;
      }
      caseArms((f['args'] as AstNode[] | undefined) ?? [], f['defresult'] as AstNode | undefined, sqlOf, out, budget);
      emit(out, budget, sqlOf(n));
      return;
    }
    case 'CoalesceExpr': {
      coalesceChain((f['args'] as AstNode[] | undefined) ?? [], sqlOf, out, budget);
      emit(out, budget, sqlOf(n));
      return;
    }
    case 'A_Expr': {
      const kind = f['kind'];
      if (kind === 'AEXPR_BETWEEN' || kind === 'AEXPR_NOT_BETWEEN') {
        // x BETWEEN a AND b is `x >= a AND x <= b` (NOT: `x < a OR x > b`)
        const r = f['rexpr'] as AstNode | AstNode[] | undefined;
        const [a, b] = Array.isArray(r) ? r : r === undefined ? [] : ((fieldsOf(r)['items'] as AstNode[] | undefined) ?? []);
        if (a !== undefined && b !== undefined) {
          const not = kind === 'AEXPR_NOT_BETWEEN';
          const cmp = (op: string, r: AstNode): AstNode => ({ A_Expr: { kind: 'AEXPR_OP', name: [{ String: { sval: op } }], lexpr: f['lexpr'], rexpr: r, location: f['location'] } }) as unknown as AstNode;
          lazyChain([cmp(not ? '<' : '>=', a), cmp(not ? '>' : '<=', b)], not ? '1' : '0', sqlOf, out, budget);
          return;
        }
      }
      break;
    }
    default:
      break;
  }
  for (const [k, v] of Object.entries(f as Fields)) if (typeof v === 'object' && v !== null && !NOT_EXPRESSIONS.has(k)) steps(v, sqlOf, out, budget);
  emit(out, budget, sqlOf(n));
}

/** Fields of expression nodes that hold names, types or options rather than expressions. */
const NOT_EXPRESSIONS = new Set(['name', 'funcname', 'typeName', 'location', 'collname', 'over', 'agg_order', 'agg_filter']);

/**
 * AND/OR operands in order, each next one only where the ones before did not decide (an AND
 * operand that is false, an OR operand that is true, `decides`).
 */
function lazyChain(args: readonly AstNode[], decides: '0' | '1', sqlOf: (n: AstNode) => string | undefined, out: string[], budget: Budget): void {
  const [first, ...rest] = args;
  if (first === undefined) return;
  steps(first, sqlOf, out, budget);
  if (rest.length === 0) return;
  // an operand that is no constant (a stable call, a column) is kept, not computed: the planner
  // goes on with the next ones (`(to_char(1, 'Zz'))::boolean AND false` is false, no cast run)
  const cond = isConstantNode(first) ? sqlOf(first) : undefined;
  const inner: string[] = [];
  lazyChain(rest, decides, sqlOf, inner, budget);
  if (cond === undefined) {
    out.push(...inner);
    return;
  }
  guarded(out, budget, decidedBy(cond, decides), inner);
}

/** CASE WHEN c THEN r …: c, then r where c is true, else the arms after it, else the default. */
function caseArms(arms: readonly AstNode[], def: AstNode | undefined, sqlOf: (n: AstNode) => string | undefined, out: string[], budget: Budget): void {
  const [arm, ...rest] = arms;
  if (arm === undefined) {
    if (def !== undefined) steps(def, sqlOf, out, budget);
    return;
  }
  const w = fieldsOf(arm);
  steps(w['expr'], sqlOf, out, budget);
  const cond = sqlOf(w['expr'] as AstNode);
  const taken: string[] = [];
  steps(w['result'], sqlOf, taken, budget);
  const others: string[] = [];
  caseArms(rest, def, sqlOf, others, budget);
  if (cond === undefined) {
    // the condition's value is unknown here: only what is computed either way
    return;
  }
  if (taken.length === 0 && others.length === 0) return;
  emit(out, budget, `(CASE WHEN ${cond} THEN ${sequenceSql(taken)} ELSE ${sequenceSql(others)} END)`);
}

/**
 * The arms of a CASE the planner keeps: a literal FALSE/NULL condition drops its arm, a literal
 * TRUE one ends the CASE with its arm, another constant condition is computed and its arm
 * simplified where it is true, the arms after it where it is not; a condition that is no
 * constant is kept and its arm simplified, and so are the arms after it.
 */
function keptCaseArms(arms: readonly AstNode[], def: AstNode | undefined, sqlOf: (n: AstNode) => string | undefined, out: string[], budget: Budget): void {
  const [arm, ...rest] = arms;
  if (arm === undefined) {
    if (def !== undefined) steps(def, sqlOf, out, budget);
    return;
  }
  const w = fieldsOf(arm);
  const expr = w['expr'] as AstNode;
  const lit = literalBool(expr);
  if (lit === false || lit === null) return keptCaseArms(rest, def, sqlOf, out, budget);
  steps(expr, sqlOf, out, budget);
  if (lit === true) return steps(w['result'], sqlOf, out, budget);
  if (!isConstantNode(expr)) {
    steps(w['result'], sqlOf, out, budget);
    return keptCaseArms(rest, def, sqlOf, out, budget);
  }
  const cond = sqlOf(expr);
  // the condition's value is unknown here: nothing after it is sure to be computed
  if (cond === undefined) return;
  const taken: string[] = [];
  steps(w['result'], sqlOf, taken, budget);
  const others: string[] = [];
  keptCaseArms(rest, def, sqlOf, others, budget);
  if (taken.length === 0 && others.length === 0) return;
  emit(out, budget, `(CASE WHEN ${cond} THEN ${sequenceSql(taken)} ELSE ${sequenceSql(others)} END)`);
}

/** COALESCE arguments in order, each next one only where the ones before are NULL. */
function coalesceChain(args: readonly AstNode[], sqlOf: (n: AstNode) => string | undefined, out: string[], budget: Budget): void {
  const [first, ...rest] = args;
  if (first === undefined) return;
  steps(first, sqlOf, out, budget);
  if (rest.length === 0) return;
  const value = sqlOf(first);
  if (value === undefined) return;
  const inner: string[] = [];
  coalesceChain(rest, sqlOf, inner, budget);
  guarded(out, budget, `(${value}) IS NOT NULL`, inner);
}
