import { PgError } from '@pgsqlite/errors';
import { type JsonNode, formatNumeric, parseNumeric } from '@pgsqlite/catalog';
import { compareNumeric, numericOp } from './numeric-math.js';
import type { JpExpr, JpStep, JsonPath } from './jsonpath-parse.js';
import { containerOffsets } from './jsonpath-layout.js';
import { compileRegex } from './fn-regex.js';
import { compareDatetimes, datetimeNode, datetimeOf, parseJsonDatetime, type LocalToUtc } from './jsonpath-datetime.js';

type Bool3 = 'T' | 'F' | 'U';

/** Errors a predicate does not turn into unknown: a missing variable (42704), a datetime cast needing a time zone (0A000). */
const UNSUPPRESSED = new Set(['42704', '0A000']);

/** What evaluation sees: mode, the document, the variables, and `last` inside a subscript. */
interface Ctx {
  strict: boolean;
  /** Set for the steps after `.**`: strict mode's structural errors are ignored there (jsonpath_exec.c ignoreStructuralErrors). */
  ignoreStructural?: boolean;
  root: JsonNode;
  vars: JsonNode;
  last: number;
  /** The document's container offsets (`.keyvalue()` ids), computed on first use and shared by copies of the context. */
  layout: { offsets?: Map<JsonNode, number>; varOffsets?: Map<JsonNode, number> };
  /** the session zone's conversion, for the *_tz functions' datetime comparisons */
  tz?: LocalToUtc | undefined;
}

/** SQL/JSON SQLSTATEs (class 22) by PostgreSQL's condition names. */
const J = {
  sql_json_member_not_found: '2203A',
  sql_json_object_not_found: '2203C',
  sql_json_array_not_found: '22039',
  invalid_sql_json_subscript: '22033',
  singleton_sql_json_item_required: '22038',
  non_numeric_sql_json_item: '22036',
  sql_json_number_not_found: '2203B',
} as const;

function jerr(code: keyof typeof J, message: string): PgError {
  return PgError.fromCode(J[code], message);
}

/** A structural error (missing key, wrong accessor): lax mode yields nothing instead. */
function structural(ctx: Ctx, code: keyof typeof J, msg: string): JsonNode[] {
  if (!ctx.strict || ctx.ignoreStructural === true) return [];
  throw jerr(code, msg);
}

const num = (v: string): JsonNode => ({ t: 'num', v });
const bool = (b: Bool3): JsonNode => (b === 'U' ? { t: 'lit', v: 'null' } : { t: 'lit', v: b === 'T' ? 'true' : 'false' });

function unwrap(items: JsonNode[]): JsonNode[] {
  return items.flatMap((i) => (i.t === 'arr' ? i.items : [i]));
}

function typeName(n: JsonNode): string {
  const dt = datetimeOf(n);
  if (dt) return dt.kind;
  return n.t === 'obj' ? 'object' : n.t === 'arr' ? 'array' : n.t === 'str' ? 'string' : n.t === 'num' ? 'number' : n.v === 'null' ? 'null' : 'boolean';
}

function singleNumber(ctx: Ctx, items: JsonNode[], what: string): string {
  const seq = ctx.strict ? items : unwrap(items);
  const one = seq[0];
  if (seq.length !== 1 || one?.t !== 'num') throw jerr('singleton_sql_json_item_required', `${what} is not a single numeric value`);
  return one.v;
}

function subscript(ctx: Ctx, e: JpExpr, cur: JsonNode, last: number): number {
  const items = evalExpr({ ...ctx, last }, e, cur);
  const v = items.length === 1 && items[0]?.t === 'num' ? Number(items[0].v) : NaN;
  if (Number.isNaN(v)) throw jerr('invalid_sql_json_subscript', 'jsonpath array subscript is not a single numeric value');
  // numeric_int4: an index outside int4 is an error of its own (getArrayIndex)
  if (Math.trunc(v) > 2147483647 || Math.trunc(v) < -2147483648) throw jerr('invalid_sql_json_subscript', 'jsonpath array subscript is out of integer range');
  return Math.trunc(v);
}

/** A copy of `v`'s containers (new identities, not found among the document's offsets). */
function detached(v: JsonNode): JsonNode {
  if (v.t === 'arr') return { t: 'arr', items: v.items.map(detached) };
  if (v.t === 'obj') return { t: 'obj', entries: v.entries.map(([k, x]): [string, JsonNode] => [k, detached(x)]) };
  return v;
}

function method(ctx: Ctx, name: string, item: JsonNode, template?: string): JsonNode[] {
  if (!ctx.strict && item.t === 'arr' && name !== 'type' && name !== 'size') return item.items.flatMap((i) => method(ctx, name, i, template));
  switch (name) {
    case 'datetime':
      if (item.t !== 'str') throw PgError.fromCode('22031', 'jsonpath item method .datetime() can only be applied to a string');
      return [datetimeNode(datetimeOf(item) ?? parseJsonDatetime(item.v, template))];
    case 'type':
      return [{ t: 'str', v: typeName(item) }];
    case 'keyvalue': {
      if (item.t !== 'obj') throw jerr('sql_json_object_not_found', 'jsonpath item method .keyvalue() can only be applied to an object');
      // PostgreSQL's id is the object's byte offset in the document's jsonb binary form: 0 for the document itself.
      // An object of a variable is numbered in the variables' document, base object 1.
      const offsets = (ctx.layout.offsets ??= containerOffsets(ctx.root));
      const inVars = (): number | undefined => {
        const at = (ctx.layout.varOffsets ??= containerOffsets(ctx.vars)).get(item);
        return at === undefined ? undefined : 10_000_000_000 + at;
      };
      const at = item === ctx.root ? 0 : (offsets.get(item) ?? inVars());
      if (at === undefined) throw new PgError('feature_not_supported', 'jsonpath item method .keyvalue() of an object reached through .keyvalue() is not supported by pgsqlite');
      // The values are copies: an object reached through them is not at its place in the document (PostgreSQL numbers it in the generated object).
      return item.entries.map(([k, v]): JsonNode => ({ t: 'obj', entries: [['id', num(String(at))], ['key', { t: 'str', v: k }], ['value', detached(v)]] }));
    }
    case 'size':
      if (item.t === 'arr') return [num(String(item.items.length))];
      if (!ctx.strict) return [num('1')];
      throw jerr('sql_json_array_not_found', 'jsonpath item method .size() can only be applied to an array');
    case 'double': {
      const x = item.t === 'num' || item.t === 'str' ? Number(item.v) : NaN;
      if (item.t === 'num' && !Number.isFinite(x)) throw jerr('non_numeric_sql_json_item', 'numeric argument of jsonpath item method .double() is out of range for type double precision');
      if (item.t === 'num' || (item.t === 'str' && Number.isFinite(x) && item.v.trim() !== '')) return [num(formatNumeric(parseNumeric(String(x))))];
      if (item.t === 'str') throw jerr('non_numeric_sql_json_item', `string argument of jsonpath item method .double() is not a valid representation of a double precision number`);
      throw jerr('non_numeric_sql_json_item', 'jsonpath item method .double() can only be applied to a string or numeric value');
    }
    case 'abs':
    case 'floor':
    case 'ceiling': {
      if (item.t !== 'num') throw jerr('non_numeric_sql_json_item', `jsonpath item method .${name}() can only be applied to a numeric value`);
      const v = parseNumeric(item.v);
      if (name === 'abs') return [num(formatNumeric(v.kind === 'finite' ? { ...v, neg: false } : v))];
      const r = numericOp(name === 'floor' ? '-' : '+', v, parseNumeric('0'));
      const s = formatNumeric(r);
      const point = s.indexOf('.');
      if (point < 0) return [num(s)];
      const int = parseNumeric(s.slice(0, point));
      const frac = s.slice(point + 1).split('').some((c) => c !== '0');
      const neg = s.startsWith('-');
      const adj = frac && (name === 'floor' ? neg : !neg) ? numericOp(name === 'floor' ? '-' : '+', int, parseNumeric('1')) : int;
      const text = formatNumeric(adj);
      return [num(text === '-0' ? '0' : text)];
    }
  }
  throw new PgError('feature_not_supported', `jsonpath item method .${name}() is not supported by pgsqlite`);
}

function step(ctx: Ctx, s: JpStep, item: JsonNode): JsonNode[] {
  switch (s.k) {
    case 'key':
      if (item.t === 'obj') {
        const hit = item.entries.filter(([k]) => k === s.name).pop();
        return hit ? [hit[1]] : structural(ctx, 'sql_json_member_not_found', `JSON object does not contain key "${s.name}"`);
      }
      if (item.t === 'arr' && !ctx.strict) return item.items.flatMap((i) => step(ctx, s, i));
      return structural(ctx, 'sql_json_member_not_found', 'jsonpath member accessor can only be applied to an object');
    case 'anykey':
      if (item.t === 'obj') return item.entries.map(([, v]) => v);
      if (item.t === 'arr' && !ctx.strict) return item.items.flatMap((i) => step(ctx, s, i));
      return structural(ctx, 'sql_json_object_not_found', 'jsonpath wildcard member accessor can only be applied to an object');
    case 'anyarr':
      if (item.t === 'arr') return item.items;
      return ctx.strict ? structural(ctx, 'sql_json_array_not_found', 'jsonpath wildcard array accessor can only be applied to an array') : [item];
    case 'idx': {
      if (item.t !== 'arr' && ctx.strict) return structural(ctx, 'sql_json_array_not_found', 'jsonpath array accessor can only be applied to an array');
      const arr = item.t === 'arr' ? item.items : [item];
      const out: JsonNode[] = [];
      for (const [fromE, toE] of s.subs) {
        const from = subscript(ctx, fromE, item, arr.length - 1);
        const to = toE ? subscript(ctx, toE, item, arr.length - 1) : from;
        if (from < 0 || from > to || to >= arr.length) {
          if (ctx.strict) throw jerr('invalid_sql_json_subscript', 'jsonpath array subscript is out of bounds');
        }
        for (let i = Math.max(0, from); i <= Math.min(to, arr.length - 1); i++) out.push(arr[i] as JsonNode);
      }
      return out;
    }
    case 'filter': {
      const items = !ctx.strict && item.t === 'arr' ? item.items : [item];
      return items.filter((i) => predicate(ctx, s.e, i) === 'T');
    }
    case 'method':
      return method(ctx, s.name, item, s.template);
    case 'anypath':
      return anyPath(item, s.from, s.to, 0);
  }
}

/** `.**{from to to}` (jsonpath_exec.c executeAnyItem): the item itself at level 0, then its members/elements depth first. */
function anyPath(item: JsonNode, from: number, to: number, level: number): JsonNode[] {
  const out: JsonNode[] = [];
  const upper = to < 0 ? Number.POSITIVE_INFINITY : to;
  const lower = from < 0 ? Number.POSITIVE_INFINITY : from;
  // {last}: the leaves, at any depth (executeAnyItem with both bounds PG_UINT32_MAX)
  const leaf = from < 0 && to < 0 && item.t !== 'obj' && item.t !== 'arr';
  if ((level >= lower && level <= upper) || leaf) out.push(item);
  if (level >= upper) return out;
  const children = item.t === 'obj' ? item.entries.map(([, v]) => v) : item.t === 'arr' ? item.items : [];
  for (const c of children) out.push(...anyPath(c, from, to, level + 1));
  return out;
}

/** Byte order of UTF-8 = code point order. */
function codePointCompare(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i] as string).codePointAt(0)! - (y[i] as string).codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

function compare(op: string, a: JsonNode, b: JsonNode, tz: LocalToUtc | undefined): Bool3 {
  const na = a.t === 'lit' && a.v === 'null';
  const nb = b.t === 'lit' && b.v === 'null';
  const da = datetimeOf(a);
  const db = datetimeOf(b);
  let c: number;
  if ((da || db) && !na && !nb) {
    // a datetime compares only with a datetime (jbvDatetime is a type of its own)
    const r = da && db ? compareDatetimes(da, db, tz) : null;
    if (r === null) return 'U';
    c = r;
  } else if (na || nb) {
    if (!(na && nb)) return op === '!=' ? 'T' : 'F';
    c = 0;
  } else if (a.t !== b.t || a.t === 'obj' || a.t === 'arr') return 'U';
  else if (a.t === 'num' && b.t === 'num') c = compareNumeric(parseNumeric(a.v), parseNumeric(b.v));
  else if (a.t === 'str' && b.t === 'str') c = codePointCompare(a.v, b.v);
  else c = a.t === 'lit' && b.t === 'lit' ? (a.v === b.v ? 0 : a.v === 'true' ? 1 : -1) : 0;
  const r = op === '==' ? c === 0 : op === '!=' ? c !== 0 : op === '<' ? c < 0 : op === '<=' ? c <= 0 : op === '>' ? c > 0 : c >= 0;
  return r ? 'T' : 'F';
}

/** executePredicate: any pair true is true; an error is unknown (at once in strict mode). */
function anyPair(ctx: Ctx, l: JsonNode[], r: JsonNode[] | null, test: (a: JsonNode, b: JsonNode | null) => Bool3): Bool3 {
  let found = false;
  let error = false;
  for (const a of l) {
    for (const b of r ?? [null]) {
      const res = test(a, b);
      if (res === 'U') {
        if (ctx.strict) return 'U';
        error = true;
      } else if (res === 'T') {
        if (!ctx.strict) return 'T';
        found = true;
      }
    }
  }
  return found ? 'T' : error ? 'U' : 'F';
}

function operands(ctx: Ctx, e: JpExpr, cur: JsonNode): JsonNode[] | null {
  try {
    const v = evalExpr(ctx, e, cur);
    return ctx.strict ? v : unwrap(v);
  } catch (err) {
    if (err instanceof PgError && !UNSUPPRESSED.has(err.code)) return null;
    throw err;
  }
}

/** A predicate's three-valued result. */
export function predicate(ctx: Ctx, e: JpExpr, cur: JsonNode): Bool3 {
  switch (e.k) {
    case 'bin': {
      if (e.op === '&&' || e.op === '||') {
        const l = predicate(ctx, e.l, cur);
        if (e.op === '&&' ? l === 'F' : l === 'T') return l;
        const r = predicate(ctx, e.r, cur);
        if (e.op === '&&') return r === 'F' ? 'F' : l === 'U' || r === 'U' ? 'U' : 'T';
        return r === 'T' ? 'T' : l === 'U' || r === 'U' ? 'U' : 'F';
      }
      if (!['==', '!=', '<', '<=', '>', '>='].includes(e.op)) break;
      const l = operands(ctx, e.l, cur);
      const r = operands(ctx, e.r, cur);
      if (!l || !r) return 'U';
      return anyPair(ctx, l, r, (a, b) => compare(e.op, a, b as JsonNode, ctx.tz));
    }
    case 'unary':
      if (e.op !== '!') break;
      return { T: 'F', F: 'T', U: 'U' }[predicate(ctx, e.e, cur)] as Bool3;
    case 'isunknown':
      return predicate(ctx, e.e, cur) === 'U' ? 'T' : 'F';
    case 'exists': {
      try {
        return evalExpr(ctx, e.e, cur).length > 0 ? 'T' : 'F';
      } catch (err) {
        if (err instanceof PgError && !UNSUPPRESSED.has(err.code)) return 'U';
        throw err;
      }
    }
    case 'like': {
      const l = operands(ctx, e.e, cur);
      if (!l) return 'U';
      // jspConvertRegexFlags: an ARE whose "." stops at newlines unless s; m makes ^ $ line-wise; i, q as the regex flags
      const dotAll = e.flags.includes('s');
      const mode = e.flags.includes('m') ? (dotAll ? 'w' : 'n') : dotAll ? 's' : 'p';
      const flags = mode + (e.flags.includes('i') ? 'i' : '') + (e.flags.includes('q') ? 'q' : '');
      const re = compileRegex(e.pattern, flags, 'like_regex').program;
      return anyPair(ctx, l, null, (a) => (a.t === 'str' ? (re.test(a.v) ? 'T' : 'F') : 'U'));
    }
    case 'starts': {
      const l = operands(ctx, e.e, cur);
      const r = operands(ctx, e.prefix, cur);
      if (!l || !r || r.length !== 1 || r[0]?.t !== 'str') return 'U';
      const prefix = r[0].v;
      return anyPair(ctx, l, null, (a) => (a.t === 'str' ? (a.v.startsWith(prefix) ? 'T' : 'F') : 'U'));
    }
  }
  // A non-predicate used as a filter: PostgreSQL's grammar refuses it; treat a boolean item as its value.
  const v = evalExpr(ctx, e, cur);
  return v.length === 1 && v[0]?.t === 'lit' && v[0].v !== 'null' ? (v[0].v === 'true' ? 'T' : 'F') : 'U';
}

const OP_NAMES: Record<string, string> = { '+': '+', '-': '-', '*': '*', '/': '/', '%': '%' };

/** The sequence an expression yields for the current item. */
export function evalExpr(ctx: Ctx, e: JpExpr, cur: JsonNode): JsonNode[] {
  switch (e.k) {
    case 'root':
      return [ctx.root];
    case 'current':
      return [cur];
    case 'last':
      if (ctx.last < -1) throw new PgError('syntax_error', 'LAST is allowed only in array subscripts');
      return [num(String(ctx.last))];
    case 'var': {
      const hit = ctx.vars.t === 'obj' ? ctx.vars.entries.filter(([k]) => k === e.name).pop() : undefined;
      if (!hit) throw new PgError('undefined_object', `could not find jsonpath variable "${e.name}"`);
      return [hit[1]];
    }
    case 'lit':
      return [e.v];
    case 'chain': {
      let items = evalExpr(ctx, e.base, cur);
      let c = ctx;
      for (const s of e.steps) {
        const here = c;
        items = items.flatMap((i) => step(here, s, i));
        if (s.k === 'anypath' && c.strict) c = { ...c, ignoreStructural: true };
      }
      return items;
    }
    case 'unary': {
      if (e.op === '!') return [bool(predicate(ctx, e, cur))];
      const out: JsonNode[] = [];
      unaryArithmetic(ctx, e.op, e.e, cur, false, (n) => out.push(n));
      return out;
    }
    case 'bin': {
      const op = OP_NAMES[e.op];
      if (op === undefined) return [bool(predicate(ctx, e, cur))];
      const l = singleNumber(ctx, evalExpr(ctx, e.l, cur), `left operand of jsonpath operator ${op}`);
      const r = singleNumber(ctx, evalExpr(ctx, e.r, cur), `right operand of jsonpath operator ${op}`);
      return [num(formatNumeric(numericOp(op, parseNumeric(l), parseNumeric(r))))];
    }
    default:
      return [bool(predicate(ctx, e, cur))];
  }
}

/**
 * Unary + and - over each item of the operand (executeUnaryArithmExpr); when only existence
 * matters (no found list), a non-numeric item is skipped instead of an error.
 */
function unaryArithmetic(ctx: Ctx, op: '+' | '-', operand: JpExpr, cur: JsonNode, existsOnly: boolean, emit: (n: JsonNode) => void): void {
  const items = ctx.strict ? evalExpr(ctx, operand, cur) : unwrap(evalExpr(ctx, operand, cur));
  for (const i of items) {
    if (i.t !== 'num') {
      if (existsOnly) continue;
      throw jerr('sql_json_number_not_found', `operand of unary jsonpath operator ${op} is not a numeric value`);
    }
    emit(op === '+' ? i : num(formatNumeric(numericOp('-', parseNumeric('0'), parseNumeric(i.v)))));
  }
}

/** The chain's steps depth first, as executeNextItem: each item runs through every later step before the next item. */
function walk(ctxs: Ctx[], steps: JpStep[], k: number, items: JsonNode[], emit: (n: JsonNode) => void): void {
  const s = steps[k];
  const c = ctxs[k] as Ctx;
  for (const item of items) {
    if (s === undefined) emit(item);
    else walk(ctxs, steps, k + 1, step(c, s, item), emit);
  }
}

/**
 * Runs a parsed jsonpath over a document with its variables (an object), handing each result
 * item to `emit` as it is found: an error after some items leaves those emitted (PostgreSQL's
 * found list), and `emit` may throw to stop early.
 */
export function runJsonPath(path: JsonPath, doc: JsonNode, vars: JsonNode, emit: (n: JsonNode) => void, existsOnly = false, tz?: LocalToUtc): void {
  if (vars.t !== 'obj') {
    throw new PgError('invalid_parameter_value', '"vars" argument is not an object', { detail: 'Jsonpath parameters should be encoded as key-value pairs of "vars" object.' });
  }
  const ctx: Ctx = { strict: path.strict, root: doc, vars, last: -2, layout: {}, tz };
  const e = path.expr;
  if (e.k === 'unary' && e.op !== '!') return unaryArithmetic(ctx, e.op, e.e, doc, existsOnly, emit);
  if (e.k !== 'chain') {
    for (const n of evalExpr(ctx, e, doc)) emit(n);
    return;
  }
  const ctxs: Ctx[] = [ctx];
  for (const s of e.steps) {
    const prev = ctxs[ctxs.length - 1] as Ctx;
    ctxs.push(s.k === 'anypath' && prev.strict ? { ...prev, ignoreStructural: true } : prev);
  }
  walk(ctxs, e.steps, 0, evalExpr(ctx, e.base, doc), emit);
}
