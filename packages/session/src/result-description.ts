import { PgError } from '@pgsqlite/errors';
import type { Catalog } from '@pgsqlite/catalog';
import type { FieldDescription, FormatCode } from '@pgsqlite/wire';
import type { ResultColumn } from '@pgsqlite/translate';
import { columnType } from '@pgsqlite/backend';

/**
 * Expands Bind's result format codes: none → all text, one → applies to all, else one per column.
 * @see https://www.postgresql.org/docs/15/protocol-message-formats.html (Bind)
 */
export function resultFormats(codes: readonly FormatCode[], columnCount: number): FormatCode[] {
  if (codes.length === 0) return new Array<FormatCode>(columnCount).fill(0);
  if (codes.length === 1) return new Array<FormatCode>(columnCount).fill(codes[0] as FormatCode);
  if (codes.length !== columnCount) {
    throw new PgError('protocol_violation', `bind message has ${codes.length} result formats but query has ${columnCount} columns`);
  }
  return [...codes];
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
