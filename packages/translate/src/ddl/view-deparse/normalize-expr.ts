import { Oid, typeByOid } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, listItems, names, nodeType, strVal } from '../../parse/ast.js';
import { type ExprEnv, translateExpr } from '../../analyze/expr.js';
import { clone } from '../../stmt/rule-rewrite.js';
import { NotPrintable } from './deparse-context.js';
import { printedRangeName } from './range-names.js';
import { commonType, operandTypes } from './implicit-casts.js';

/**
 * An expression of a view's query as PostgreSQL's parse analysis leaves it, in parse-tree form:
 * every column qualified by its range name, untyped literals typed (`'x'::text`), implicit casts
 * explicit, IN lists as `= ANY (ARRAY[…])`, BETWEEN as two comparisons, LIKE as `~~`.
 */

/** How an expression is normalized: the translator's scope types the original nodes; `subquery` normalizes a nested SELECT. */
export interface NormEnv {
  expr: ExprEnv;
  subquery: (select: Fields) => Fields;
}

/** The PostgreSQL type of an original node (0 when the translator cannot tell) and its FigureColname. */
export function typeOf(node: AstNode, env: NormEnv): { type: number; name: string } {
  if (nodeType(node) === 'A_Const' && (fieldsOf(node)['sval'] !== undefined || fieldsOf(node)['isnull'])) return { type: Oid.unknown, name: '?column?' };
  try {
    const e = translateExpr(clone(node), env.expr);
    return { type: e.type, name: e.name };
  } catch {
    return { type: 0, name: '?column?' };
  }
}

/** The TypeName of a type by OID (built-in or the catalog's), for casts the normalizer adds. */
let typeNameOf: (oid: number) => Fields | undefined = () => undefined;

/** Sets how added casts name their types (the catalog of the statement being planned). */
export function useTypeNames(lookup: (oid: number) => Fields | undefined): void {
  typeNameOf = lookup;
}

/** A TypeCast node to type `oid`. */
export function castNode(arg: AstNode, oid: number): AstNode {
  const typeName = typeNameOf(oid);
  if (typeName === undefined) throw new NotPrintable(`type ${oid}`);
  return { TypeCast: { arg, typeName } };
}

function str(s: string): AstNode {
  return { String: { sval: s } };
}

/** A literal's text of type `oid`, as get_const_expr prints the Const the parser makes of it. */
export function typedLiteral(text: string | null, oid: number): AstNode {
  if (text === null) return castNode({ A_Const: { isnull: true } }, oid);
  if (oid === Oid.int4 && /^\d+$/.test(text) && Number(text) <= 2147483647) return { A_Const: { ival: { ival: Number(text) } } };
  if (oid === Oid.numeric && /^\d/.test(text) && /[.eE]/.test(text)) return { A_Const: { fval: { fval: text } } };
  if (oid === Oid.bool && /^(t|true|f|false|y|yes|n|no|on|off|1|0)$/i.test(text.trim())) return { A_Const: { boolval: { boolval: /^(t|true|y|yes|on|1)$/i.test(text.trim()) } } };
  return castNode({ A_Const: { sval: { sval: text } } }, oid);
}

/** A numeric literal as the parser types it: int4, int8 or numeric (negative ones quoted and cast). */
function numberConst(f: Fields): AstNode {
  if (f['ival'] !== undefined) return typedLiteral(String(f['ival']['ival'] ?? 0), Oid.int4);
  const text = String(f['fval']['fval']);
  if (/[eE]/.test(text)) return typedLiteral(exponentFree(text), Oid.numeric);
  if (text.includes('.')) return typedLiteral(text, Oid.numeric);
  const big = BigInt(text);
  return typedLiteral(text, big >= -(2n ** 63n) && big < 2n ** 63n ? Oid.int8 : Oid.numeric);
}

/** numeric_out of a literal written with an exponent (`1e10` → `10000000000`, `1.5e-3` → `0.0015`). */
function exponentFree(text: string): string {
  const [mantissa = '0', exp = '0'] = text.toLowerCase().split('e');
  const [whole = '0', frac = ''] = mantissa.split('.');
  const e = Number(exp);
  const scale = Math.max(0, frac.length - e);
  const digits = (whole + frac).replace(/^0+(?=\d)/, '');
  // the value is digits × 10^(e - frac.length); print it with `scale` fraction digits
  const shift = e - frac.length;
  const all = shift >= 0 ? digits + '0'.repeat(shift) : digits.padStart(-shift + 1, '0');
  const point = shift >= 0 ? all.length : all.length + shift;
  const intPart = all.slice(0, point).replace(/^0+(?=\d)/, '') || '0';
  const fracPart = (all.slice(point) + '0'.repeat(scale)).slice(0, scale);
  return scale > 0 ? `${intPart}.${fracPart}` : intPart;
}

/** `node` (normalized, of type `from`) read as type `to`: a typed literal, or a cast where they differ. */
export function coerceTo(node: AstNode, from: number, to: number): AstNode {
  if (to === 0 || to === from) return node;
  // an untyped literal (the normalized tree holds typed ones as casts): a constant of the type
  const f = fieldsOf(node);
  if (nodeType(node) === 'A_Const' && f['sval'] !== undefined) return typedLiteral(String(f['sval']['sval'] ?? ''), to);
  if (nodeType(node) === 'A_Const' && f['isnull']) return typedLiteral(null, to);
  if (from === 0 || from === Oid.unknown) return node;
  return castNode(node, to);
}

/** Normalizes an expression standing alone: an untyped literal becomes text. */
export function normTop(node: AstNode, env: NormEnv): AstNode {
  const { type } = typeOf(node, env);
  return coerceTo(normExpr(node, env), type, type === Oid.unknown ? Oid.text : type);
}

/** Normalizes one expression (its children typed through the translator). */
export function normExpr(node: AstNode, env: NormEnv): AstNode {
  const f = fieldsOf(node);
  switch (nodeType(node)) {
    case 'ColumnRef':
      return qualified(node, env);
    case 'A_Const':
      return f['sval'] !== undefined || f['isnull'] || f['boolval'] !== undefined ? node : numberConst(f);
    case 'TypeCast':
      return normCast(node, f, env);
    case 'A_Expr':
      return normAExpr(f, env);
    case 'BoolExpr':
      return { BoolExpr: { ...f, args: listItems(f['args']).map((a) => normExpr(a, env)) } };
    case 'NullTest':
    case 'BooleanTest':
      return { [nodeType(node)]: { ...f, arg: normExpr(f['arg'], env) } };
    case 'FuncCall':
      return normCall(f, env);
    case 'CoalesceExpr':
    case 'MinMaxExpr':
      return { [nodeType(node)]: { ...f, args: unified(listItems(f['args']), env) } };
    case 'A_ArrayExpr':
      return { A_ArrayExpr: { ...f, elements: unified(listItems(f['elements']), env) } };
    case 'CaseExpr':
      return normCase(node, f, env);
    case 'SubLink':
      return normSubLink(f, env);
    case 'RowExpr':
      return { RowExpr: { ...f, args: listItems(f['args']).map((a) => normTop(a, env)) } };
    case 'SQLValueFunction':
      return node;
    case 'A_Indirection':
      return normIndirection(f, env);
    default:
      throw new NotPrintable(nodeType(node));
  }
}

/** A column reference as `range.column` (a JOIN USING column as its left side's, the side PostgreSQL reads). */
function qualified(node: AstNode, env: NormEnv): AstNode {
  const fields = listItems(fieldsOf(node)['fields']);
  if (fields.some((p) => nodeType(p) === 'A_Star')) throw new NotPrintable('* in an expression');
  const e = translateExpr(clone(node), env.expr);
  const col = e.column;
  if (col === undefined || col.rowFields !== undefined || col.system) throw new NotPrintable('column');
  // `range.column` names its range already (an aliased join's columns have no other)
  if (fields.length === 2) return { ColumnRef: { fields: [str(printedRangeName(env.expr.scope, strVal(fields[0]))), str(strVal(fields[1]))] } };
  const source = col.sources !== undefined ? (col.sources.length === 1 ? col.sources[0] : undefined) : col;
  if (source === undefined || source.rangeAlias === '') throw new NotPrintable('merged column');
  return { ColumnRef: { fields: [str(printedRangeName(env.expr.scope, source.rangeAlias)), str(source.name)] } };
}

function normCast(node: AstNode, f: Fields, env: NormEnv): AstNode {
  const arg = f['arg'] as AstNode;
  const a = fieldsOf(arg);
  const target = typeOf(node, env).type;
  // 'x'::unknown stays an untyped literal (a view's output column of it becomes text)
  if (target === Oid.unknown && nodeType(arg) === 'A_Const') return arg;
  const typmods = listItems((f['typeName'] as Fields)['typmods']);
  if (nodeType(arg) === 'A_Const' && a['sval'] !== undefined && typmods.length === 0 && target !== 0 && typeNameOf(target) !== undefined) return typedLiteral(String(a['sval']['sval'] ?? ''), target);
  const from = typeOf(arg, env).type;
  // a cast to the type the value already has is no node at all
  if (from === target && typmods.length === 0 && nodeType(arg) !== 'A_Const') return normExpr(arg, env);
  return { TypeCast: { ...f, arg: normExpr(arg, env) } };
}

/** Arguments of COALESCE / GREATEST / ARRAY[…]: each read as their common type. */
function unified(args: readonly AstNode[], env: NormEnv): AstNode[] {
  const types = args.map((a) => typeOf(a, env).type);
  const common = commonType(types);
  return args.map((a, i) => coerceTo(normExpr(a, env), types[i] ?? 0, common));
}

function binary(op: string, l: AstNode, r: AstNode, env: NormEnv): AstNode {
  const lt = typeOf(l, env).type;
  const rt = typeOf(r, env).type;
  const [lw, rw] = operandTypes(op, lt, rt);
  return { A_Expr: { kind: 'AEXPR_OP', name: [str(op)], lexpr: coerceTo(normExpr(l, env), lt, lw), rexpr: coerceTo(normExpr(r, env), rt, rw) } };
}

const LIKE_OPS: Record<string, string> = { AEXPR_LIKE: '~~', AEXPR_ILIKE: '~~*' };

function normAExpr(f: Fields, env: NormEnv): AstNode {
  const op = names(listItems(f['name'])).join('.');
  const l = f['lexpr'] as AstNode | undefined;
  const r = f['rexpr'] as AstNode;
  switch (f['kind']) {
    case 'AEXPR_OP':
      if (l === undefined) return { A_Expr: { kind: 'AEXPR_OP', name: [str(op)], rexpr: normExpr(r, env) } };
      return binary(op, l, r, env);
    case 'AEXPR_LIKE':
    case 'AEXPR_ILIKE': {
      if (nodeType(r) === 'FuncCall') throw new NotPrintable('LIKE … ESCAPE');
      const base = LIKE_OPS[String(f['kind'])] as string;
      return binary(op.startsWith('!') ? `!${base}` : base, l as AstNode, r, env);
    }
    case 'AEXPR_SIMILAR':
      return binary(op === '!~' ? '!~' : '~', l as AstNode, r, env);
    case 'AEXPR_DISTINCT':
    case 'AEXPR_NOT_DISTINCT': {
      const d = fieldsOf(binary('=', l as AstNode, r, env));
      const distinct = { A_Expr: { ...d, kind: 'AEXPR_DISTINCT' } };
      return f['kind'] === 'AEXPR_DISTINCT' ? distinct : { BoolExpr: { boolop: 'NOT_EXPR', args: [distinct] } };
    }
    case 'AEXPR_NULLIF':
      return { A_Expr: { ...fieldsOf(binary('=', l as AstNode, r, env)), kind: 'AEXPR_NULLIF' } };
    case 'AEXPR_BETWEEN':
    case 'AEXPR_NOT_BETWEEN': {
      const [lo, hi] = listItems(r);
      const not = f['kind'] === 'AEXPR_NOT_BETWEEN';
      const args = not ? [binary('<', l as AstNode, lo as AstNode, env), binary('>', l as AstNode, hi as AstNode, env)] : [binary('>=', l as AstNode, lo as AstNode, env), binary('<=', l as AstNode, hi as AstNode, env)];
      return { BoolExpr: { boolop: not ? 'OR_EXPR' : 'AND_EXPR', args } };
    }
    case 'AEXPR_IN':
      return normIn(op, l as AstNode, listItems(r), env);
    case 'AEXPR_OP_ANY':
    case 'AEXPR_OP_ALL': {
      const lt = typeOf(l as AstNode, env).type;
      const rt = typeOf(r, env).type;
      const elem = rt === Oid.unknown ? lt : (typeByOid(rt)?.elemOid ?? 0);
      const [lw, ew] = operandTypes(op, lt, elem || lt);
      const array = rt === Oid.unknown ? (typeByOid(ew)?.arrayOid ?? 0) : ew === elem ? rt : (typeByOid(ew)?.arrayOid ?? rt);
      const rexpr = coerceTo(normExpr(r, env), rt, array);
      // a scalar sub-SELECT as the array keeps a cast: bare, `op ANY ((SELECT …))` reads back as an ANY sub-link (ruleutils)
      const scalar = nodeType(rexpr) === 'SubLink' && fieldsOf(rexpr)['subLinkType'] === 'EXPR_SUBLINK';
      return { A_Expr: { kind: f['kind'], name: [str(op)], lexpr: coerceTo(normExpr(l as AstNode, env), lt, lw), rexpr: scalar ? castNode(rexpr, array || rt) : rexpr } };
    }
    default:
      throw new NotPrintable(String(f['kind']));
  }
}

/** transformAExprIn: constants of more than one as `= ANY (ARRAY[…])`, the rest as equalities OR-ed (AND-ed `<>` for NOT IN). */
function normIn(op: string, l: AstNode, items: readonly AstNode[], env: NormEnv): AstNode {
  const hasColumn = (n: AstNode): boolean => JSON.stringify(n).includes('"ColumnRef"');
  const consts = items.filter((i) => !hasColumn(i));
  const vars = items.filter(hasColumn);
  const terms: AstNode[] = [];
  if (consts.length > 1) {
    const lt = typeOf(l, env).type;
    const types = consts.map((c) => typeOf(c, env).type);
    const common = commonType([lt, ...types]);
    const [lw, ew] = operandTypes(op, lt, common === lt ? lt : common);
    const elements = consts.map((c, i) => coerceTo(normExpr(c, env), types[i] ?? 0, ew));
    terms.push({ A_Expr: { kind: op === '=' ? 'AEXPR_OP_ANY' : 'AEXPR_OP_ALL', name: [str(op)], lexpr: coerceTo(normExpr(l, env), lt, lw), rexpr: { A_ArrayExpr: { elements } } } });
  } else vars.unshift(...consts);
  for (const v of vars) terms.push(binary(op, l, v, env));
  if (terms.length === 1) return terms[0] as AstNode;
  return { BoolExpr: { boolop: op === '=' ? 'OR_EXPR' : 'AND_EXPR', args: terms } };
}

/** Variadic "any" functions: an untyped literal argument stays untyped. */
const ANY_ARGS = new Set(['concat', 'concat_ws', 'format', 'json_build_object', 'jsonb_build_object', 'json_build_array', 'jsonb_build_array', 'num_nulls', 'num_nonnulls']);
/** Functions over any element type: a varchar argument is not read as text. */
const POLYMORPHIC = new Set(['count', 'array_agg', 'row_number', 'rank', 'dense_rank', 'lag', 'lead', 'first_value', 'last_value', 'nth_value', 'num_nulls', 'num_nonnulls']);
/** Functions with a bpchar form of their own: a char(n) argument is not read as text. */
const BPCHAR_FORMS = new Set(['length', 'char_length', 'character_length', 'octet_length', 'bit_length', 'max', 'min']);
/** Functions over timestamps only: a date argument is read as timestamptz (the preferred datetime type). */
const TIMESTAMP_ARGS = new Set(['date_trunc', 'to_char', 'date_bin']);

/** The type an argument of function `fn` is read as. */
function argType(fn: string, type: number): number {
  if (type === Oid.unknown) return ANY_ARGS.has(fn) ? Oid.unknown : Oid.text;
  if (POLYMORPHIC.has(fn)) return type;
  if (type === Oid.varchar) return Oid.text;
  if (type === Oid.bpchar && !BPCHAR_FORMS.has(fn)) return Oid.text;
  if (type === Oid.date && TIMESTAMP_ARGS.has(fn)) return Oid.timestamptz;
  return type;
}

function normCall(f: Fields, env: NormEnv): AstNode {
  if (f['agg_within_group']) throw new NotPrintable('WITHIN GROUP');
  const name = names(listItems(f['funcname'])).filter((n) => n !== 'pg_catalog');
  const fn = name.join('.');
  const originals = listItems(f['args']);
  // EXTRACT(field FROM x): the field is a keyword of the syntax, not a value
  const keywordFirst = f['funcformat'] === 'COERCE_SQL_SYNTAX' && fn === 'extract';
  const args = originals.map((a, i) => {
    if (nodeType(a) === 'NamedArgExpr') throw new NotPrintable('named argument');
    if (keywordFirst && i === 0) return a;
    const { type } = typeOf(a, env);
    return coerceTo(normExpr(a, env), type, argType(fn, type));
  });
  const out: Fields = { ...f, args };
  if (f['funcformat'] !== 'COERCE_SQL_SYNTAX') out['funcname'] = name.map(str);
  if (f['agg_filter'] !== undefined) out['agg_filter'] = normExpr(f['agg_filter'], env);
  // an ORDER BY key that is one of the arguments is that argument, as read (aggregate's own target list)
  const argKey = (k: AstNode): AstNode | undefined => {
    const i = originals.findIndex((a) => sameExpr(a, fieldsOf(k)['node']));
    return i < 0 ? undefined : args[i];
  };
  if (f['agg_order'] !== undefined) out['agg_order'] = listItems(f['agg_order']).map((k) => normSortBy(k, env, argKey(k)));
  if (f['over'] !== undefined) out['over'] = normWindow(f['over'] as Fields, env);
  return { FuncCall: out };
}

/** A SortBy with its key normalized. */
export function normSortBy(s: AstNode, env: NormEnv, key?: AstNode): AstNode {
  const f = fieldsOf(s);
  return { SortBy: { ...f, node: key ?? normExpr(f['node'], env) } };
}

/** A window definition with its PARTITION BY and ORDER BY keys normalized. */
export function normWindow(w: Fields, env: NormEnv): Fields {
  const out: Fields = { ...w };
  if (w['partitionClause'] !== undefined) out['partitionClause'] = listItems(w['partitionClause']).map((p) => normExpr(p, env));
  if (w['orderClause'] !== undefined) out['orderClause'] = listItems(w['orderClause']).map((s) => normSortBy(s, env));
  if (w['startOffset'] !== undefined) out['startOffset'] = normExpr(w['startOffset'], env);
  if (w['endOffset'] !== undefined) out['endOffset'] = normExpr(w['endOffset'], env);
  return out;
}

function normCase(node: AstNode, f: Fields, env: NormEnv): AstNode {
  const whens = listItems(f['args']).map(fieldsOf);
  const results = [...whens.map((w) => w['result'] as AstNode), ...(f['defresult'] !== undefined ? [f['defresult'] as AstNode] : [])];
  const types = results.map((r) => typeOf(r, env).type);
  const common = typeOf(node, env).type || commonType(types);
  const result = (r: AstNode, i: number): AstNode => coerceTo(normExpr(r, env), types[i] ?? 0, common === Oid.unknown ? Oid.text : common);
  const argType = f['arg'] !== undefined ? typeOf(f['arg'], env).type : 0;
  const args = whens.map((w, i) => {
    const cond = w['expr'] as AstNode;
    const expr = f['arg'] === undefined ? normExpr(cond, env) : coerceTo(normExpr(cond, env), typeOf(cond, env).type, argType);
    return { CaseWhen: { expr, result: result(w['result'], i) } };
  });
  const out: Fields = { args };
  if (f['arg'] !== undefined) out['arg'] = normExpr(f['arg'], env);
  out['defresult'] = f['defresult'] !== undefined ? result(f['defresult'], whens.length) : typedLiteral(null, common === Oid.unknown || common === 0 ? Oid.text : common);
  return { CaseExpr: out };
}

function normSubLink(f: Fields, env: NormEnv): AstNode {
  const out: Fields = { subLinkType: f['subLinkType'], subselect: { SelectStmt: env.subquery(fieldsOf(f['subselect'])) } };
  if (f['operName'] !== undefined) out['operName'] = f['operName'];
  if (f['testexpr'] !== undefined) {
    if (nodeType(f['testexpr']) === 'RowExpr') throw new NotPrintable('row IN subquery');
    out['testexpr'] = normExpr(f['testexpr'], env);
  }
  return { SubLink: out };
}

/** Whether two parse trees are the same expression (locations aside). */
export function sameExpr(a: unknown, b: unknown): boolean {
  const strip = (n: unknown): string => JSON.stringify(n, (k, v: unknown) => (k === 'location' ? undefined : v));
  return strip(a) === strip(b);
}

/** `x[i]`, `x[i:j]`: the subscripted value and its subscripts normalized (a field selection is not printed yet). */
function normIndirection(f: Fields, env: NormEnv): AstNode {
  const indirection = listItems(f['indirection']).map((i) => {
    if (nodeType(i) !== 'A_Indices') throw new NotPrintable('field selection');
    const x = fieldsOf(i);
    const out: Fields = { ...x };
    if (x['lidx'] !== undefined) out['lidx'] = normExpr(x['lidx'], env);
    if (x['uidx'] !== undefined) out['uidx'] = normExpr(x['uidx'], env);
    return { A_Indices: out };
  });
  return { A_Indirection: { arg: normExpr(f['arg'], env), indirection } };
}
