import type { SqlValue } from './sql-value.js';
import type { SendScratch } from './send-scratch.js';

/**
 * Session settings that change how values are written and read as text.
 * Names follow the GUCs (DateStyle, TimeZone, IntervalStyle, extra_float_digits, bytea_output).
 */
export interface FormatSettings {
  /** e.g. `ISO, MDY` */
  dateStyle: string;
  /** IANA name or fixed offset, e.g. `UTC`, `Europe/Paris` */
  timeZone: string;
  /** `postgres` | `postgres_verbose` | `sql_standard` | `iso_8601` */
  intervalStyle: string;
  /** -15..3; 1 (PG 12+ default) means shortest exact round-trip output */
  extraFloatDigits: number;
  byteaOutput: 'hex' | 'escape';
  /** standard_conforming_strings, as the scanner reads function and DO bodies; absent means on. */
  standardConformingStrings?: boolean;
  /** escape_string_warning; absent means on. */
  escapeStringWarning?: boolean;
  /** backslash_quote; absent means safe_encoding. */
  backslashQuote?: 'on' | 'off' | 'safe_encoding';
  /** The transaction start (µs since 1970 UTC) that 'now', 'today', 'tomorrow', 'yesterday' read; absent: the wall clock. */
  clock?: bigint;
  /**
   * Enum values ALTER TYPE … ADD VALUE made in the current transaction (`typeOid:label`): their
   * use before COMMIT is 55P04 (enum.c check_safe_enum_use). Absent or empty: none.
   */
  uncommittedEnumValues?: readonly string[];
  /** session_replication_role when not origin: which triggers and rules fire (trigger.c); absent: origin. */
  replicationRole?: 'replica' | 'local';
}

/** PostgreSQL 15 defaults, as a fresh session sees them. */
export const defaultFormatSettings: FormatSettings = {
  dateStyle: 'ISO, MDY',
  timeZone: 'UTC',
  intervalStyle: 'postgres',
  extraFloatDigits: 1,
  byteaOutput: 'hex',
};

/** SQLite storage class that holds the canonical encoding of a type. */
export type Storage = 'integer' | 'real' | 'text' | 'blob';

/**
 * One PostgreSQL type: its catalog facts and its codecs between the canonical SQLite
 * encoding (one per type, whatever wrote the value) and the wire formats.
 * Codecs never receive SQL NULL; they throw PgError on invalid input (22P02, 22003, 22007, …).
 */
export interface PgType {
  oid: number;
  /** pg_type.typname, e.g. `int4`, `_int4` */
  name: string;
  /** format_type() spelling without typmod, e.g. `integer`, `character varying` */
  displayName: string;
  /** pg_type.typlen (-1 varlena, -2 cstring) */
  len: number;
  /** pg_type.typcategory, e.g. `N`, `S`, `B`, `D`, `A`, `U` */
  category: string;
  /** pg_type.typispreferred */
  preferred: boolean;
  storage: Storage;
  /** OID of the array type of this type (0 when none) */
  arrayOid: number;
  /** For array types: the element type OID; otherwise 0 */
  elemOid: number;
  /** Encodes a stored value as PostgreSQL's text output. */
  toText(value: Exclude<SqlValue, null>, typmod: number, settings: FormatSettings): string;
  /** Parses PostgreSQL text input into the stored value, applying the typmod (length, scale). */
  fromText(text: string, typmod: number, settings: FormatSettings): Exclude<SqlValue, null>;
  /** Encodes a stored value as PostgreSQL's binary send format. */
  toBinary(value: Exclude<SqlValue, null>, typmod: number, settings: FormatSettings): Uint8Array;
  /**
   * Optional fast form of {@link toBinary} for types whose send format is the UTF-8 encoding of a
   * string (text types: the value; jsonb: the version byte 1, then the text): that string, which
   * the DataRow writer encodes in place. Agrees byte for byte with `toBinary`.
   */
  binaryString?(value: Exclude<SqlValue, null>, typmod: number, settings: FormatSettings): string;
  /**
   * Optional form of {@link toBinary} that may write into `scratch` and return a view of it (valid
   * until `scratch` is used again) instead of a new byte array. Same bytes as `toBinary`.
   */
  toBinaryView?(value: Exclude<SqlValue, null>, typmod: number, settings: FormatSettings, scratch: SendScratch): Uint8Array;
  /** Parses PostgreSQL's binary receive format into the stored value. */
  fromBinary(bytes: Uint8Array, typmod: number, settings: FormatSettings): Exclude<SqlValue, null>;
}
