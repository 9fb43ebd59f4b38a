import { type Catalog, domainBase, formatType, rowTypeByOid, rowTypesOf, typeByOid, userTypeByOid, userTypesOf } from '@pgsqlite/catalog';
import { pgQuoteIdent } from './pg-ident.js';
import type { PlanCtx } from '../analyze/context.js';
import { resolveUserTypeName } from '../analyze/user-types.js';
import type { UserTypeNames } from './expr-text.js';

/**
 * format_type for a type that may be user-defined (enum, domain, a relation's row type or a
 * composite type, or an array of one), as stored defaults print it: the type's name,
 * schema-qualified when its schema is not on the search path.
 */
export function typeLabel(catalog: Catalog, searchPath: readonly string[], oid: number, typmod: number): string {
  if (typeByOid(oid)) return formatType(oid, typmod);
  const own = userTypeByOid(catalog, oid) ?? rowTypeByOid(catalog, oid);
  const elem = own ? undefined : (userTypesOf(catalog).find((t) => t.arrayOid === oid) ?? rowTypesOf(catalog).find((t) => t.arrayOid === oid));
  const def = own ?? elem;
  if (!def) return formatType(oid, typmod);
  const name = searchPath.includes(def.schema) ? pgQuoteIdent(def.name) : `${pgQuoteIdent(def.schema)}.${pgQuoteIdent(def.name)}`;
  return elem ? `${name}[]` : name;
}

/** How stored expressions name this session's user types (expr-text.ts printCheck / printDefault). */
export function userTypeNames(ctx: PlanCtx): UserTypeNames {
  return {
    label: (oid) => typeLabel(ctx.catalog, ctx.searchPath, oid, -1),
    resolve: (names, isArray) => resolveUserTypeName(ctx, names, isArray)?.oid,
    domainBase: (oid) => (userTypeByOid(ctx.catalog, oid)?.kind === 'd' ? domainBase(ctx.catalog, oid).oid : undefined),
  };
}
