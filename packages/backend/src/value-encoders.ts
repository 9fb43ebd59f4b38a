import { SendScratch, fixedSend, textInto, type FormatSettings, type PgType } from '@pgsqlite/catalog';
import type { SqlValue } from '@pgsqlite/engine';

/**
 * The output functions of a result column whose type needs nothing but its codec and the
 * session's format settings (no catalog): what value-output.ts's columnEncoders gives a built-in
 * type, and what an executor thread encoding DataRows itself uses (data-rows.ts). Imports only
 * the catalog's codecs, so that executor threads need not load the translator.
 */

/** Encodes one non-NULL stored value of a column for the wire. */
export type ValueEncoder = (value: Exclude<SqlValue, null>) => string | Uint8Array;

/**
 * A column's encoder in `format` (0 text, 1 binary). `textBytes`: a text encoder may answer ASCII
 * bytes in memory it reuses for the next row (for the wire's DataRow writer, which copies them at
 * once); else strings.
 */
export function plainEncoder(type: PgType, typmod: number, format: number, settings: FormatSettings, textBytes: boolean): ValueEncoder {
  if (format === 1) return binaryEncoder(type, typmod, settings);
  return (textBytes ? textBytesEncoder(type, typmod, settings) : undefined) ?? textEncoder(type, typmod, settings);
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

export function binaryEncoder(type: PgType, typmod: number, settings: FormatSettings): ValueEncoder {
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
