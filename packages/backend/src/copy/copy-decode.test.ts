import { describe, expect, it } from 'vitest';
import { PgError, toPgError } from '@pgsqlite/errors';
import { defaultFormatSettings, typeByOid } from '@pgsqlite/catalog';
import type { SqlValue } from '@pgsqlite/engine';
import type { CopyColumn, CopyOptions } from '@pgsqlite/translate';
import { RowDecoder } from './copy-decode.js';

const columns: CopyColumn[] = [
  { name: 'id', typeOid: 23, typmod: -1 },
  { name: 'b', typeOid: 25, typmod: -1 },
];
const types = columns.map((c) => typeByOid(c.typeOid));

function options(format: 'text' | 'csv', more: Partial<CopyOptions> = {}): CopyOptions {
  const delimiter = format === 'csv' ? ',' : '\t';
  const nullMarker = format === 'csv' ? '' : '\\N';
  return { format, delimiter, null: nullMarker, header: false, quote: '"', escape: '"', forceQuote: [], forceNotNull: [], forceNull: [], ...more } as CopyOptions;
}

/** Decodes `lines` into one flat array, or the first error as [code, message, CONTEXT suffix]. */
function decode(o: CopyOptions, lines: readonly string[]): SqlValue[] | [string, string, string] {
  const d = new RowDecoder(columns, types, o, defaultFormatSettings);
  const out: SqlValue[] = [];
  try {
    for (const l of lines) d.decode(l, out, (e, extra) => toPgError(e).with({ where: `line${extra}` }));
  } catch (e) {
    const err = e as PgError;
    return [err.code, err.message, err.fields.where ?? ''];
  }
  return out;
}

describe('COPY row decoding (NextCopyFrom order of checks)', () => {
  it('text: values in one flat array, \\N is NULL, escapes decoded', () => {
    expect(decode(options('text'), ['1\tx', '2\t\\N', '3\ta\\tb', '4\t'])).toEqual([1, 'x', 2, null, 3, 'a\tb', 4, '']);
  });

  it('text: extra data is reported before any input error; then per column missing data or input error', () => {
    expect(decode(options('text'), ['x\ty\tz'])).toEqual(['22P04', 'extra data after last expected column', 'line: "x\ty\tz"']);
    expect(decode(options('text'), ['x'])).toEqual(['22P02', 'invalid input syntax for type integer: "x"', 'line, column id: "x"']);
    expect(decode(options('text'), ['1'])).toEqual(['22P04', 'missing data for column "b"', 'line: "1"']);
  });

  it('csv: quoted empty string is a value, unquoted empty is NULL, FORCE_NULL and FORCE_NOT_NULL', () => {
    expect(decode(options('csv'), ['1,""', '2,', '3,"a,b"'])).toEqual([1, '', 2, null, 3, 'a,b']);
    expect(decode(options('csv', { forceNull: [false, true] }), ['1,""'])).toEqual([1, null]);
    expect(decode(options('csv', { forceNotNull: [false, true] }), ['1,'])).toEqual([1, '']);
    expect(decode(options('csv'), ['1,"open'])).toEqual(['22P04', 'unterminated CSV quoted field', 'line: "1,"open"']);
  });
});
