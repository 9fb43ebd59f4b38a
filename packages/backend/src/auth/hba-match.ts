import type { AuthMethod, HbaName, HbaRule } from './hba-rules.js';
import { inRange, parseAddress, type AddressRange } from './ip-address.js';

/** What a connection is, as pg_hba.conf sees it. */
export interface HbaConnection {
  /** The client's address; null for a Unix-socket connection. */
  address: string | null;
  tls: boolean;
  user: string;
  database: string;
}

/** The server's own interface addresses with their netmasks (for samehost / samenet). */
export type LocalNetworks = () => AddressRange[];

/** Does a name column match? `all`, `sameuser`, `samerole` (pgsqlite has no role membership: the role itself), names, +group. */
function nameMatches(list: HbaName[], value: string, conn: HbaConnection, column: 'database' | 'user'): boolean {
  return list.some((n) => {
    if (n.keyword) {
      if (n.name === 'all') return true;
      if (column === 'database' && (n.name === 'sameuser' || n.name === 'samerole')) return conn.database === conn.user;
      if (n.name === 'replication') return false;
    }
    return n.name === value;
  });
}

function addressMatches(rule: HbaRule, client: Uint8Array, networks: LocalNetworks): boolean {
  const a = rule.address;
  if (a === 'all') return true;
  if (a === 'samehost') return networks().some((n) => client.length === n.address.length && client.every((b, i) => b === n.address[i]));
  if (a === 'samenet') return networks().some((n) => inRange(client, n));
  return a !== null && inRange(client, a);
}

/**
 * check_hba: the first rule whose connection type, database, user and address match decides;
 * null when none does (then the connection is refused with "no pg_hba.conf entry").
 */
export function matchHba(rules: readonly HbaRule[], conn: HbaConnection, networks: LocalNetworks): { method: AuthMethod; rule: HbaRule } | null {
  const client = conn.address === null ? null : parseAddress(conn.address);
  for (const rule of rules) {
    if (rule.type === 'local') {
      if (conn.address !== null) continue;
    } else {
      if (client === null) continue;
      if (rule.type === 'hostssl' && !conn.tls) continue;
      if (rule.type === 'hostnossl' && conn.tls) continue;
      if (rule.type === 'hostgssenc') continue;
      if (!addressMatches(rule, client, networks)) continue;
    }
    if (!nameMatches(rule.databases, conn.database, conn, 'database')) continue;
    if (!nameMatches(rule.users, conn.user, conn, 'user')) continue;
    return { method: rule.method, rule };
  }
  return null;
}
