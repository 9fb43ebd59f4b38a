import { PgError } from '@pgsqlite/errors';
import { Oid, SendScratch, fixedSend, textInto, recordSendFromText, typeByOid, typeIn, type Catalog, type FormatSettings, type PgType } from '@pgsqlite/catalog';
import type { FormatCode } from './client-channel.js';
import type { ExecContext } from './context.js';
import { BOOTSTRAP_SUPERUSER_OID } from './auth/role-store.js';
import { namedRegType, recordTextWithRegNames } from './reg-names-output.js';
import type { SqlValue } from '@pgsqlite/engine';
import type { ResultColumn } from '@pgsqlite/translate';

/**
 * Output functions of result columns (typoutput / typsend): a stored value as the text or binary
 * form a client receives. Shared by the protocol's result rows and by PL/pgSQL's text of a value.
 */

/** Encodes one non-NULL stored value of a column for the wire. */
export type ValueEncoder = (value: Exclude<SqlValue, null>) => string | Uint8Array;

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
    if ((formats[i] ?? 0) === 0 && catalog !== undefined) {
      // reg* values (and their arrays, and rows holding them) print the names only the catalog knows
      const names = { catalog, searchPath, roleName };
      const named = namedRegType(type.oid, names);
      if (named !== undefined) return (v) => named.toText(v, typmod, settings);
      const row = type.oid === Oid.record || type.category === 'C' ? recordTextWithRegNames(c.recordFields, type.oid, names, settings) : undefined;
      if (row !== undefined) return (v) => row(type.toText(v, typmod, settings));
    }
    const fields = c.recordFields;
    if (type.oid === Oid.record && (formats[i] ?? 0) === 1 && fields !== undefined) {
      // a ROW(…) column: record_send with the field types the plan knows (a SEARCH/CYCLE value carries its own)
      const send = binaryEncoder(type, typmod, settings);
      return (v) => (typeof v === 'string' && !v.startsWith('\u0001') ? recordSendFromText(v, fields, (oid) => columnType(oid, catalog), settings) : send(v));
    }
    if ((formats[i] ?? 0) === 1) return binaryEncoder(type, typmod, settings);
    return (textBytes ? textBytesEncoder(type, typmod, settings) : undefined) ?? textEncoder(type, typmod, settings);
  });
}

/**
 * A text encoder answering ASCII bytes (catalog's textInto) in a buffer of its own column,
 * reused for every row: the DataRow writer copies them before the next row. Only for the wire
 * (`textBytes`): other callers of text encoders want strings.
 */
function textBytesEncoder(type: PgType, typmod: number, settings: FormatSettings): ValueEncoder | undefined {
  const into = textInto(type, settings);
  if (into === undefined) return undefined;
  let scratch = new Uint8Array(64);
  /** A view of the scratch per byte count (short outputs): no object per value. */
  let views: Uint8Array[] = [];
  return (v) => {
    const room = into.room(v);
    if (room > scratch.length) {
      scratch = new Uint8Array(Math.max(room, 2 * scratch.length));
      views = [];
    }
    const n = into.write(v, scratch);
    if (n < 0) return type.toText(v, typmod, settings);
    if (n > 64) return scratch.subarray(0, n);
    return (views[n] ??= scratch.subarray(0, n));
  };
}

function textEncoder(type: PgType, typmod: number, settings: FormatSettings): ValueEncoder {
  return (v) => type.toText(v, typmod, settings);
}

function binaryEncoder(type: PgType, typmod: number, settings: FormatSettings): ValueEncoder {
  // A send function that can write into memory of its own (arrays, numeric, jsonb), one scratch
  // per column: the DataRow writer copies the view before the next row reuses it.
  const toView = type.toBinaryView;
  if (toView !== undefined) {
    const scratch = new SendScratch();
    return (v) => toView(v, typmod, settings, scratch);
  }
  // A send format that is the UTF-8 of a string (text, json …) goes as that string: the DataRow
  // writer encodes it in place, no byte array per value.
  const asString = type.binaryString;
  if (asString !== undefined) return (v) => asString(v, typmod, settings);
  // A fixed-size send format is written into one buffer per column, reused for every row: the
  // DataRow writer copies it at once (encodeRow's output never outlives the row).
  const fixed = fixedSend(type);
  if (fixed !== undefined) {
    const bytes = new Uint8Array(fixed.size);
    const view = new DataView(bytes.buffer);
    const write = fixed.write;
    return (v) => (write(v, view) ? bytes : type.toBinary(v, typmod, settings));
  }
  return (v) => type.toBinary(v, typmod, settings);
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

/**
 * Encodes one row into `out` (reused across rows by the caller). A binary value may be a view of
 * memory the column's encoder reuses for the next row: write `out` out before encoding another row.
 */
export function encodeRow(row: readonly SqlValue[], encoders: readonly ValueEncoder[], out: (string | Uint8Array | null)[]): void {
  for (let i = 0; i < encoders.length; i++) {
    const v = row[i];
    out[i] = v === null || v === undefined ? null : (encoders[i] as ValueEncoder)(v);
  }
}

/** regroleout's name of a role OID: the server's roles, else (no role store) the session user as the bootstrap superuser. */
export function roleNameOf(core: Pick<ExecContext, 'roles' | 'settings'>, oid: number): string | undefined {
  const role = core.roles?.byOid(oid);
  if (role !== undefined) return role.name;
  return core.roles === null && oid === BOOTSTRAP_SUPERUSER_OID ? core.settings.get('session_authorization') : undefined;
}
