import { Oid } from '@pgsqlite/catalog';
import { isPgError } from '@pgsqlite/errors';
import { regObjectOid } from '../catalog-views/reg-objects.js';
import { sqlLiteral } from '../sql/quote.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { as, res } from './fn-args.js';
import { regclassFromText } from './reg-names.js';
import { regclassLiteral } from './regclass.js';
import type { ScalarImpl } from './scalar-functions.js';

/**
 * to_regclass, to_regproc, to_regoper, to_regnamespace, to_regrole (PostgreSQL 15): the input
 * function's lookup, NULL instead of the error when nothing (or, for functions and operators,
 * more than one object) has the name; typed as the reg* type, so the object prints by name. A
 * name that is no name at all (`'foo.bar'` for a role or schema) is still 42602. Resolved at plan
 * time for a literal argument; another argument is 0A000 (not supported).
 */
const NOT_FOUND = new Set(['42P01', '42883', '42704', '42725', '3F000']);

function literalText(args: Expr[]): string | undefined {
  const a = args[0];
  if (args.length !== 1 || a === undefined || a.literal === undefined) return undefined;
  return String(a.literal);
}

const NULL_OF = (type: number, name: string): ReturnType<ScalarImpl> => res('CAST(NULL AS INTEGER)', type, name);
/** The name is read as a name: digits are no OID here (to_regclass('1259') is NULL), a NULL argument is NULL. */
const DIGITS = /^\s*[0-9]+\s*$/;

/** Wraps a lookup of a literal name: NULL for a NULL argument or an all-digit name, undefined (0A000) for another argument. */
function named(type: number, name: string, lookup: (text: string, env: ExprEnv) => ReturnType<ScalarImpl>): ScalarImpl {
  return (args, env) => {
    if (args.length === 1 && args[0]?.isNull) return NULL_OF(type, name);
    const text = literalText(args);
    if (text === undefined) return undefined;
    return DIGITS.test(text) ? NULL_OF(type, name) : lookup(text, env);
  };
}

function orNull(type: number, name: string, find: () => number): ReturnType<ScalarImpl> {
  try {
    return res(String(find()), type, name);
  } catch (e) {
    if (isPgError(e) && NOT_FOUND.has(e.fields.code)) return NULL_OF(type, name);
    throw e;
  }
}

/** One identifier of a schema or role name (quoted or folded to lower case); 42602 for a qualified or empty one. */
function singleName(env: ExprEnv, text: string): string {
  const t = text.trim();
  const quoted = t.length >= 2 && t.startsWith('"') && t.endsWith('"') && !t.slice(1, -1).replaceAll('""', '').includes('"');
  if (quoted) return t.slice(1, -1).replaceAll('""', '"');
  if (t === '' || t.includes('.') || t.includes('"')) throw env.scope.ctx.error('invalid_name', 'invalid name syntax');
  return t.toLowerCase();
}

export const TO_REG_FUNCTIONS: Record<string, ScalarImpl> = {
  to_regclass: (args, env) => {
    const a = args[0];
    const text = args.length === 1 && a !== undefined && a.literal === undefined && !a.isNull ? as(env, a, Oid.text) : undefined;
    // a value known when the statement runs: the same lookup as ::regclass, NULL where it finds nothing
    if (text) return res(regclassFromText(env.scope.ctx, text.sql, 'NULL'), Oid.regclass, 'to_regclass');
    return named(Oid.regclass, 'to_regclass', (t, e) => orNull(Oid.regclass, 'to_regclass', () => Number(regclassLiteral(e.scope.ctx, t).constant?.value)))(args, env);
  },
  to_regproc: named(Oid.regproc, 'to_regproc', (text, env) => orNull(Oid.regproc, 'to_regproc', () => regObjectOid(Oid.regproc, text, env.scope.ctx.catalog, env.scope.ctx.searchPath))),
  to_regoper: named(Oid.regoper, 'to_regoper', (text, env) => orNull(Oid.regoper, 'to_regoper', () => regObjectOid(Oid.regoper, text, env.scope.ctx.catalog))),
  to_regnamespace: named(Oid.regnamespace, 'to_regnamespace', (text, env) => {
    const name = singleName(env, text);
    return orNull(Oid.regnamespace, 'to_regnamespace', () => regObjectOid(Oid.regnamespace, `"${name.replaceAll('"', '""')}"`, env.scope.ctx.catalog));
  }),
  // roles belong to the server: read when the statement runs, as regrolein does
  to_regrole: named(Oid.regrole, 'to_regrole', (text, env) => {
    const name = singleName(env, text);
    return res(name === 'pg_database_owner' ? '6171' : `pg_role_oid(${sqlLiteral(name)})`, Oid.regrole, 'to_regrole');
  }),
};
