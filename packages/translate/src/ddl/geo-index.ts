import { Oid } from '@pgsqlite/catalog';

/**
 * The operator classes PostgreSQL 15 has for the geometric types: GiST point_ops, box_ops,
 * poly_ops, circle_ops; SP-GiST quad_point_ops (default) / kd_point_ops, box_ops, poly_ops; none
 * for btree or hash. SQLite keeps such an index as an ordinary one over the stored text, which
 * answers every query the same (the operators are functions it does not search by).
 */
const CLASSES: Record<string, Readonly<Record<number, readonly string[]>>> = {
  gist: { [Oid.point]: ['point_ops'], [Oid.box]: ['box_ops'], [Oid.polygon]: ['poly_ops'], [Oid.circle]: ['circle_ops'] },
  spgist: { [Oid.point]: ['quad_point_ops', 'kd_point_ops'], [Oid.box]: ['box_ops'], [Oid.polygon]: ['poly_ops'] },
};

const GEO = new Set<number>([Oid.point, Oid.lseg, Oid.path, Oid.box, Oid.polygon, Oid.line, Oid.circle]);

/** Whether `method` indexes a key of geometric `type` (with `opclass` if named); undefined for other types. */
export function geoIndexable(method: string, type: number, opclass: string | undefined): boolean | undefined {
  if (!GEO.has(type)) return undefined;
  const names = CLASSES[method]?.[type];
  if (names === undefined) return false;
  return opclass === undefined || names.includes(opclass);
}

/** Whether `opclass` is a geometric operator class of `method` (for some other type than the key's). */
export function isGeoOpclass(method: string, opclass: string): boolean {
  return Object.values(CLASSES[method] ?? {}).some((names) => names.includes(opclass));
}
