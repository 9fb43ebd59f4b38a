import type { PgError } from '@pgsqlite/errors';
import type { FormatSettings, PgType } from '@pgsqlite/catalog';
import type { SqlValue } from '@pgsqlite/engine';
import type { CopyColumn, CopyPlan } from '@pgsqlite/translate';
import { parseCsvFields } from './copy-csv.js';
import { limitPrintout, parseTextFields } from './copy-text.js';
import { badCopyFormat } from './encoding.js';

/** Adds the CONTEXT of the line being read to an error (`extra` follows `COPY t, line N`). */
export type CopyFail = (e: unknown, extra: string) => PgError;

/**
 * Decodes text and CSV lines of one COPY into column values with each column's input function
 * (NextCopyFrom: split the whole line, "extra data" before any conversion, then per column
 * "missing data" or its input function's error).
 */
export class RowDecoder {
  private readonly count: number;
  private readonly typmods: number[];

  constructor(
    private readonly columns: readonly CopyColumn[],
    private readonly types: readonly (PgType | undefined)[],
    private readonly o: CopyPlan['options'],
    private readonly settings: FormatSettings,
  ) {
    this.count = columns.length;
    this.typmods = columns.map((c) => c.typmod);
  }

  /** Appends the values of `line` to `out` (a row's worth; nothing usable is left on error). */
  decode(line: string, out: SqlValue[], fail: CopyFail): void {
    const fields = this.fields(line, fail);
    const n = this.count;
    if (fields.length > n) throw fail(badCopyFormat('extra data after last expected column'), `: "${limitPrintout(line)}"`);
    for (let i = 0; i < n; i++) {
      if (i >= fields.length) throw fail(badCopyFormat(`missing data for column "${(this.columns[i] as CopyColumn).name}"`), `: "${limitPrintout(line)}"`);
      const v = fields[i] as string | null;
      if (v === null) {
        out.push(null);
        continue;
      }
      const type = this.types[i];
      if (type === undefined) {
        out.push(v);
        continue;
      }
      let value: SqlValue;
      try {
        value = type.fromText(v, this.typmods[i] as number, this.settings);
      } catch (e) {
        throw fail(e, `, column ${(this.columns[i] as CopyColumn).name}: "${limitPrintout(v)}"`);
      }
      out.push(value);
    }
  }

  private fields(line: string, fail: CopyFail): (string | null)[] {
    const o = this.o;
    try {
      if (o.format !== 'csv') return parseTextFields(line, o.delimiter, o.null);
      return parseCsvFields(line, o.delimiter, o.quote, o.escape).map((f, i) => {
        const isNull = f.quoted ? o.forceNull[i] === true && f.value === o.null : f.raw === o.null && o.forceNotNull[i] !== true;
        return isNull ? null : f.value;
      });
    } catch (e) {
      throw fail(e, `: "${limitPrintout(line)}"`);
    }
  }
}

/** HEADER MATCH: the header line must name the copied columns, in order (22P04). */
export function checkHeader(columns: readonly CopyColumn[], line: string, o: CopyPlan['options'], where: string): void {
  const fields =
    o.format === 'csv'
      ? parseCsvFields(line, o.delimiter, o.quote, o.escape).map((f) => (!f.quoted && f.raw === o.null ? null : f.value))
      : parseTextFields(line, o.delimiter, o.null);
  if (fields.length !== columns.length) {
    throw badCopyFormat(`wrong number of fields in header line: got ${fields.length}, expected ${columns.length}`, { where });
  }
  fields.forEach((f, i) => {
    const expected = (columns[i] as CopyColumn).name;
    if (f === null) {
      throw badCopyFormat(`column name mismatch in header line field ${i + 1}: got null value ("${o.null}"), expected "${expected}"`, { where });
    }
    if (f !== expected) throw badCopyFormat(`column name mismatch in header line field ${i + 1}: got "${f}", expected "${expected}"`, { where });
  });
}
