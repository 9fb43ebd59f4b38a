import { PgError } from '@pgsqlite/errors';
import { builtinColumnIndex, builtinRows } from '@pgsqlite/catalog';
import type { SqlValue } from '@pgsqlite/engine';
import type { ExecContext } from './context.js';
import { callLargeObject } from './large-objects.js';

type ArgType = 'int4' | 'int8' | 'oid' | 'bytea';

/** The large-object functions libpq and psycopg2 call through FunctionCall: argument and result types. */
const SIGNATURES: Record<string, { args: ArgType[]; result: ArgType }> = {
  lo_open: { args: ['oid', 'int4'], result: 'int4' },
  lo_close: { args: ['int4'], result: 'int4' },
  lo_creat: { args: ['int4'], result: 'oid' },
  lo_create: { args: ['oid'], result: 'oid' },
  lo_unlink: { args: ['oid'], result: 'int4' },
  lo_lseek: { args: ['int4', 'int4', 'int4'], result: 'int4' },
  lo_lseek64: { args: ['int4', 'int8', 'int4'], result: 'int8' },
  lo_tell: { args: ['int4'], result: 'int4' },
  lo_tell64: { args: ['int4'], result: 'int8' },
  lo_truncate: { args: ['int4', 'int4'], result: 'int4' },
  lo_truncate64: { args: ['int4', 'int8'], result: 'int4' },
  loread: { args: ['int4', 'int4'], result: 'bytea' },
  lowrite: { args: ['int4', 'bytea'], result: 'int4' },
};

/** The built-in function's name for an OID (pg_proc), or undefined. */
function builtinName(oid: number): string | undefined {
  const at = builtinColumnIndex('pg_proc', 'oid');
  const name = builtinColumnIndex('pg_proc', 'proname');
  const row = builtinRows('pg_proc').find((r) => Number(r[at]) === oid);
  return row === undefined ? undefined : String(row[name]);
}

/** Text-format values of these types are ASCII (digits, `\\x` hex). */
const decoder = { decode: (b: Uint8Array): string => String.fromCharCode(...b) };
const encoder = { encode: (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff) };

function decodeArg(type: ArgType, raw: Uint8Array | null, binary: boolean): SqlValue {
  if (raw === null) return null;
  if (type === 'bytea') return binary ? raw : decoder.decode(raw);
  if (!binary) return decoder.decode(raw);
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  if (type === 'int8') {
    if (raw.length !== 8) throw new PgError('invalid_binary_representation', 'incorrect binary data format in function argument 1');
    return view.getBigInt64(0);
  }
  if (raw.length !== 4) throw new PgError('invalid_binary_representation', 'incorrect binary data format in function argument 1');
  return type === 'oid' ? view.getUint32(0) : view.getInt32(0);
}

function encodeResult(type: ArgType, v: SqlValue, binary: boolean): Uint8Array | null {
  if (v === null) return null;
  if (type === 'bytea') {
    const bytes = v instanceof Uint8Array ? v : encoder.encode(String(v));
    if (binary) return bytes;
    let hex = '\\x';
    for (const b of bytes) hex += b.toString(16).padStart(2, '0');
    return encoder.encode(hex);
  }
  if (!binary) return encoder.encode(String(v));
  const out = new Uint8Array(type === 'int8' ? 8 : 4);
  const view = new DataView(out.buffer);
  if (type === 'int8') view.setBigInt64(0, BigInt(v as number | bigint));
  else if (type === 'oid') view.setUint32(0, Number(v));
  else view.setInt32(0, Number(v));
  return out;
}

/**
 * A FunctionCall ('F') of a large-object function (fastpath.c, as libpq's lo_* and psycopg2's
 * lobject use it): arguments in the formats given, the result in the format asked.
 * undefined: the OID names no such function (the caller answers as for others).
 */
export async function fastpathLargeObject(core: ExecContext, oid: number, formats: readonly number[], args: readonly (Uint8Array | null)[], resultFormat: number): Promise<Uint8Array | null | undefined> {
  const name = builtinName(oid);
  const sig = name === undefined ? undefined : SIGNATURES[name];
  if (name === undefined || sig === undefined) return undefined;
  if (args.length !== sig.args.length) throw new PgError('protocol_violation', `function call message contains ${args.length} arguments but function requires ${sig.args.length}`);
  const formatOf = (i: number): number => (formats.length === 0 ? 0 : formats.length === 1 ? (formats[0] ?? 0) : (formats[i] ?? 0));
  const values = args.map((raw, i) => decodeArg(sig.args[i] as ArgType, raw, formatOf(i) === 1));
  const result = await callLargeObject(core, name, values);
  return encodeResult(sig.result, result ?? null, resultFormat === 1);
}
