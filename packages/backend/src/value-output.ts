import { PgError } from '@pgsqlite/errors';
import { Oid, makeArrayType, recordSendFromText, typeByOid, typeIn, type Catalog, type FormatSettings, type PgType } from '@pgsqlite/catalog';
import { binaryEncoder, plainEncoder, type ValueEncoder } from './value-encoders.js';
import { encodeDataRowSpec } from './data-rows.js';
import type { FormatCode } from './client-channel.js';
import type { ExecContext } from './context.js';
import { BOOTSTRAP_SUPERUSER_OID } from './auth/role-store.js';
import type { SqlValue } from '@pgsqlite/engine';
import { REG_OBJECT_TYPES, regObjectText, relationNames, userTypeNames, type ResultColumn } from '@pgsqlite/translate';

/**
 * Output functions of result columns (typoutput / typsend): a stored value as the text or binary
 * form a client receives. Shared by the protocol's result rows and by PL/pgSQL's text of a value.
 */

export { encodeRow, type ValueEncoder } from './value-encoders.js';

/** The codec of a result column's type: built-in, or (given the catalog) a user enum/domain or an array of one. */
export function columnType(oid: number, catalog: Catalog | undefined): PgType | undefined {
  return typeByOid(oid) ?? (catalog === undefined ? undefined : typeIn(catalog, oid));
}

/**
 * One encoder per column, computed once per portal (the per-row loop only calls them).
 * `textBytes`: text-format encoders may answer ASCII bytes in memory they reuse for the next row
 * (the wire's DataRow writer, which copies them at once); other callers get strings.
 */
export function columnEncoders(
  columns: readonly ResultColumn[],
  formats: readonly FormatCode[],
  settings: FormatSettings,
  catalog?: Catalog,
  searchPath: readonly string[] = ['public'],
  roleName: (oid: number) => string | undefined = () => undefined,
  textBytes = false,
): ValueEncoder[] {
  return columns.map((c, i) => {
    const type = columnType(c.typeOid, catalog);
    const typmod = c.typmod;
    if (type === undefined) return fallbackEncoder(formats[i] ?? 0);
    if (type.oid === Oid.regtype && (formats[i] ?? 0) === 0 && catalog !== undefined) {
      // regtype prints a user type's name, which only the catalog knows (format_type)
      const names = userTypeNames(catalog, searchPath);
      if (names.size > 0) return (v) => names.get(Number(v)) ?? type.toText(v, typmod, settings);
    }
    if (type.oid === Oid.regclass && (formats[i] ?? 0) === 0 && catalog !== undefined) {
      // regclassout: the relation's name as the search path sees it, else the OID's digits
      const names = relationNames(catalog, searchPath);
      // InvalidOid prints as '-'
      return (v) => names.get(Number(v)) ?? (Number(v) === 0 ? '-' : type.toText(v, typmod, settings));
    }
    if ((type.oid === Oid._regtype || type.oid === Oid._regclass) && (formats[i] ?? 0) === 0 && catalog !== undefined) {
      // regtype[] / regclass[]: each element printed as its scalar type prints it (names the catalog knows)
      const elem = typeByOid(type.elemOid);
      const names = type.oid === Oid._regtype ? userTypeNames(catalog, searchPath) : relationNames(catalog, searchPath);
      if (elem !== undefined && names.size > 0) {
        const zero = type.oid === Oid._regclass ? '-' : undefined;
        const named: PgType = { ...elem, toText: (v, m, s) => names.get(Number(v)) ?? (Number(v) === 0 && zero !== undefined ? zero : elem.toText(v, m, s)) };
        const array = makeArrayType(named);
        return (v) => array.toText(v, typmod, settings);
      }
    }
    const fields = c.recordFields;
    if (type.oid === Oid.record && (formats[i] ?? 0) === 1 && fields !== undefined) {
      // a ROW(…) column: record_send with the field types the plan knows (a SEARCH/CYCLE value carries its own)
      const send = binaryEncoder(type, typmod, settings);
      return (v) => (typeof v === 'string' && !v.startsWith('\u0001') ? recordSendFromText(v, fields, (oid) => columnType(oid, catalog), settings) : send(v));
    }
    if (REG_OBJECT_TYPES.has(type.oid) && (formats[i] ?? 0) === 0 && catalog !== undefined) {
      // regprocout, regoperout, regnamespaceout, regroleout: the object's name
      const oid = type.oid;
      return (v) => regObjectText(oid, Number(v) >>> 0, catalog, roleName) ?? type.toText(v, typmod, settings);
    }
    return plainEncoder(type, typmod, formats[i] ?? 0, settings, textBytes);
  });
}

/**
 * The spec an executor thread encodes this result's DataRows from (data-rows.ts), or undefined
 * when some column's encoder needs more than its built-in type and the format settings — the
 * catalog (user types, reg* names, a ROW's field types) — and the rows must be encoded here.
 * Mirrors columnEncoders: for the columns it accepts, that function answers plainEncoder too.
 */
export function dataRowSpec(columns: readonly ResultColumn[], formats: readonly FormatCode[], settings: FormatSettings): string | undefined {
  const types: number[] = [];
  const typmods: number[] = [];
  const fmts: number[] = [];
  for (let i = 0; i < columns.length; i++) {
    const c = columns[i] as ResultColumn;
    const format = formats[i] ?? 0;
    const type = typeByOid(c.typeOid);
    if (type === undefined || (format !== 0 && format !== 1)) return undefined;
    if (format === 0 && (CATALOG_TEXT.has(type.oid) || REG_OBJECT_TYPES.has(type.oid))) return undefined;
    if (format === 1 && type.oid === Oid.record && c.recordFields !== undefined) return undefined;
    types.push(type.oid);
    typmods.push(c.typmod);
    fmts.push(format);
  }
  return encodeDataRowSpec({ types, typmods, formats: fmts, settings });
}

/** Types whose text output names catalog objects (columnEncoders' regtype/regclass branches). */
const CATALOG_TEXT = new Set<number>([Oid.regtype, Oid.regclass, Oid._regtype, Oid._regclass]);

/** A column whose type the catalog does not know: send what SQLite holds, as text. */
function fallbackEncoder(format: FormatCode): ValueEncoder {
  if (format === 1) {
    return (v) => {
      throw new PgError('feature_not_supported', `binary output of a value of storage class ${typeof v} is not supported`);
    };
  }
  return (v) => {
    if (typeof v !== 'object') return String(v);
    let hex = '\\x';
    for (const b of v) hex += b.toString(16).padStart(2, '0');
    return hex;
  };
}

/** regroleout's name of a role OID: the server's roles, else (no role store) the session user as the bootstrap superuser. */
export function roleNameOf(core: Pick<ExecContext, 'roles' | 'settings'>, oid: number): string | undefined {
  const role = core.roles?.byOid(oid);
  if (role !== undefined) return role.name;
  return core.roles === null && oid === BOOTSTRAP_SUPERUSER_OID ? core.settings.get('session_authorization') : undefined;
}
