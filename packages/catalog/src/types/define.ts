import type { PgType } from './pg-type.js';

/** Catalog facts with sensible defaults for a scalar type; codecs are required. */
export type TypeSpec = Pick<PgType, 'oid' | 'name' | 'displayName' | 'storage' | 'toText' | 'fromText' | 'toBinary' | 'fromBinary'> &
  Partial<Pick<PgType, 'len' | 'category' | 'preferred' | 'arrayOid' | 'elemOid' | 'binaryString' | 'toBinaryView'>>;

/** Builds a PgType from a spec. */
export function defineType(spec: TypeSpec): PgType {
  return { len: -1, category: 'U', preferred: false, arrayOid: 0, elemOid: 0, ...spec };
}
