import { Oid } from '@pgsqlite/catalog';
import { res } from './fn-args.js';
import type { ScalarImpl } from './scalar-functions.js';

/** Miscellaneous system functions. */
export const MISC_FUNCTIONS: Record<string, ScalarImpl> = {
  /** pg_typeof(any) → regtype: the argument's type OID, known at plan time. */
  pg_typeof: (args) => {
    const a = args[0];
    if (args.length !== 1 || !a) return undefined;
    // a domain-typed value is of its domain (expressions carry the base type for storage and operators)
    const oid = String(a.domain ?? a.type);
    // Keep an aggregate argument in the SQL so the query stays an aggregate query.
    return res(a.hasAgg ? `(CASE WHEN 1 THEN ${oid} ELSE ${a.sql} END)` : oid, Oid.regtype);
  },
};
