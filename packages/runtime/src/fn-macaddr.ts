import { formatMacBytes, macBytesOfStored } from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';

/**
 * The functions of macaddr and macaddr8 (mac.c, mac8.c), on their stored form `xx:xx:…` (either
 * length): trunc (the first 3 bytes, the rest zero), the bitwise operators ~ & | and
 * macaddr8_set7bit (the universal/local bit of the first byte set: modified EUI-64).
 */
function bytes(v: SqlValue): Uint8Array {
  return macBytesOfStored(String(v));
}

function strict(fn: (...args: SqlValue[]) => SqlValue): (...args: SqlValue[]) => SqlValue {
  return (...args) => (args.some((a) => a === null) ? null : fn(...args));
}

function bitwise(a: SqlValue, b: SqlValue, op: (x: number, y: number) => number): string {
  const x = bytes(a);
  const y = bytes(b);
  return formatMacBytes(x.map((v, i) => op(v, y[i] ?? 0)));
}

/** Registers pg_mac_trunc, pg_mac_not, pg_mac_and, pg_mac_or, pg_macaddr8_set7bit. */
export function registerMacaddrFunctions(host: RuntimeHost): void {
  const def = (name: string, arity: number, call: (...args: SqlValue[]) => SqlValue): void =>
    host.defineFunction({ name, arity, deterministic: true, call: strict(call) });
  def('pg_mac_trunc', 1, (v) => formatMacBytes(bytes(v).map((x, i) => (i < 3 ? x : 0))));
  def('pg_mac_not', 1, (v) => formatMacBytes(bytes(v).map((x) => ~x & 0xff)));
  def('pg_mac_and', 2, (a, b) => bitwise(a, b, (x, y) => x & y));
  def('pg_mac_or', 2, (a, b) => bitwise(a, b, (x, y) => x | y));
  def('pg_macaddr8_set7bit', 1, (v) => formatMacBytes(bytes(v).map((x, i) => (i === 0 ? x | 0x02 : x))));
}
