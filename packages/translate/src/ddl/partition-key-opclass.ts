import { Oid, formatType, type PartitionKeyColumn } from '@pgsqlite/catalog';
import { type AstNode, type Fields, names } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { isString } from '../analyze/types.js';
import { pgQuoteIdent } from './pg-ident.js';
import { findOpclass } from './create-opclass.js';

/**
 * `COLLATE c` and an operator class on a partition key column (PartitionElem), accepted where
 * they change nothing pgsqlite would do differently, else 0A000:
 * - the collations "C", "POSIX" and "default" over strings (pgsqlite compares strings byte by
 *   byte, as "C" does);
 * - the type's default operator class named explicitly (`a int4_ops`), and text_pattern_ops /
 *   varchar_pattern_ops / bpchar_pattern_ops, which order strings byte by byte too;
 * - a CREATE OPERATOR CLASS class for the key type: for hash partitioning its extended hash
 *   function (support function 2, a user function) places the rows, as PostgreSQL does.
 */
export function keyOpclass(ctx: PlanCtx, p: Fields, typeOid: number, strategy: 'r' | 'l' | 'h'): Pick<PartitionKeyColumn, 'suffix' | 'opclassOid' | 'hashFunction'> {
  const location = p['location'] as number | undefined;
  let suffix = '';
  const out: Pick<PartitionKeyColumn, 'suffix' | 'opclassOid' | 'hashFunction'> = {};
  if (p['collation'] !== undefined) {
    const coll = names(p['collation'] as AstNode[]);
    const bare = coll[coll.length - 1] ?? '';
    if (!isString(typeOid)) throw ctx.error('datatype_mismatch', `collations are not supported by type ${formatType(typeOid, -1)}`, location);
    if (!['C', 'POSIX', 'default'].includes(bare) || (coll.length > 1 && coll[0] !== 'pg_catalog')) {
      throw ctx.error('feature_not_supported', `collation "${coll.join('.')}" in a partition key is not supported by pgsqlite (only "C", "POSIX" and "default")`, location);
    }
    suffix += ` COLLATE ${pgQuoteIdent(bare)}`;
  }
  if (p['opclass'] !== undefined) {
    const parts = names(p['opclass'] as AstNode[]);
    const method = strategy === 'h' ? 'hash' : 'btree';
    const user = findOpclass(ctx, parts, method);
    if (user !== undefined) {
      if (user.intype !== typeOid) throw ctx.error('datatype_mismatch', `operator class "${user.name}" does not accept data type ${formatType(typeOid, -1)}`);
      out.opclassOid = user.oid;
      if (strategy === 'h') {
        const fn = user.functions.find((x) => x.number === 2);
        const def = fn === undefined ? undefined : ctx.catalog.userFunctions?.().find((u) => u.oid === fn.oid);
        if (def === undefined) throw ctx.error('feature_not_supported', `operator class "${user.name}" of access method hash has no extended hash function (support function 2), which pgsqlite needs to place rows`, location);
        out.hashFunction = { schema: def.schema, name: def.name };
      } else {
        throw ctx.error('feature_not_supported', `a user-defined btree operator class ("${user.name}") in a partition key is not supported by pgsqlite`, location);
      }
    } else if (!builtinEquivalent(parts, typeOid)) {
      const known = builtinName(parts);
      if (known) throw ctx.error('feature_not_supported', `operator class "${parts.join('.')}" in a partition key is not supported by pgsqlite`, location);
      throw ctx.error('undefined_object', `operator class "${parts.join('.')}" does not exist for access method "${method}"`);
    }
    suffix += ` ${parts.map(pgQuoteIdent).join('.')}`;
  }
  if (suffix !== '') out.suffix = suffix;
  return out;
}

/** The built-in operator classes whose order (and hash) on a type is the type's default one under pgsqlite's byte-wise string order. */
const DEFAULTS: ReadonlyMap<number, readonly string[]> = new Map([
  [Oid.int2, ['int2_ops']],
  [Oid.int4, ['int4_ops']],
  [Oid.int8, ['int8_ops']],
  [Oid.text, ['text_ops', 'text_pattern_ops']],
  [Oid.varchar, ['varchar_ops', 'text_ops', 'varchar_pattern_ops', 'text_pattern_ops']],
  [Oid.bpchar, ['bpchar_ops', 'bpchar_pattern_ops']],
  [Oid.numeric, ['numeric_ops']],
  [Oid.float4, ['float4_ops']],
  [Oid.float8, ['float8_ops']],
  [Oid.bool, ['bool_ops']],
  [Oid.date, ['date_ops']],
  [Oid.timestamp, ['timestamp_ops']],
  [Oid.timestamptz, ['timestamptz_ops']],
  [Oid.interval, ['interval_ops']],
  [Oid.uuid, ['uuid_ops']],
  [Oid.oid, ['oid_ops']],
]);

function builtinEquivalent(parts: readonly string[], typeOid: number): boolean {
  const bare = parts[parts.length - 1] ?? '';
  if (parts.length > 1 && parts[0] !== 'pg_catalog') return false;
  return DEFAULTS.get(typeOid)?.includes(bare) === true;
}

/** Is the name one of PostgreSQL's built-in operator classes (of any type)? */
function builtinName(parts: readonly string[]): boolean {
  const bare = parts[parts.length - 1] ?? '';
  return [...DEFAULTS.values()].some((l) => l.includes(bare));
}
