import { arrayLowerBound, builtinColumnIndex, builtinRows, typeByOid } from '@pgsqlite/catalog';

/** PostgreSQL 15's pg_cast (`source:target`, any context) and its plain base types, read once from the built-in catalog. */
let matrix: { casts: Set<string>; base: Set<number> } | undefined;

function load(): { casts: Set<string>; base: Set<number> } {
  if (matrix !== undefined) return matrix;
  const casts = new Set<string>();
  const [src, dst] = [builtinColumnIndex('pg_cast', 'castsource'), builtinColumnIndex('pg_cast', 'casttarget')];
  for (const r of builtinRows('pg_cast')) casts.add(`${String(r[src])}:${String(r[dst])}`);
  const base = new Set<number>();
  const [oid, typtype, category] = [builtinColumnIndex('pg_type', 'oid'), builtinColumnIndex('pg_type', 'typtype'), builtinColumnIndex('pg_type', 'typcategory')];
  for (const r of builtinRows('pg_type')) if (r[typtype] === 'b' && r[category] !== 'A' && r[category] !== 'P' && r[category] !== 'X') base.add(Number(r[oid]));
  matrix = { casts, base };
  return matrix;
}

/**
 * Whether PostgreSQL has an explicit cast from one type to another (find_coercion_pathway): the same
 * type, a pg_cast entry, an I/O conversion to or from a string type, or arrays whose elements cast.
 * Between two built-in base types (bit ↔ varbit ↔ integer, …) nothing else: `varbit::int` is
 * 42846 as in PostgreSQL. Types outside them (user types, ranges, pseudo types, unknown) are left
 * to the caller: true.
 */
export function explicitCastExists(from: number, to: number): boolean {
  if (from === to) return true;
  const f = typeByOid(from);
  const t = typeByOid(to);
  if (!f || !t) return true;
  if (t.category === 'S' || f.category === 'S') return true;
  const fa = f.category === 'A';
  const ta = t.category === 'A';
  // int2vector / oidvector are reached from arrays only by I/O (no array coercion to them)
  if (fa && ta) return arrayLowerBound(to) !== 0 && explicitCastExists(f.elemOid, t.elemOid);
  const { casts, base } = load();
  if (casts.has(`${from}:${to}`)) return true;
  if (fa || ta) return !base.has(fa ? to : from);
  if (!base.has(from) || !base.has(to)) return true;
  return false;
}
