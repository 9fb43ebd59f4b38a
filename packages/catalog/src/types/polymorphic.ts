/**
 * PostgreSQL's polymorphic pseudo-types (pg_type, typtype 'p'): no value is ever of one of them;
 * a function declared with them takes its actual types from each call's arguments.
 */

/** The pseudo-types a function's or aggregate's signature may name, by typname. */
export const POLYMORPHIC_TYPES = {
  anyelement: 2283,
  anyarray: 2277,
  anynonarray: 2776,
  anyenum: 3500,
  anyrange: 3831,
  anymultirange: 4537,
  anycompatible: 5077,
  anycompatiblearray: 5078,
  anycompatiblenonarray: 5079,
  anycompatiblerange: 5080,
  anycompatiblemultirange: 4538,
} as const;

/** The first family: every argument of these binds one element type exactly. */
export const FAMILY_ANY: ReadonlySet<number> = new Set([2283, 2277, 2776, 3500, 3831, 4537]);

/** The second family: the arguments' types are promoted to a common type. */
export const FAMILY_ANYCOMPATIBLE: ReadonlySet<number> = new Set([5077, 5078, 5079, 5080, 4538]);

const NAMES = new Map<number, string>([...Object.entries(POLYMORPHIC_TYPES).map(([n, o]) => [o, n] as const), [2276, '"any"'], [2281, 'internal']]);

/** format_type of a polymorphic pseudo-type (and "any", internal); undefined for other OIDs. */
export function pseudoTypeName(oid: number): string | undefined {
  return NAMES.get(oid);
}

/** Whether `oid` is one of the polymorphic pseudo-types. */
export function isPolymorphicType(oid: number): boolean {
  return FAMILY_ANY.has(oid) || FAMILY_ANYCOMPATIBLE.has(oid);
}
