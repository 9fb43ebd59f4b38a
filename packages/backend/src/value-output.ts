import { PgError } from '@pgsqlite/errors';
import { Oid, recordArraySendFromStored, recordSendFromText, typeByOid, typeIn, type Catalog, type FormatSettings, type PgType } from '@pgsqlite/catalog';
import { binaryEncoder, plainEncoder, type ValueEncoder } from './value-encoders.js';
import { encodeDataRowSpec } from './data-rows.js';
import type { FormatCode } from './client-channel.js';
import type { ExecContext } from './context.js';
import type { EncodedStreaming } from './execute.js';
import { BOOTSTRAP_SUPERUSER_OID } from './auth/role-store.js';
import type { SqlValue } from '@pgsqlite/engine';
import type { ResultColumn } from '@pgsqlite/translate';
import { isRegType, layoutHoldsReg, namedRegType, recordArrayTextWithRegNames, recordTextWithRegNames } from './reg-names-output.js';

/**
 * Output functions of result columns (typoutput / typsend): a stored value as the text or binary
 * form a client receives. Shared by the protocol's result rows and by PL/pgSQL's text of a value.
 */

export { encodeRow, type ValueEncoder } from './value-encoders.js';

/** The codec of a result column's type: built-in, or (given the catalog) a user enum/domain or an array of one. */
export function columnType(oid: number, catalog: Catalog | undefined): PgType | undefined {
  return typeByOid(oid) ?? (catalog === undefined ? undefined : typeIn(catalog, oid));
}

/** record[] (`_record`). */
const RECORD_ARRAY = 2287;

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
    if ((formats[i] ?? 0) === 0 && catalog !== undefined) {
      // reg* values (and their arrays, and rows holding them) print the names only the catalog knows
      const names = { catalog, searchPath, roleName };
      const named = namedRegType(type.oid, names);
      if (named !== undefined) return (v) => named.toText(v, typmod, settings);
      const row = type.oid === Oid.record || type.category === 'C' ? recordTextWithRegNames(c.recordFields, type.oid, names, settings) : undefined;
      if (row !== undefined) return (v) => row(type.toText(v, typmod, settings));
      const rows = type.oid === RECORD_ARRAY ? recordArrayTextWithRegNames(c.recordFields, names, settings, (v) => type.toText(v as Exclude<SqlValue, null>, typmod, settings)) : undefined;
      if (rows !== undefined) return rows;
    }
    const fields = c.recordFields;
    if (type.oid === Oid.record && (formats[i] ?? 0) === 1 && fields !== undefined) {
      // a ROW(…) column: record_send with the field types the plan knows (a SEARCH/CYCLE value carries its own)
      const send = binaryEncoder(type, typmod, settings);
      return (v) => (typeof v === 'string' && !v.startsWith('\u0001') ? recordSendFromText(v, fields, (oid) => columnType(oid, catalog), settings) : send(v));
    }
    if (type.oid === RECORD_ARRAY && (formats[i] ?? 0) === 1 && fields !== undefined) {
      // array_agg(ROW(…)) / ARRAY[ROW(…)]: array_send of record_sends (a SEARCH/CYCLE path carries its own)
      const send = binaryEncoder(type, typmod, settings);
      return (v) => (typeof v === 'string' ? (recordArraySendFromStored(v, fields, (oid) => columnType(oid, catalog), settings) ?? send(v)) : send(v));
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
    // reg* names (also inside arrays) and a record's reg* fields are printed from the catalog (reg-names-output.ts)
    if (format === 0 && (isRegType(type.oid) || type.oid === Oid.record || (type.oid === RECORD_ARRAY && c.recordFields !== undefined && layoutHoldsReg(c.recordFields)))) return undefined;
    if (format === 1 && (type.oid === Oid.record || type.oid === RECORD_ARRAY) && c.recordFields !== undefined) return undefined;
    types.push(type.oid);
    typmods.push(c.typmod);
    fmts.push(format);
  }
  return encodeDataRowSpec({ types, typmods, formats: fmts, settings });
}


/**
 * EncodedStreaming for a result sent whole to the client: its dataRowSpec is made only when the
 * statement streams its rows (then once), not for every Execute of a point read or a write.
 */
export function encodedStreaming(columns: readonly ResultColumn[], formats: readonly FormatCode[], settings: FormatSettings): EncodedStreaming {
  return new LazyDataRows(columns, formats, settings);
}

/** (A class: an object literal with a getter is defined through the runtime, ~1 µs per Execute.) */
class LazyDataRows implements EncodedStreaming {
  #spec: string | undefined | null = null;
  readonly #columns: readonly ResultColumn[];
  readonly #formats: readonly FormatCode[];
  readonly #settings: FormatSettings;

  constructor(columns: readonly ResultColumn[], formats: readonly FormatCode[], settings: FormatSettings) {
    this.#columns = columns;
    this.#formats = formats;
    this.#settings = settings;
  }

  get dataRows(): string | undefined {
    if (this.#spec === null) this.#spec = dataRowSpec(this.#columns, this.#formats, this.#settings);
    return this.#spec;
  }
}

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
