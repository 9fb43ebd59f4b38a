import type { RuntimeHost } from './host.js';

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
