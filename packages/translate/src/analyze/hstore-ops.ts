import { Oid } from '@pgsqlite/catalog';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { coerce } from './coerce.js';
import { isHstoreType, isString, typeName } from './types.js';
import { hstoreOid, retyped } from './hstore.js';
import { populateRecord } from './hstore-record.js';

/**
 * hstore 1.8's operators (pg_operator rows of the extension): -> ? ?| ?& @> <@ || - = <> and
 * the ordering operators #<# #<=# #># #>=#, the prefix %% and %#. An untyped right operand takes
 * the type PostgreSQL's resolution gives it: hstore where an (hstore, hstore) form exists
 * (`h - 'a=>1'`, `h || 'x=>y'`), else text (`h -> 'a'`, `h ? 'a'`) or text[] (`?|`, `?&`).
 */

type Right = 'text' | 'text[]' | 'hstore';

/** The operator's forms: right operand kind → runtime call and result type ('h' = hstore). */
const FORMS: Readonly<Record<string, Partial<Record<Right, [fn: string, result: number | 'h']>>>> = {
  '->': { text: ['pg_hstore_fetch', Oid.text], 'text[]': ['pg_hstore_fetch_array', Oid._text] },
  '?': { text: ['pg_hstore_exists', Oid.bool] },
  '?|': { 'text[]': ['pg_hstore_exists_any', Oid.bool] },
  '?&': { 'text[]': ['pg_hstore_exists_all', Oid.bool] },
  '@>': { hstore: ['pg_hstore_contains', Oid.bool] },
  '<@': { hstore: ['pg_hstore_contains', Oid.bool] },
  '||': { hstore: ['pg_hstore_concat', 'h'] },
  '-': { text: ['pg_hstore_delete', 'h'], 'text[]': ['pg_hstore_delete_array', 'h'], hstore: ['pg_hstore_delete_hstore', 'h'] },
};

const ORDERING: Readonly<Record<string, string>> = { '#<#': '<', '#<=#': '<=', '#>#': '>', '#>=#': '>=' };

function kindOf(e: Expr): Right | undefined {
  if (isHstoreType(e.type)) return 'hstore';
  if (e.type === Oid._text || e.type === Oid._varchar) return 'text[]';
  if (isString(e.type)) return 'text';
  return undefined;
}

/** The right operand's kind: its type's, or for an untyped literal the form PostgreSQL resolves. */
function rightKind(op: string, r: Expr): Right | undefined {
  const forms = FORMS[op] ?? {};
  if (r.type !== Oid.unknown) return kindOf(r);
  if (forms.hstore) return 'hstore';
  return forms.text ? 'text' : forms['text[]'] ? 'text[]' : undefined;
}

function result(sql: string, type: number, l: Expr, r: Expr): Expr {
  return { sql, type, typmod: -1, name: '?column?', hasAgg: l.hasAgg || r.hasAgg };
}

function noOperator(env: ExprEnv, op: string, l: Expr, r: Expr, location?: number): never {
  throw env.scope.ctx.error('undefined_function', `operator does not exist: ${typeName(l.type)} ${op} ${typeName(r.type)}`, location, {
    hint: 'No operator matches the given name and argument types. You might need to add explicit type casts.',
  });
}

/** `l op r` where the left operand (or, for `<@`, either) is an hstore; undefined otherwise. */
export function hstoreOperator(op: string, l0: Expr, r0: Expr, env: ExprEnv, location?: number): Expr | undefined {
  const ctx = env.scope.ctx;
  const lh = isHstoreType(l0.type);
  const rh = isHstoreType(r0.type);
  if (!lh && !rh) return undefined;
  if (op === '#=' && (rh || r0.type === Oid.unknown)) {
    const oid = hstoreOid(ctx);
    return oid === undefined ? undefined : { ...populateRecord(l0, coerce(ctx, r0, oid, -1, 'implicit'), env), name: '?column?' };
  }
  const ordering = ORDERING[op];
  if (ordering !== undefined || op === '=' || op === '<>' || op === '!=') {
    if (!(lh || l0.type === Oid.unknown) || !(rh || r0.type === Oid.unknown)) return noOperator(env, op, l0, r0, location);
    const t = lh ? l0.type : r0.type;
    const l = coerce(ctx, l0, t, -1, 'implicit');
    const r = coerce(ctx, r0, t, -1, 'implicit');
    if (ordering === undefined) return result(`(${l.sql} ${op === '=' ? '=' : '<>'} ${r.sql})`, Oid.bool, l, r);
    return result(`(pg_hstore_sortkey(${l.sql}) ${ordering} pg_hstore_sortkey(${r.sql}))`, Oid.bool, l, r);
  }
  const forms = FORMS[op];
  if (forms === undefined) return undefined;
  // hstore on the right only: `'a=>1' <@ h` and `'x' || h` take the untyped left as hstore
  if (!lh) {
    if (l0.type !== Oid.unknown || !(op === '<@' || op === '@>' || op === '||')) return op === '||' ? undefined : noOperator(env, op, l0, r0, location);
    return hstoreOperator(op, coerce(ctx, l0, r0.type, -1, 'implicit'), r0, env, location);
  }
  const kind = rightKind(op, r0);
  const form = kind ? forms[kind] : undefined;
  if (!kind || !form) return op === '||' ? undefined : noOperator(env, op, l0, r0, location);
  const target = kind === 'hstore' ? l0.type : kind === 'text' ? Oid.text : Oid._text;
  const r = coerce(ctx, r0, target, -1, 'implicit');
  const [fn, type] = form;
  const args = op === '<@' ? `${r.sql}, ${l0.sql}` : `${l0.sql}, ${r.sql}`;
  return result(`${fn}(${args})`, type === 'h' ? l0.type : type, l0, r);
}

/** The prefix operators `%% h` (hstore_to_array) and `%# h` (hstore_to_matrix). */
export function hstoreUnary(op: string, e0: Expr, env: ExprEnv): Expr | undefined {
  if (op !== '%%' && op !== '%#') return undefined;
  const oid = hstoreOid(env.scope.ctx);
  // `%% 'a=>1'`: the only %% operator takes hstore, so an untyped operand is read as one
  const e = e0.type === Oid.unknown && oid !== undefined ? coerce(env.scope.ctx, e0, oid, -1, 'implicit') : e0;
  if (!isHstoreType(e.type)) return undefined;
  return { ...retyped(e, `${op === '%%' ? 'pg_hstore_to_array' : 'pg_hstore_to_matrix'}(${e.sql})`, Oid._text), name: '?column?' };
}
