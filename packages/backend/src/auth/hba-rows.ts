import type { HbaName, HbaRule } from './hba-rules.js';
import { formatAddress } from './ip-address.js';

/** A name column as pg_hba_file_rules shows it: keywords bare, +role kept, quoted names as written. */
function names(list: HbaName[]): string[] {
  return list.map((n) => (n.group ? `+${n.name}` : n.name));
}

/** The rows of pg_hba_file_rules (translate HBA_RULES_PARAM), as JSON. */
export function hbaRulesJson(rules: readonly HbaRule[]): string {
  return JSON.stringify(
    rules.map((r) => ({
      line: r.line,
      type: r.type,
      databases: JSON.stringify(names(r.databases)),
      users: JSON.stringify(names(r.users)),
      address: typeof r.address === 'object' && r.address !== null ? formatAddress(r.address.address) : r.addressText,
      netmask: typeof r.address === 'object' && r.address !== null ? formatAddress(r.address.mask) : null,
      method: r.method,
    })),
  );
}
