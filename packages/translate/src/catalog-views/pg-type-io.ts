import { builtinColumnIndex, builtinRows, rowTypesOf, userTypeByOid, userTypesOf, type Catalog, type UserTypeDef } from '@pgsqlite/catalog';

/**
 * The support functions pg_type names for a type pgsqlite makes (typinput … typanalyze), as
 * PostgreSQL 15's CREATE TYPE / DefineEnum / DefineRange / heap_create_with_catalog set them:
 * OIDs of PostgreSQL's own functions (enum_in, record_in, array_in, domain_in, range_in,
 * multirange_in …), so introspection that reads them (drivers choosing a codec, psql, pg_dump,
 * type_sanity's checks) sees what PostgreSQL shows.
 */
export interface TypeIo {
  subscript: number;
  input: number;
  output: number;
  receive: number;
  send: number;
  analyze: number;
}

const ENUM: TypeIo = { subscript: 0, input: 3506, output: 3507, receive: 3532, send: 3533, analyze: 0 };
const RECORD: TypeIo = { subscript: 0, input: 2290, output: 2291, receive: 2402, send: 2403, analyze: 0 };
const RANGE: TypeIo = { subscript: 0, input: 3834, output: 3835, receive: 3836, send: 3837, analyze: 3916 };
const MULTIRANGE: TypeIo = { subscript: 0, input: 4231, output: 4232, receive: 4233, send: 4234, analyze: 4242 };
/** A varlena array type (array_subscript_handler, array_in … array_typanalyze). */
export const ARRAY_IO: TypeIo = { subscript: 6179, input: 750, output: 751, receive: 2400, send: 2401, analyze: 3816 };
const NONE: TypeIo = { subscript: 0, input: 0, output: 0, receive: 0, send: 0, analyze: 0 };
const DOMAIN_IN = 2597;
const DOMAIN_RECV = 2598;

/** A row type's (typtype 'c') functions. */
export const ROW_TYPE_IO = RECORD;

/** typoutput / typsend of a built-in type, from PostgreSQL 15's pg_type rows. */
function builtinOutput(oid: number): { output: number; send: number } {
  const rows = builtinRows('pg_type');
  const [o, out, send] = [builtinColumnIndex('pg_type', 'oid'), builtinColumnIndex('pg_type', 'typoutput'), builtinColumnIndex('pg_type', 'typsend')];
  const row = rows.find((r) => r[o] === oid);
  return { output: Number(row?.[out] ?? 0), send: Number(row?.[send] ?? 0) };
}

/** The I/O functions of a user type (enum, domain, range, multirange; an extension's base type has its own, outside PostgreSQL's core: 0). */
export function userTypeIo(catalog: Catalog, t: UserTypeDef): TypeIo {
  switch (t.kind) {
    case 'e':
      return ENUM;
    case 'r':
      return RANGE;
    case 'm':
      return MULTIRANGE;
    case 'd': {
      // domain_in / domain_recv, the base type's output and send (DefineDomain)
      const out = typeOutput(catalog, t.baseOid);
      return { subscript: 0, input: DOMAIN_IN, output: out.output, receive: DOMAIN_RECV, send: out.send, analyze: 0 };
    }
    default:
      return NONE;
  }
}

/** typoutput / typsend of any type: a user type's, a row type's, an array's, else the built-in row's. */
function typeOutput(catalog: Catalog, oid: number): { output: number; send: number } {
  const user = userTypeByOid(catalog, oid);
  if (user !== undefined) return userTypeIo(catalog, user);
  const rows = rowTypesOf(catalog);
  if (rows.some((r) => r.oid === oid)) return RECORD;
  if (rows.some((r) => r.arrayOid === oid) || userTypesOf(catalog).some((u) => u.arrayOid === oid)) return ARRAY_IO;
  return builtinOutput(oid);
}
