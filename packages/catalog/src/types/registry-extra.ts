import type { PgType } from './pg-type.js';
import { builtinRangeTypes } from './range.js';
import { bitTypes } from './bit.js';
import { geoTypes } from './geo/geo-types.js';
import { tsearchTypes } from './tsearch/tsearch-types.js';
import { pgLsnType } from './pg-lsn.js';
import { macaddr8Type } from './macaddr8.js';
import { xid8Type, xidType } from './xid.js';
import { tidType } from './tid.js';
import { pgSnapshotType, txidSnapshotType } from './snapshot.js';

/**
 * Built-in types registered beside registry.ts's scalars: the range types (made from their
 * subtypes' codecs), the bit string types, the geometric types, pg_lsn, macaddr8, xid, xid8, the snapshot types and tid.
 */
export function extraBuiltinTypes(scalar: (oid: number) => PgType | undefined): PgType[] {
  return [...builtinRangeTypes(scalar), ...bitTypes, ...geoTypes, ...tsearchTypes, pgLsnType, macaddr8Type, xidType, xid8Type, pgSnapshotType, txidSnapshotType, tidType];
}
