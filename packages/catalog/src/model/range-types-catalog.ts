import type { PgType } from '../types/pg-type.js';
import { makeRangeType, rangeSpecOfType } from '../types/range.js';
import { makeMultirangeType } from '../types/multirange.js';
import { typeByOid } from '../types/registry.js';
import type { UserTypeDef } from './types-catalog.js';

/**
 * The codec of a CREATE TYPE … AS RANGE type (typtype 'r'; its subtype is kept in
 * _pgsqlite_type.typbasetype). User ranges have no canonical function, so they are continuous.
 */
export function userRangeType(def: UserTypeDef, baseOf: (oid: number) => number = (o) => o): PgType | undefined {
  // a range over a domain keeps the domain's base type's values (the domain's checks are not applied to bounds)
  const sub = typeByOid(baseOf(def.baseOid));
  return sub ? makeRangeType(def.oid, def.name, def.arrayOid, sub, false) : undefined;
}

/** The codec of the multirange type made with a user range (typtype 'm'; baseOid is the range). */
export function userMultirangeType(def: UserTypeDef, typeOf: (oid: number) => PgType | undefined): PgType | undefined {
  const range = typeOf(def.baseOid);
  const spec = rangeSpecOfType(range);
  return range && spec ? makeMultirangeType(def.oid, def.name, def.arrayOid, range, spec) : undefined;
}
