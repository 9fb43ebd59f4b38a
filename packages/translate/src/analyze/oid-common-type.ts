import { Oid } from '@pgsqlite/catalog';

/** The reg* types: each an OID under another name, implicitly castable to and from oid. */
const REG_TYPES: ReadonlySet<number> = new Set([Oid.regproc, Oid.regclass, Oid.regtype, Oid.regoper, Oid.regnamespace, Oid.regrole, 2202, 2204, 3734, 3769, 4191]);

const isInteger = (t: number): boolean => t === Oid.int2 || t === Oid.int4 || t === Oid.int8;

function isOidLike(t: number): boolean {
  return t === Oid.oid || REG_TYPES.has(t);
}

/**
 * select_common_type between `candidate` (the type chosen so far) and `next` when either is oid or
 * a reg* type (category N with the integers): an integer joins oid or the reg* type (int → oid
 * and int → regclass are implicit, not the other way); oid, the category's preferred type, is
 * kept once chosen; a reg* type chosen first is kept over oid (both casts are implicit and it is
 * not preferred); two different reg* types have no common type. Undefined when no rule applies.
 */
export function oidCommonType(candidate: number, next: number): number | null | undefined {
  if (!isOidLike(candidate) && !isOidLike(next)) return undefined;
  if (isInteger(candidate)) return next;
  if (isInteger(next)) return candidate;
  if (candidate === Oid.oid || next === Oid.oid) return candidate;
  return null;
}
