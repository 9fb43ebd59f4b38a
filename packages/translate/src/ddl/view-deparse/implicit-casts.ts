import { Oid, formatType } from '@pgsqlite/catalog';

/**
 * The implicit coercions PostgreSQL's operator and function resolution put on operands, which
 * ruleutils prints as casts (`t1.a::numeric + 1.5`, `t1.v::text = 'y'::text`). Only the
 * numeric ladder and the string types are known here; other operand pairs get no cast.
 */

/** int2 < int4 < int8 < numeric < float4 < float8: an operand is promoted to the higher of the two. */
const LADDER: readonly number[] = [Oid.int2, Oid.int4, Oid.int8, Oid.numeric, Oid.float4, Oid.float8];
const INTEGERS = new Set<number>([Oid.int2, Oid.int4, Oid.int8]);
/** Operators PostgreSQL has in cross-type forms among the integers and among the floats (int48pl, float48lt, …). */
const CROSS_TYPE_OPS = new Set(['=', '<>', '<', '>', '<=', '>=', '+', '-', '*', '/']);
/** date < timestamp < timestamptz: comparisons exist across them, arithmetic reads the higher. */
const DATETIMES: readonly number[] = [Oid.date, Oid.timestamp, Oid.timestamptz];
const COMPARISONS = new Set(['=', '<>', '<', '>', '<=', '>=']);

export function isNumericType(t: number): boolean {
  return LADDER.includes(t);
}

/** The type each operand of `lt op rt` is read as (a cast shows where it differs from its own type). */
export function operandTypes(op: string, lt: number, rt: number): [number, number] {
  const str = (t: number): boolean => t === Oid.varchar || t === Oid.text || t === Oid.bpchar;
  if (lt === Oid.unknown && rt === Oid.unknown) return [Oid.text, Oid.text];
  if (lt === Oid.unknown) return [literalSide(op, rt), textual(op, rt)];
  if (rt === Oid.unknown) return [textual(op, lt), literalSide(op, lt)];
  if (isNumericType(lt) && isNumericType(rt) && lt !== rt) {
    const bothInt = INTEGERS.has(lt) && INTEGERS.has(rt);
    const bothFloat = (lt === Oid.float4 || lt === Oid.float8) && (rt === Oid.float4 || rt === Oid.float8);
    if ((bothInt || bothFloat) && CROSS_TYPE_OPS.has(op)) return [lt, rt];
    const top = LADDER[Math.max(LADDER.indexOf(lt), LADDER.indexOf(rt))] as number;
    return [top, top];
  }
  if (str(lt) && str(rt) && !(lt === Oid.bpchar && rt === Oid.bpchar)) return [Oid.text, Oid.text];
  if (DATETIMES.includes(lt) && DATETIMES.includes(rt) && lt !== rt && !COMPARISONS.has(op)) {
    const top = DATETIMES[Math.max(DATETIMES.indexOf(lt), DATETIMES.indexOf(rt))] as number;
    return [top, top];
  }
  return [textual(op, lt), textual(op, rt)];
}

/** A string-typed operand: varchar has no operators of its own (text's apply); bpchar keeps its comparisons. */
function textual(op: string, t: number): number {
  if (t === Oid.varchar) return Oid.text;
  if (t === Oid.bpchar && !COMPARISONS.has(op)) return Oid.text;
  return t;
}

/** The type an untyped literal takes opposite an operand of type `other`. */
function literalSide(op: string, other: number): number {
  if ((other === Oid.json || other === Oid.jsonb) && JSON_KEY_OPS[op] !== undefined) return JSON_KEY_OPS[op] as number;
  if (op === '~~' || op === '!~~' || op === '~~*' || op === '!~~*' || op === '~' || op === '!~' || op === '~*' || op === '!~*') return Oid.text;
  return textual(op, other);
}

/** json/jsonb operators whose right operand is a key, path or index rather than json. */
const JSON_KEY_OPS: Record<string, number> = { '?': Oid.text, '->': Oid.text, '->>': Oid.text, '-': Oid.text, '?|': Oid._text, '?&': Oid._text, '#>': Oid._text, '#>>': Oid._text, '#-': Oid._text };

/** The common type of CASE branches, COALESCE arguments, ARRAY elements: the highest numeric, else the first known. */
export function commonType(types: readonly number[]): number {
  const known = types.filter((t) => t !== Oid.unknown && t !== 0);
  if (known.length === 0) return types.length > 0 ? Oid.text : 0;
  if (known.every(isNumericType)) return LADDER[Math.max(...known.map((t) => LADDER.indexOf(t)))] as number;
  if (known.every((t) => t === Oid.varchar || t === Oid.text || t === Oid.bpchar) && new Set(known).size > 1) return Oid.text;
  return known[0] as number;
}

/** format_type's name of a built-in type, for a synthesized cast. */
export function builtinTypeName(oid: number): string | undefined {
  try {
    return formatType(oid, -1);
  } catch {
    return undefined;
  }
}
