import { PgError } from '@pgsqlite/errors';
import type { Catalog } from '@pgsqlite/catalog';
import type { FieldDescription, FormatCode } from '@pgsqlite/wire';
import type { ResultColumn } from '@pgsqlite/translate';
import { columnType } from '@pgsqlite/backend';

/**
 * Expands Bind's result format codes: none → all text, one → applies to all, else one per column.
 * @see https://www.postgresql.org/docs/15/protocol-message-formats.html (Bind)
 */
export function resultFormats(codes: readonly number[], columnCount: number): FormatCode[] {
  if (codes.length > 1 && codes.length !== columnCount) {
    throw new PgError('protocol_violation', `bind message has ${codes.length} result formats but query has ${columnCount} columns`);
  }
  const formats = new Array<FormatCode>(columnCount);
  for (let i = 0; i < columnCount; i++) formats[i] = (codes.length === 0 ? 0 : codes.length === 1 ? codes[0] : codes[i]) === 1 ? 1 : 0;
  return formats;
}

/**
 * The first result format code that is neither text nor binary, if any: PostgreSQL accepts it at
 * Bind and fails with 22023 only when a row is about to be sent in it (printtup_prepare_info).
 */
export function unsupportedFormat(codes: readonly number[], columnCount: number): number | undefined {
  const used = codes.length === 1 ? (columnCount > 0 ? codes : []) : codes;
  return used.find((c) => c !== 0 && c !== 1);
}

/** 22023 for a result format code that is neither text nor binary. */
export function unsupportedFormatError(code: number): PgError {
  return new PgError('invalid_parameter_value', `unsupported format code: ${code}`);
}

/** RowDescription fields for result columns in the given formats. */
export function fieldDescriptions(columns: readonly ResultColumn[], formats: readonly FormatCode[], catalog?: Catalog): FieldDescription[] {
  return columns.map((c, i) => ({
    name: c.name,
    tableOid: c.tableOid,
    columnAttr: c.attnum,
    typeOid: c.typeOid,
    typeSize: columnType(c.typeOid, catalog)?.len ?? -1,
    typeModifier: c.typmod,
    format: formats[i] ?? 0,
  }));
}
