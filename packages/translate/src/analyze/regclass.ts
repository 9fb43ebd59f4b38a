import { builtinRelationOid } from '../catalog-views/builtin-lookup.js';
import { CatalogClassOid, Oid, findRowType, findUserType, typeByName, typeByOid, type Catalog, type FormatSettings } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, names } from '../parse/ast.js';
import { resolveSignatureType } from './polymorphic-calls.js';
import { findRoutine, routineSignature } from '../ddl/drop-function.js';
import type { Expr } from './expr-types.js';
import type { PlanCtx } from './context.js';
import type { ExprEnv } from './expr.js';
import { lookupSql, isVisible, parseQualifiedName, resolveRelationName } from './catalog-lookup.js';
import { pgQuoteIdent } from '../ddl/pg-ident.js';
import { quoteString } from '../sql/quote.js';
import { isInteger } from './types.js';
import { oidIntegerSql } from './oid-integer.js';
import { serialSequenceDisplaySql } from './fn-sequences.js';
import { regclassFromText, regnamespaceFromText, regroleFromText, regtypeFromText } from './reg-names.js';
import { builtinRoutinesOf, regObjectOid } from '../catalog-views/reg-objects.js';
import { PgError, isPgError } from '@pgsqlite/errors';
import { sqlLiteral } from '../sql/quote.js';

/** Text → type OID for regtype input: the names format_type prints and the internal names. */
function typeOidByName(text: string, settings: FormatSettings): number | undefined {
  const t = typeByName(text.trim().toLowerCase());
  if (t) return t.oid;
  try {
    // quoted and schema-qualified names (`"pg_catalog"."int4"`): the regtype input function
    return Number(typeByOid(Oid.regtype)?.fromText(text, -1, settings));
  } catch {
    return undefined;
  }
}

/**
 * A user enum or domain or a relation's row type (or its array type) named as regtype input takes it: `mood`,
 * `public.mood`, `"Kind"`, `mood[]`, `_mood`; undefined when there is none.
 */
function userTypeOidByName(catalog: Catalog, text: string, searchPath: readonly string[]): number | undefined {
  let s = text.trim();
  const isArray = s.endsWith('[]');
  if (isArray) s = s.slice(0, -2).trimEnd();
  const parts = parseQualifiedName(s);
  if (!parts || parts.length === 0 || parts.length > 2) return undefined;
  const name = parts[parts.length - 1] as string;
  const schema = parts.length === 2 ? parts[0] : undefined;
  const find = (n: string): { oid: number; arrayOid: number } | undefined => findUserType(catalog, n, schema, searchPath) ?? findRowType(catalog, n, schema, searchPath);
  const direct = find(name);
  if (direct) return isArray ? direct.arrayOid : direct.oid;
  if (!isArray && name.startsWith('_')) return find(name.slice(1))?.arrayOid;
  return undefined;
}

/**
 * Casts to regclass / regtype. A literal name is resolved at plan time to its OID (42P01 /
 * 42704 when missing), typed `oid` for regclass and `regtype` for regtype (both compare with oid
 * columns); an OID-valued
 * expression cast to regclass/regtype yields the object's name (typed `name`), which is what
 * clients print. Returns undefined when the target is not a reg* type.
 */
export function regCast(env: ExprEnv, typeName: Fields, translateArg: () => Expr, location?: number): Expr | undefined {
  const parts = names(typeName['names']).filter((n) => n !== 'pg_catalog');
  const word = parts.length === 1 && !typeName['arrayBounds'] ? parts[0] : undefined;
  const objectType = word === 'regnamespace' ? Oid.regnamespace : word === 'regrole' ? Oid.regrole : word === 'regproc' ? Oid.regproc : word === 'regprocedure' ? Oid.regprocedure : word === 'regoper' ? Oid.regoper : undefined;
  if (word !== undefined && objectType !== undefined) return regObjectCast(env, objectType, word, translateArg(), location);
  const target = word === 'regclass' ? Oid.regclass : word === 'regtype' ? Oid.regtype : undefined;
  if (target === undefined) return undefined;
  const arg = translateArg();
  const ctx = env.scope.ctx;
  const catalog = ctx.catalog;
  const base = { typmod: -1, name: target === Oid.regclass ? 'regclass' : 'regtype', location };
  if (arg.literal !== undefined || arg.constant !== undefined && typeof arg.constant.value === 'string' && !isInteger(arg.type)) {
    const text = String(arg.literal ?? arg.constant?.value ?? '');
    // reg* literals keep their type (output is the object's name; they compare with oid columns
    // through the oid-like comparisons)
    if (target === Oid.regclass) return { ...base, ...regclassLiteral(ctx, text, arg.location ?? location) };
    if (text.trim() !== '' && [...text.trim()].every((c) => c >= '0' && c <= '9')) {
      return { ...base, sql: text.trim(), type: target, constant: { value: Number(text) } };
    }
    const oid = typeOidByName(text, ctx.settings) ?? userTypeOidByName(catalog, text, ctx.searchPath);
    if (oid === undefined) throw ctx.error('undefined_object', `type "${text}" does not exist`, arg.location ?? location);
    return { ...base, sql: String(oid), type: target, constant: { value: oid } };
  }
  if (arg.type === Oid.oid || isInteger(arg.type) || arg.type === Oid.regclass || arg.type === Oid.regtype) {
    if (target === Oid.regtype) {
      // the OID itself, typed regtype: printed by the type's output (user types through the catalog),
      // compared and sorted by OID as in PostgreSQL; FigureColname keeps a column's or function's name
      const keep = (arg.nameStrength ?? 0) >= 2;
      return { ...base, sql: oidIntegerSql(arg.sql, arg.type, Oid.regtype), type: Oid.regtype, name: keep ? arg.name : base.name, nameStrength: keep ? 2 : 1, hasAgg: arg.hasAgg };
    }
    // regclass keeps the OID (printed by regclassout through the catalog, compared and sorted by OID)
    const keep = (arg.nameStrength ?? 0) >= 2;
    return { ...base, sql: oidIntegerSql(arg.sql, arg.type, Oid.regclass), type: Oid.regclass, name: keep ? arg.name : base.name, nameStrength: keep ? 2 : 1, hasAgg: arg.hasAgg };
  }
  if (arg.type === Oid.text || arg.type === Oid.varchar || arg.type === Oid.name || arg.type === Oid.unknown) {
    // pg_get_serial_sequence(…)::regclass is read for its printed name (drizzle-kit's introspection).
    if (target === Oid.regclass && arg.name === 'pg_get_serial_sequence' && arg.param === undefined) return { ...base, sql: serialSequenceDisplaySql(ctx.catalog, ctx.searchPath, arg.sql), type: Oid.name };
    const sql = textArgSql(ctx, arg);
    // text → regtype at run time: user types by name, then the regtype input function
    if (target === Oid.regtype) return { ...base, sql: regtypeFromText(ctx, sql), type: Oid.regtype };
    return { ...base, sql: regclassFromText(ctx, sql), type: Oid.oid };
  }
  return undefined;
}

const OID_LIKE = new Set<number>([Oid.oid, Oid.regclass, Oid.regtype, Oid.regproc, Oid.regoper, Oid.regnamespace, Oid.regrole]);

/** True when `l op r` compares OIDs: oid-like types with each other or with integers (PG's implicit int4 → oid cast). */
export function oidComparable(l: number, r: number): boolean {
  return (OID_LIKE.has(l) && (OID_LIKE.has(r) || isInteger(r))) || (OID_LIKE.has(r) && isInteger(l));
}

/**
 * `::regnamespace` / `::regrole` / `::regproc` / `::regoper`: the object's OID typed as the reg*
 * type (printed as the object's name by the output, compared as an OID). A name literal is
 * resolved now (regrole's when the statement runs: it needs the session's user); a text value
 * when the statement runs (regnamespace, regrole); an OID value is kept.
 */
function regObjectCast(env: ExprEnv, type: number, word: string, arg: Expr, location?: number): Expr | undefined {
  const ctx = env.scope.ctx;
  const base = { typmod: -1, name: word, location };
  if (arg.literal !== undefined) return { ...regObjectLiteral(ctx, type, arg.literal, arg.location ?? location), name: word, location };
  if (arg.type === Oid.text || arg.type === Oid.varchar || arg.type === Oid.name || arg.type === Oid.unknown) {
    if (type !== Oid.regnamespace && type !== Oid.regrole) return undefined;
    const sql = textArgSql(ctx, arg);
    const keep = (arg.nameStrength ?? 0) >= 2;
    return { ...base, sql: type === Oid.regrole ? regroleFromText(sql) : regnamespaceFromText(ctx, sql), type, name: keep ? arg.name : base.name, nameStrength: keep ? 2 : 1, hasAgg: arg.hasAgg };
  }
  if (arg.type === Oid.oid || isInteger(arg.type) || arg.type === type) {
    const keep = (arg.nameStrength ?? 0) >= 2;
    const sql = oidIntegerSql(arg.sql, arg.type, type);
    const v = arg.constant?.value;
    const unsigned = typeof v === 'number' || typeof v === 'bigint' ? { constant: { value: Number(BigInt.asUintN(32, BigInt(v))) } } : {};
    const constant = arg.constant === undefined ? {} : sql === arg.sql ? { constant: arg.constant } : arg.type === Oid.int8 ? {} : unsigned;
    return { ...base, sql, type, name: keep ? arg.name : base.name, nameStrength: keep ? 2 : 1, hasAgg: arg.hasAgg, ...constant };
  }
  return undefined;
}

/** regprocin / regoperin / regnamespacein / regrolein of a constant, typed as the reg* type. */
export function regObjectLiteral(ctx: PlanCtx, type: number, text: string, location?: number): Expr {
  const base = { typmod: -1, name: typeByOid(type)?.name ?? 'oid', location };
  if (type === Oid.regrole) {
    const t = text.trim();
    if (t !== '' && [...t].every((c) => c >= '0' && c <= '9')) return { ...base, sql: t, type, constant: { value: Number(t) } };
    return { ...base, sql: regroleFromText(sqlLiteral(text), ctx.position(location)), type };
  }
  try {
    const oid = type === Oid.regprocedure ? regprocedureOid(ctx, text) : regObjectOid(type, text, ctx.catalog, ctx.searchPath);
    return { ...base, sql: String(oid), type, constant: { value: oid } };
  } catch (e) {
    throw isPgError(e) ? e.with({ position: ctx.position(location) }) : e;
  }
}

/** A text-valued cast argument's SQL; a `$n` of unknown type becomes a text parameter. */
function textArgSql(ctx: PlanCtx, arg: Expr): string {
  if (arg.param === undefined) return arg.sql;
  if (arg.type === Oid.unknown) ctx.inferParam(arg.param, Oid.text);
  return ctx.paramMarker(arg.param);
}

/**
 * regclassin of a constant: digits are the OID itself, else a (qualified) relation name resolved
 * on the search path now (42P01 when there is none), typed regclass.
 */
export function regclassLiteral(ctx: PlanCtx, text: string, location?: number): Expr {
  // regclassin: '-' is InvalidOid (what regclassout prints for 0)
  if (text === '-') return { sql: '0', type: Oid.regclass, typmod: -1, name: 'regclass', constant: { value: 0 }, location };
  const t = text.trim();
  if (t !== '' && [...t].every((c) => c >= '0' && c <= '9')) return { sql: t, type: Oid.regclass, typmod: -1, name: 'regclass', constant: { value: Number(t) }, location };
  const rel = resolveRelationName(ctx.catalog, text, ctx.searchPath) ?? systemRelation(text);
  if (!rel) throw ctx.error('undefined_table', `relation "${text}" does not exist`, location);
  return { sql: String(rel.oid), type: Oid.regclass, typmod: -1, name: 'regclass', constant: { value: rel.oid }, location };
}

/** The built-in relation a regclass literal may name (`'pg_catalog.pg_class'::regclass`, `'information_schema.tables'`). */
function systemRelation(text: string): { oid: number } | undefined {
  const parts = text.trim().split('.').map((p) => (p.startsWith('"') && p.endsWith('"') && p.length > 1 ? p.slice(1, -1) : p.toLowerCase()));
  const oid = parts.length === 1 ? builtinRelationOid(undefined, parts[0] ?? '') : parts.length === 2 ? builtinRelationOid(parts[0], parts[1] ?? '') : undefined;
  return oid === undefined ? undefined : { oid };
}

/**
 * regprocedurein: digits are the OID, else `name(type, …)` read as a routine signature (the
 * grammar of DROP ROUTINE, types resolved as there) naming one user routine along the search path
 * or in its schema, or a built-in one with exactly those input types; 42883 when none does.
 */
function regprocedureOid(ctx: PlanCtx, text: string): number {
  const t = text.trim();
  if (t !== '' && [...t].every((c) => c >= '0' && c <= '9')) return Number(t);
  if (t === '-') return 0;
  const sig = routineSignature(t);
  if (sig === undefined || sig['args_unspecified'] === true) throw new PgError('invalid_text_representation', `expected a left parenthesis`);
  try {
    return findRoutine(ctx, sig, 'OBJECT_ROUTINE').oid;
  } catch (e) {
    if (!isPgError(e) || e.code !== '42883') throw e;
  }
  const parts = names(sig['objname'] as AstNode[]);
  const schema = parts.length > 1 ? parts[parts.length - 2] : 'pg_catalog';
  const types = ((sig['objargs'] as AstNode[] | undefined) ?? []).map((a) => resolveSignatureType(ctx, fieldsOf(a)).oid);
  const found = schema === 'pg_catalog' ? builtinRoutinesOf(parts[parts.length - 1] ?? '', types) : [];
  if (found.length === 1) return found[0] as number;
  throw new PgError('undefined_function', `function "${t}" does not exist`);
}
