import { Oid, formatType, parseBits, typeByName, typeByOid } from '@pgsqlite/catalog';
import { deparseSync } from 'pgsql-deparser';
import { type AstNode, type Fields, fieldsOf, names, nodeType, strVal } from '../parse/ast.js';
import { quoteString } from '../sql/quote.js';
import { pgQuoteIdent } from './pg-ident.js';

/**
 * Prints stored expressions (defaults, CHECK constraints, index predicates) the way
 * PostgreSQL's ruleutils.c prints them in pretty mode (pg_get_expr(…, true),
 * pg_get_constraintdef(…, true)): string literals carry the type they were coerced to
 * (`'x'::text`), negative integers are quoted (`'-1'::integer`), IN becomes `= ANY (ARRAY[…])`,
 * LIKE becomes `~~`. Only the common node kinds are covered; others fall back to the deparser.
 */

/** Column types visible to a CHECK expression or index predicate (name → type OID). */
export type ColumnTypes = ReadonlyMap<string, number>;

interface PrintEnv {
  columns: ColumnTypes;
  /** Constants are folded into the operand type, as in CHECK constraints (not in defaults). */
  fold: boolean;
  /** Range name unqualified column references are printed with (view definitions) */
  qualify?: string;
  /** format_type of a user-defined type (enum, domain), which the built-in table does not know */
  label?: (oid: number) => string;
  /** The OID of a user-defined type named in a cast (`x::mood`), which the built-in table does not know */
  resolve?: (names: readonly string[], isArray: boolean) => number | undefined;
  /** A domain's base type (undefined for other types): an operator reads a domain value as its base type */
  domainBase?: (oid: number) => number | undefined;
}

/** How a printer names user-defined types: the catalog's, given by the caller (ddl/type-label.ts userTypeNames). */
export interface UserTypeNames {
  label: (oid: number) => string;
  resolve: (names: readonly string[], isArray: boolean) => number | undefined;
  domainBase: (oid: number) => number | undefined;
}

/** A folded literal's type name; a user type without a `label` leaves the literal untyped (it still resolves to the type). */
function castSuffix(type: number, env: PrintEnv): string {
  if (typeByOid(type)) return `::${formatType(type, -1)}`;
  return env.label ? `::${env.label(type)}` : '';
}

const PREC: Record<string, number> = { '*': 6, '/': 6, '%': 6, '+': 5, '-': 5, '||': 4 };

/**
 * A default as pg_get_expr prints it; `target` is the column type and typmod, `label` its
 * format_type name when it is a user-defined type (enum, domain) the built-in table does not know.
 */
export function printDefault(node: AstNode, target: number, _typmod: number, label?: string, userTypes?: UserTypeNames): string {
  const t = nodeType(node);
  const f = fieldsOf(node);
  if (t === 'A_Const' && (f['sval'] !== undefined || f['isnull'])) {
    if (f['isnull']) return 'NULL';
    return `${quoteString(String(f['sval']['sval'] ?? ''))}::${target === 1560 ? castTypeName(target) : (label ?? castTypeName(target))}`;
  }
  // B'…' / X'…': a constant of type bit, printed as its bits (ruleutils quotes "bit": bare bit means bit(1))
  if (t === 'A_Const' && f['bsval'] !== undefined) return `${quoteString(parseBits(String(f['bsval']['bsval'] ?? '')))}::"bit"`;
  return print(node, { columns: new Map(), fold: false, ...(userTypes ?? {}) });
}

/** format_type for a cast without typmod; bit is quoted ("bit"), as ruleutils prints it. */
function castTypeName(oid: number): string {
  return oid === 1560 ? '"bit"' : formatType(oid, -1);
}

/** A CHECK expression or index predicate as pg_get_constraintdef / pg_get_indexdef print it. */
export function printCheck(node: AstNode, columns: ColumnTypes, qualify?: string, userTypes?: UserTypeNames): string {
  const env: PrintEnv = qualify === undefined ? { columns, fold: true } : { columns, fold: true, qualify };
  if (userTypes) {
    env.label = userTypes.label;
    env.resolve = userTypes.resolve;
    env.domainBase = userTypes.domainBase;
  }
  return print(node, env);
}

/** A cast's target type: built-in by name, else the caller's user type (0 when neither). */
function castTarget(tn: Fields, env: PrintEnv): { oid: number; text: string } | undefined {
  const parts = names(tn['names']).filter((n) => n !== 'pg_catalog');
  const isArray = ((tn['arrayBounds'] as unknown[] | undefined) ?? []).length > 0;
  const named = typeByName(parts.join('.'));
  // `x::integer[]`: the array type of the named one (its bounds are in arrayBounds)
  const type = isArray && named ? typeByOid(named.arrayOid) : named;
  if (type) return { oid: type.oid, text: formatType(type.oid, -1) };
  const own = env.resolve?.(parts, isArray);
  if (own === undefined || env.label === undefined) return undefined;
  return { oid: own, text: env.label(own) };
}

/** Names of the distinct columns an expression references (for constraint names). */
export function referencedColumns(node: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) for (const n of node) referencedColumns(n, out);
  else if (node && typeof node === 'object') {
    const rec = node as Record<string, unknown>;
    if (rec['ColumnRef']) {
      const fields = ((rec['ColumnRef'] as Fields)['fields'] as AstNode[]) ?? [];
      const last = fields[fields.length - 1];
      if (last) out.add(strVal(last));
    } else for (const v of Object.values(rec)) referencedColumns(v, out);
  }
  return out;
}

function typeOf(node: AstNode, env: PrintEnv): number {
  const t = nodeType(node);
  const f = fieldsOf(node);
  if (t === 'ColumnRef') return env.columns.get(strVal((f['fields'] as AstNode[]).at(-1))) ?? 0;
  if (t === 'TypeCast') {
    const oid = castTarget(f['typeName'] as Fields, env)?.oid ?? 0;
    return env.domainBase?.(oid) ?? oid;
  }
  if (t === 'FuncCall') {
    const name = names(f['funcname']).at(-1);
    if (name === 'length' || name === 'char_length') return Oid.int4;
    if (name === 'lower' || name === 'upper' || name === 'btrim' || name === 'trim') return Oid.text;
    if (name === 'now') return Oid.timestamptz;
  }
  if (t === 'SQLValueFunction') return Oid.timestamptz;
  return 0;
}

function constText(f: Fields, target: number, env: PrintEnv): string {
  if (f['isnull']) return 'NULL';
  if (f['boolval'] !== undefined) return f['boolval']['boolval'] ? 'true' : 'false';
  if (f['sval'] !== undefined) {
    const s = quoteString(String(f['sval']['sval'] ?? ''));
    const type = target && env.fold ? target : Oid.text;
    return `${s}${castSuffix(type === Oid.varchar || type === Oid.bpchar ? Oid.text : type, env)}`;
  }
  const text = f['ival'] !== undefined ? String(f['ival']['ival'] ?? 0) : String(f['fval']?.['fval'] ?? '0');
  const isInt = f['ival'] !== undefined;
  const own = isInt ? Oid.int4 : Oid.numeric;
  const folded = env.fold && target && target !== own && !(isInt && (target === Oid.int8 || target === Oid.int2)) ? target : own;
  const negative = text.startsWith('-');
  if (folded === Oid.int4) return negative ? `'${text}'::integer` : text;
  if (folded === Oid.numeric) {
    const looksFloat = text.includes('.') || text.includes('e') || text.includes('E');
    if (negative) return `'${text}'::numeric`;
    return looksFloat ? text : `${text}::numeric`;
  }
  return `'${text}'${castSuffix(folded, env)}`;
}

function print(node: AstNode, env: PrintEnv, target = 0): string {
  const t = nodeType(node);
  const f = fieldsOf(node);
  switch (t) {
    case 'A_Const':
      return constText(f, target, env);
    case 'ColumnRef': {
      // each name as quote_identifier prints it ("Age", "select"): the text is parsed again
      const parts = (f['fields'] as AstNode[]).map((p) => (nodeType(p) === 'A_Star' ? '*' : pgQuoteIdent(strVal(p))));
      return (env.qualify !== undefined && parts.length === 1 ? [pgQuoteIdent(env.qualify), ...parts] : parts).join('.');
    }
    case 'TypeCast': {
      const type = castTarget(f['typeName'] as Fields, env);
      if (!type) return deparseSync(node);
      const a = fieldsOf(f['arg']);
      const inner = nodeType(f['arg']) === 'A_Const' && a['sval'] !== undefined ? quoteString(String(a['sval']['sval'] ?? '')) : paren(f['arg'], env);
      return `${inner}::${type.text}`;
    }
    case 'FuncCall': {
      const fn = names(f['funcname']).filter((n) => n !== 'pg_catalog').map(pgQuoteIdent).join('.');
      const args = ((f['args'] as AstNode[] | undefined) ?? []).map((a, i) => (i === 0 && SEQUENCE_FUNCTIONS.has(fn) ? regclassArg(a, env) : print(a, env)));
      return `${fn}(${f['agg_star'] ? '*' : args.join(', ')})`;
    }
    case 'SQLValueFunction':
      return deparseSync(node);
    case 'NullTest':
      return `${paren(f['arg'], env)} ${f['nulltesttype'] === 'IS_NOT_NULL' ? 'IS NOT NULL' : 'IS NULL'}`;
    case 'BoolExpr': {
      // isSimpleNode: under AND/OR only an OR inside an AND needs parentheses; under NOT any AND/OR/NOT (a BETWEEN is an AND).
      const args = (f['args'] as AstNode[]).map((a) => {
        const inner = print(a, env);
        const or = (nodeType(a) === 'BoolExpr' && fieldsOf(a)['boolop'] === 'OR_EXPR') || (nodeType(a) === 'A_Expr' && fieldsOf(a)['kind'] === 'AEXPR_NOT_BETWEEN');
        const sub = f['boolop'] === 'AND_EXPR' && or;
        return sub ? `(${inner})` : inner;
      });
      if (f['boolop'] === 'NOT_EXPR') return `NOT ${isBoolean(f['args'][0]) ? `(${args[0]})` : args[0]}`;
      return args.join(f['boolop'] === 'AND_EXPR' ? ' AND ' : ' OR ');
    }
    case 'A_Expr':
      return printAExpr(f, env);
    default:
      return deparseSync(node).split('\n').map((s) => s.trim()).join(' ');
  }
}

/** A node PostgreSQL holds as a BoolExpr (AND/OR/NOT, and BETWEEN, which it expands to an AND). */
function isBoolean(node: AstNode): boolean {
  if (nodeType(node) === 'BoolExpr') return true;
  const kind = nodeType(node) === 'A_Expr' ? fieldsOf(node)['kind'] : undefined;
  return kind === 'AEXPR_BETWEEN' || kind === 'AEXPR_NOT_BETWEEN';
}

function paren(node: AstNode, env: PrintEnv, target = 0, parentPrec = 0): string {
  const s = print(node, env, target);
  const t = nodeType(node);
  if (t === 'BoolExpr' || t === 'NullTest') return `(${s})`;
  if (t === 'A_Expr') {
    const op = strVal(fieldsOf(node)['name']?.[0]);
    const prec = PREC[op] ?? 1;
    if (prec <= parentPrec || parentPrec === 0) return `(${s})`;
  }
  return s;
}

const LOW = new Set(['+', '-']);
const HIGH = new Set(['*', '/', '%']);

/**
 * An operand of a binary operator (ruleutils isSimpleNode under an OpExpr): parenthesized unless
 * both are arithmetic and the operand binds tighter (`a + b * c`) or, of equal priority, is the
 * left one (`a - b - c`); any other operator inside another in parentheses (`(a + b) > 0`).
 */
function operand(node: AstNode, env: PrintEnv, target: number, parentOp: string, isLeft: boolean): string {
  const s = print(node, env, target);
  const t = nodeType(node);
  if (t === 'BoolExpr' || t === 'NullTest') return `(${s})`;
  if (t !== 'A_Expr') return s;
  const f = fieldsOf(node);
  if (f['kind'] !== 'AEXPR_OP' || f['lexpr'] === undefined) return `(${s})`;
  const op = strVal(f['name']?.[0]);
  const arithmetic = (o: string): boolean => LOW.has(o) || HIGH.has(o);
  if (!arithmetic(op) || !arithmetic(parentOp)) return `(${s})`;
  if (HIGH.has(op) && LOW.has(parentOp)) return s;
  if (LOW.has(op) && HIGH.has(parentOp)) return `(${s})`;
  return isLeft ? s : `(${s})`;
}

function printAExpr(f: Fields, env: PrintEnv): string {
  const op = strVal((f['name'] as AstNode[])[0]);
  const l = f['lexpr'] as AstNode | undefined;
  const r = f['rexpr'] as AstNode | undefined;
  const lt = l ? typeOf(l, env) : 0;
  const rt = r ? typeOf(r, env) : 0;
  switch (f['kind']) {
    case 'AEXPR_IN': {
      const items = (fieldsOf(r as AstNode)['items'] ?? (r as unknown as AstNode[])) as AstNode[];
      const list = (Array.isArray(r) ? (r as AstNode[]) : items).map((i) => print(i, env, lt || Oid.text));
      return op === '<>' ? `${paren(l as AstNode, env)} <> ALL (ARRAY[${list.join(', ')}])` : `${paren(l as AstNode, env)} = ANY (ARRAY[${list.join(', ')}])`;
    }
    case 'AEXPR_LIKE':
    case 'AEXPR_ILIKE': {
      const sym = f['kind'] === 'AEXPR_LIKE' ? (op === '~~' ? '~~' : '!~~') : op === '~~*' ? '~~*' : '!~~*';
      return `${paren(l as AstNode, env)} ${sym} ${print(r as AstNode, env, lt || Oid.text)}`;
    }
    case 'AEXPR_BETWEEN':
    case 'AEXPR_NOT_BETWEEN': {
      const [lo, hi] = (Array.isArray(r) ? r : (fieldsOf(r as AstNode)['items'] as AstNode[])) as AstNode[];
      const a = paren(l as AstNode, env);
      const not = f['kind'] === 'AEXPR_NOT_BETWEEN';
      return not
        ? `${a} < ${print(lo as AstNode, env, lt)} OR ${a} > ${print(hi as AstNode, env, lt)}`
        : `${a} >= ${print(lo as AstNode, env, lt)} AND ${a} <= ${print(hi as AstNode, env, lt)}`;
    }
    case 'AEXPR_OP': {
      if (!l) return `${op}${paren(r as AstNode, env, 0, 9)}`;
      const left = asBase(l, operand(l, env, rt, op, true), env);
      const right = asBase(r as AstNode, operand(r as AstNode, env, rightOperandType(op, lt), op, false), env);
      return `${left} ${op} ${right}`;
    }
    default:
      return deparseSync({ A_Expr: f }).split('\n').map((s) => s.trim()).join(' ');
  }
}

/** An operand cast to a domain, as ruleutils shows the operator reading its base type (`e::posint::integer`). */
function asBase(node: AstNode, text: string, env: PrintEnv): string {
  if (nodeType(node) !== 'TypeCast' || env.domainBase === undefined) return text;
  const own = castTarget(fieldsOf(node)['typeName'] as Fields, env)?.oid;
  const base = own === undefined ? undefined : env.domainBase(own);
  return base === undefined ? text : `${text}::${formatType(base, -1)}`;
}

/**
 * json/jsonb operators whose right operand is not json: a key or path (text, text[]) or an
 * index (integer). 0: not folded (a string literal prints as text, an integer stays one).
 */
const JSON_KEY_OPS: Record<string, number> = { '?': 0, '->': 0, '->>': 0, '-': 0, '?|': Oid._text, '?&': Oid._text, '#>': Oid._text, '#>>': Oid._text, '#-': Oid._text };

/** The type a literal right operand is folded into: the left operand's, except for json's key operators. */
function rightOperandType(op: string, left: number): number {
  if (left === Oid.json || left === Oid.jsonb) return JSON_KEY_OPS[op] ?? left;
  return left;
}

/** Functions whose first argument is a regclass (a sequence): ruleutils prints a name literal as `'s'::regclass`. */
const SEQUENCE_FUNCTIONS = new Set(['nextval', 'currval', 'setval']);

function regclassArg(node: AstNode, env: PrintEnv): string {
  const f = fieldsOf(node);
  if (nodeType(node) === 'A_Const' && f['sval'] !== undefined) return `${quoteString(String(f['sval']['sval'] ?? ''))}::regclass`;
  return print(node, env);
}
