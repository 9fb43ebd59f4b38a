import type { RuntimeHost } from './host.js';
import { registerNameUuid } from './fn-uuid-name.js';

const hex = (v: bigint, digits: number): string => v.toString(16).padStart(digits, '0');

/** 100 ns intervals between the UUID epoch (1582-10-15) and 1970-01-01. */
const GREGORIAN_OFFSET = 122192928000000000n;

/**
 * uuid-ossp's time-based UUIDs: version 1 (uuid_generate_v1, uuid_generate_v1mc) with a
 * random node whose multicast bit is set (no MAC address is read) and a random clock sequence;
 * successive calls in one millisecond get successive 100 ns ticks.
 */
export function registerUuidFunctions(host: RuntimeHost): void {
  registerNameUuid(host);
  const crypto = (globalThis as unknown as { crypto: { getRandomValues(a: Uint8Array): Uint8Array } }).crypto;
  let lastTicks = 0n;
  host.defineFunction({
    name: 'pg_uuid_v1',
    arity: 0,
    deterministic: false,
    call: () => {
      let ticks = BigInt(Date.now()) * 10000n + GREGORIAN_OFFSET;
      if (ticks <= lastTicks) ticks = lastTicks + 1n;
      lastTicks = ticks;
      const rnd = crypto.getRandomValues(new Uint8Array(8));
      const clockSeq = ((BigInt(rnd[0] ?? 0) << 8n) | BigInt(rnd[1] ?? 0)) & 0x3fffn | 0x8000n;
      let node = 0n;
      for (let i = 2; i < 8; i++) node = (node << 8n) | BigInt(rnd[i] ?? 0);
      node |= 0x010000000000n;
      const low = ticks & 0xffffffffn;
      const mid = (ticks >> 32n) & 0xffffn;
      const high = ((ticks >> 48n) & 0x0fffn) | 0x1000n;
      return `${hex(low, 8)}-${hex(mid, 4)}-${hex(high, 4)}-${hex(clockSeq, 4)}-${hex(node, 12)}`;
    },
  });
}
