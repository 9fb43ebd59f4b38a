import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from './host.js';
import { numToChar } from './fn-num-to-char.js';
import { floatText, integerText, numericText } from './fn-num-values.js';
import { readNumeric } from './numeric-math.js';
import { readFloat } from './floats.js';
import { toNumber } from './fn-to-number.js';

const OID = { int2: 21, int4: 23, int8: 20, float4: 700, float8: 701, numeric: 1700 } as const;

/** to_char(number, format) for each numeric type OID. */
export function numberToChar(v: SqlValue, oid: number, format: string): string {
  switch (oid) {
    case OID.int2:
    case OID.int4:
    case OID.int8:
      return numToChar(format, (d) => integerText(BigInt(v as number | bigint), d));
    case OID.float4:
      return numToChar(format, (d) => floatText(readFloat(v), d, 6));
    case OID.float8:
      return numToChar(format, (d) => floatText(readFloat(v), d, 15));
    case OID.numeric:
      return numToChar(format, (d) => numericText(readNumeric(v), d));
  }
  throw new PgError('internal_error', `to_char: unexpected type ${oid}`);
}

/** to_char for numbers, to_number, to_date, to_timestamp. */
export function registerFormatting(host: RuntimeHost): void {
  host.defineFunction({
    name: 'pg_to_char_num',
    arity: 3,
    deterministic: true,
    call: (v, oid, fmt) => (v === null || fmt === null ? null : numberToChar(v, Number(oid), String(fmt))),
  });
  host.defineFunction({
    name: 'pg_to_number',
    arity: 2,
    deterministic: true,
    call: (v, fmt) => (v === null || fmt === null ? null : toNumber(String(v), String(fmt))),
  });
}
