import { Oid } from '@pgsqlite/catalog';
import type { ScalarImpl } from './scalar-functions.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { coerce } from './coerce.js';
import { isHstoreType, isString } from './types.js';
import { hstoreOid } from './hstore.js';
import { hstoreFromRecord, populateRecord } from './hstore-record.js';

/** An argument taken as hstore (an hstore, or an untyped literal read as one). */
function hs(env: ExprEnv, e: Expr | undefined): Expr | undefined {
  if (e === undefined) return undefined;
  if (isHstoreType(e.type)) return e;
  const oid = hstoreOid(env.scope.ctx);
  return e.type === Oid.unknown && oid !== undefined ? coerce(env.scope.ctx, e, oid, -1, 'implicit') : undefined;
}

function txt(env: ExprEnv, e: Expr | undefined): Expr | undefined {
  if (e === undefined) return undefined;
  return e.type === Oid.unknown || isString(e.type) ? coerce(env.scope.ctx, e, Oid.text, -1, 'implicit') : undefined;
}

function arr(env: ExprEnv, e: Expr | undefined): Expr | undefined {
  if (e === undefined) return undefined;
  if (e.isNull || e.type === Oid.unknown || e.type === Oid._text || e.type === Oid._varchar) return coerce(env.scope.ctx, e, Oid._text, -1, 'implicit');
  return undefined;
}

const out = (sql: string, type: number): Omit<Expr, 'name'> => ({ sql, type, typmod: -1 });

/** f(hstore) → type: `fn(h)`, or `fn(h, extra)`. */
function unary(fn: string, type: number | 'h', extra = ''): ScalarImpl {
  return (args, env) => {
    const h = args.length === 1 ? hs(env, args[0]) : undefined;
    return h ? out(`${fn}(${h.sql}${extra})`, type === 'h' ? h.type : type) : undefined;
  };
}

/** f(hstore, text | text[] | hstore): the form the second argument's type picks (text for an untyped one). */
function keyed(forms: { text?: [string, number | 'h']; array?: [string, number | 'h']; hstore?: [string, number | 'h'] }): ScalarImpl {
  return (args, env) => {
    if (args.length !== 2) return undefined;
    const h = hs(env, args[0]);
    const k = args[1] as Expr;
    if (!h) return undefined;
    const pick = (form: [string, number | 'h'] | undefined, e: Expr | undefined): Omit<Expr, 'name'> | undefined =>
      form && e ? out(`${form[0]}(${h.sql}, ${e.sql})`, form[1] === 'h' ? h.type : form[1]) : undefined;
    if (isHstoreType(k.type)) return pick(forms.hstore, k);
    if (k.type === Oid._text || k.type === Oid._varchar) return pick(forms.array, arr(env, k));
    if (k.type === Oid.unknown && !k.isNull && !forms.text) return forms.hstore ? pick(forms.hstore, hs(env, k)) : pick(forms.array, arr(env, k));
    return pick(forms.text, txt(env, k));
  };
}

/** hstore(text, text) / tconvert: one pair (a NULL key gives NULL, a NULL value a NULL value). */
const pair: ScalarImpl = (args, env) => {
  const oid = hstoreOid(env.scope.ctx);
  if (args.length !== 2 || oid === undefined) return undefined;
  const k = txt(env, args[0]);
  const v = txt(env, args[1]);
  return k && v ? out(`pg_hstore_from_pair(${k.sql}, ${v.sql})`, oid) : undefined;
};

/** hstore(text, text), hstore(text[], text[]), hstore(text[]); hstore('literal') is a cast (handled before). */
const construct: ScalarImpl = (args, env) => {
  const oid = hstoreOid(env.scope.ctx);
  if (oid === undefined) return undefined;
  const [a, b] = args;
  const isArr = (e: Expr | undefined): boolean => e !== undefined && (e.type === Oid._text || e.type === Oid._varchar);
  if (args.length === 1 && a) {
    if (isHstoreType(a.type)) return out(a.sql, oid);
    // hstore('a=>1'): a type name called on an untyped literal is a cast (func_get_detail's coercion case)
    if (a.type === Oid.unknown && !a.isNull) return { ...coerce(env.scope.ctx, a, oid, -1, 'explicit'), name: 'hstore' };
    const record = a.isNull && a.type === Oid.unknown ? undefined : hstoreFromRecord(a, env, oid);
    if (record) return record;
    const k = isArr(a) || a.isNull ? arr(env, a) : undefined;
    return k ? out(`pg_hstore_from_array(${k.sql})`, oid) : undefined;
  }
  if (args.length !== 2) return undefined;
  if (isArr(a) || isArr(b)) {
    const k = arr(env, a);
    const v = arr(env, b);
    return k && v ? out(`pg_hstore_from_arrays(${k.sql}, ${v.sql})`, oid) : undefined;
  }
  return pair(args, env);
};

/** A function of hstore that pgsqlite does not compute (its hash of the internal form): 0A000 naming it. */
const notSupported =
  (what: string): ScalarImpl =>
  (_args, env, location) => {
    throw env.scope.ctx.error('feature_not_supported', `${what} is not supported by pgsqlite`, location);
  };

/** hstore_eq … hstore_cmp: the functions behind = <> #<# … and the btree opclass. */
function comparison(op: string | undefined): ScalarImpl {
  return (args, env) => {
    const [a, b] = args.map((e) => hs(env, e));
    if (args.length !== 2 || !a || !b) return undefined;
    const ka = `pg_hstore_sortkey(${a.sql})`;
    const kb = `pg_hstore_sortkey(${b.sql})`;
    if (op === undefined) return out(`(CASE WHEN ${ka} IS NULL OR ${kb} IS NULL THEN NULL WHEN ${ka} < ${kb} THEN -1 WHEN ${ka} > ${kb} THEN 1 ELSE 0 END)`, Oid.int4);
    return out(`(${ka} ${op} ${kb})`, Oid.bool);
  };
}

/**
 * hstore 1.8's functions (pg_proc rows of the extension), existing once CREATE EXTENSION hstore
 * has run (fn-extensions.ts wraps them); skeys, svals and each are set-returning
 * (stmt/hstore-srf.ts), populate_record and hstore(record) are in hstore-record.ts.
 */
export const HSTORE_FUNCTIONS: Record<string, ScalarImpl> = {
  hstore: construct,
  tconvert: pair,
  fetchval: keyed({ text: ['pg_hstore_fetch', Oid.text] }),
  slice_array: keyed({ array: ['pg_hstore_fetch_array', Oid._text] }),
  slice: keyed({ array: ['pg_hstore_slice', 'h'] }),
  exist: keyed({ text: ['pg_hstore_exists', Oid.bool] }),
  isexists: keyed({ text: ['pg_hstore_exists', Oid.bool] }),
  exists_any: keyed({ array: ['pg_hstore_exists_any', Oid.bool] }),
  exists_all: keyed({ array: ['pg_hstore_exists_all', Oid.bool] }),
  defined: keyed({ text: ['pg_hstore_defined', Oid.bool] }),
  isdefined: keyed({ text: ['pg_hstore_defined', Oid.bool] }),
  delete: keyed({ text: ['pg_hstore_delete', 'h'], array: ['pg_hstore_delete_array', 'h'], hstore: ['pg_hstore_delete_hstore', 'h'] }),
  hs_concat: keyed({ hstore: ['pg_hstore_concat', 'h'] }),
  hs_contains: keyed({ hstore: ['pg_hstore_contains', Oid.bool] }),
  hs_contained: (args, env) => {
    const [a, b] = args.map((e) => hs(env, e));
    return args.length === 2 && a && b ? out(`pg_hstore_contains(${b.sql}, ${a.sql})`, Oid.bool) : undefined;
  },
  populate_record: (args, env) => {
    const h = hs(env, args[1]);
    return args.length === 2 && h ? populateRecord(args[0] as Expr, h, env) : undefined;
  },
  hstore_eq: comparison('='),
  hstore_ne: comparison('<>'),
  hstore_lt: comparison('<'),
  hstore_le: comparison('<='),
  hstore_gt: comparison('>'),
  hstore_ge: comparison('>='),
  hstore_cmp: comparison(undefined),
  hstore_hash: notSupported("hstore's hstore_hash()"),
  hstore_hash_extended: notSupported("hstore's hstore_hash_extended()"),
  akeys: unary('pg_hstore_akeys', Oid._text),
  avals: unary('pg_hstore_avals', Oid._text),
  hstore_to_array: unary('pg_hstore_to_array', Oid._text),
  hstore_to_matrix: unary('pg_hstore_to_matrix', Oid._text),
  hstore_to_json: unary('pg_hstore_to_json', Oid.json, ', 0, 0'),
  hstore_to_json_loose: unary('pg_hstore_to_json', Oid.json, ', 0, 1'),
  hstore_to_jsonb: unary('pg_hstore_to_json', Oid.jsonb, ', 1, 0'),
  hstore_to_jsonb_loose: unary('pg_hstore_to_json', Oid.jsonb, ', 1, 1'),
};
