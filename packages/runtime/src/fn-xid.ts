import { parseSnapshot, storedXid8, visibleInSnapshot, xid8OfStored } from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';

/** Registers pg_xid8cmp (xid8cmp: btree order of two stored xid8, 20-digit text). */
export function registerXidFunctions(host: RuntimeHost): void {
  host.defineFunction({
    name: 'pg_xid8cmp',
    arity: 2,
    deterministic: true,
    call: (a, b) => {
      if (a === null || b === null) return null;
      const [x, y] = [String(a), String(b)];
      return x < y ? -1 : x > y ? 1 : 0;
    },
  });
}

/** The xid (uint64) of a stored xid8 (20-digit text) or of a bigint (txid, its 64 bits unsigned). */
function xidValue(v: SqlValue): bigint {
  return typeof v === 'string' ? xid8OfStored(v) : BigInt.asUintN(64, BigInt(v as number | bigint));
}

/**
 * Registers the snapshot functions (xid8funcs.c): pg_snapshot_part(s, 'xmin'|'xmax', asXid8),
 * pg_snapshot_visible(xid, s) and pg_snapshot_xip_json(s, asXid8) — the in-progress xids as a JSON
 * array for json_each (xid8's stored text, or bigints for txid_snapshot_xip).
 */
export function registerSnapshotFunctions(host: RuntimeHost): void {
  const def = (name: string, arity: number, call: (...args: SqlValue[]) => SqlValue): void =>
    host.defineFunction({ name, arity, deterministic: true, call: (...args) => (args.some((a) => a === null) ? null : call(...args)) });
  const out = (v: bigint, asXid8: SqlValue): SqlValue => (Number(asXid8) ? storedXid8(v) : v);
  def('pg_snapshot_part', 3, (s, part, asXid8) => {
    const snap = parseSnapshot(String(s));
    return out(part === 'xmin' ? snap.xmin : snap.xmax, asXid8);
  });
  def('pg_snapshot_visible', 2, (xid, s) => (visibleInSnapshot(xidValue(xid), parseSnapshot(String(s))) ? 1 : 0));
  def('pg_snapshot_xip_json', 2, (s, asXid8) => {
    const xip = parseSnapshot(String(s)).xip;
    return `[${xip.map((x) => (Number(asXid8) ? `"${storedXid8(x)}"` : x.toString())).join(',')}]`;
  });
}
