import type { RuntimeHost, SqlValue } from './host.js';

/** aclexplode's privilege letters in ACL bit order (ACL_INSERT first), with their names. */
const PRIVILEGES: readonly (readonly [string, string])[] = [
  ['a', 'INSERT'], ['r', 'SELECT'], ['w', 'UPDATE'], ['d', 'DELETE'], ['D', 'TRUNCATE'], ['x', 'REFERENCES'], ['t', 'TRIGGER'],
  ['X', 'EXECUTE'], ['U', 'USAGE'], ['C', 'CREATE'], ['T', 'TEMPORARY'], ['c', 'CONNECT'], ['s', 'SET'], ['A', 'ALTER SYSTEM'],
];

/** One role name of aclitem text starting at `at` (double-quoted with "" escapes, or bare): [name, next index]. */
function roleAt(text: string, at: number, stop: string): [string, number] {
  if (text[at] !== '"') {
    let end = at;
    while (end < text.length && !stop.includes(text[end] as string)) end++;
    return [text.slice(at, end), end];
  }
  let name = '';
  let i = at + 1;
  while (i < text.length) {
    if (text[i] === '"' && text[i + 1] === '"') {
      name += '"';
      i += 2;
    } else if (text[i] === '"') {
      return [name, i + 1];
    } else {
      name += text[i++];
    }
  }
  return [name, i];
}

/**
 * aclexplode over an ACL as pgsqlite shows it (text[] of aclitem text, JSON): one
 * {grantor, grantee, privilege_type, is_grantable} per privilege held, grantee 0 for PUBLIC.
 */
export function explodeAcl(acl: SqlValue, roleOid: (name: string) => number | null): string | null {
  if (acl === null) return null;
  const items = JSON.parse(String(acl)) as string[];
  const out: { grantor: number | null; grantee: number | null; privilege_type: string; is_grantable: number }[] = [];
  for (const item of items) {
    const [grantee, eq] = roleAt(item, 0, '=');
    const slash = item.lastIndexOf('/');
    const privs = item.slice(eq + 1, slash < 0 ? item.length : slash);
    const grantor = slash < 0 ? '' : roleAt(item, slash + 1, '')[0];
    const granteeOid = grantee === '' ? 0 : roleOid(grantee);
    for (const [letter, name] of PRIVILEGES) {
      const at = privs.indexOf(letter);
      if (at < 0) continue;
      out.push({ grantor: roleOid(grantor), grantee: granteeOid, privilege_type: name, is_grantable: privs[at + 1] === '*' ? 1 : 0 });
    }
  }
  return JSON.stringify(out);
}

/** Registers pg_aclexplode(acl json, …) (the SRF aclexplode reads its rows from json_each). */
export function registerAclExplode(host: RuntimeHost, roleOid: (name: string) => number | null): void {
  host.defineFunction({ name: 'pg_aclexplode', arity: 1, deterministic: false, call: (acl) => explodeAcl(acl, roleOid) });
}
