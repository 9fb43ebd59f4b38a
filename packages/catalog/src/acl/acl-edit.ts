import { type AclItem, normalizePrivs } from './acl-item.js';

/** Letters of `a` that are not in `b`. */
function minus(a: string, b: string): string {
  let out = '';
  for (const ch of a) if (!b.includes(ch)) out += ch;
  return out;
}

/**
 * aclupdate for GRANT: `grantee` gets `privs` from `grantor` (and, with `withGrant`, the grant
 * option of them). The entry of the same grantee and grantor is extended, else one is appended.
 */
export function aclGrant(acl: readonly AclItem[], grantee: number, grantor: number, privs: string, withGrant: boolean): AclItem[] {
  const out = acl.map((a) => ({ ...a }));
  const found = out.find((a) => a.grantee === grantee && a.grantor === grantor);
  const grantable = withGrant ? privs : '';
  if (found === undefined) {
    if (privs !== '') out.push({ grantee, grantor, privs: normalizePrivs(privs), grantable: normalizePrivs(grantable) });
    return out;
  }
  found.privs = normalizePrivs(found.privs + privs);
  found.grantable = normalizePrivs(found.grantable + grantable);
  return out;
}

/** What a REVOKE leaves, or the dependent grants it would orphan without CASCADE. */
export interface RevokeOutcome {
  acl: AclItem[];
  /** Grants made by the grantee with a grant option this REVOKE removed (2BP01 without CASCADE) */
  dependents: boolean;
}

/**
 * aclupdate for REVOKE [GRANT OPTION FOR]: takes `privs` (or only their grant option) given by
 * `grantor` away from `grantee`; with `cascade`, also what the grantee granted with the grant
 * options lost, recursively (recursive_revoke). Entries left with no privileges go.
 */
export function aclRevoke(acl: readonly AclItem[], grantee: number, grantor: number, privs: string, grantOptionOnly: boolean, cascade: boolean, owner: number): RevokeOutcome {
  let out = acl.map((a) => ({ ...a }));
  const found = out.find((a) => a.grantee === grantee && a.grantor === grantor);
  if (found === undefined) return { acl: out, dependents: false };
  const lostOptions = privs.split('').filter((ch) => found.grantable.includes(ch)).join('');
  found.grantable = minus(found.grantable, privs);
  if (!grantOptionOnly) found.privs = minus(found.privs, privs);
  out = out.filter((a) => a.privs !== '');
  if (lostOptions === '' || grantee === owner) return { acl: out, dependents: false };
  // The grantee may still hold the grant option through another grantor (then its grants stand).
  const stillGrantable = out.filter((a) => a.grantee === grantee).map((a) => a.grantable).join('');
  const orphaned = minus(lostOptions, stillGrantable);
  if (orphaned === '') return { acl: out, dependents: false };
  const dependents = out.filter((a) => a.grantor === grantee && a.grantee !== grantee && [...orphaned].some((ch) => a.privs.includes(ch)));
  if (dependents.length === 0) return { acl: out, dependents: false };
  if (!cascade) return { acl: out, dependents: true };
  for (const d of dependents) out = aclRevoke(out, d.grantee, grantee, orphaned, false, true, owner).acl;
  return { acl: out, dependents: false };
}

/** aclnewowner: every mention of the old owner (as grantee or grantor) becomes the new one, entries merged. */
export function aclNewOwner(acl: readonly AclItem[], oldOwner: number, newOwner: number): AclItem[] {
  const out: AclItem[] = [];
  for (const a of acl) {
    const item = { ...a, grantee: a.grantee === oldOwner ? newOwner : a.grantee, grantor: a.grantor === oldOwner ? newOwner : a.grantor };
    const same = out.find((o) => o.grantee === item.grantee && o.grantor === item.grantor);
    if (same === undefined) out.push(item);
    else {
      same.privs = normalizePrivs(same.privs + item.privs);
      same.grantable = normalizePrivs(same.grantable + item.grantable);
    }
  }
  return out;
}

/** The privileges `roles` (a role and those it inherits from, PUBLIC = 0 included) hold: [privs, grantable]. */
export function aclMask(acl: readonly AclItem[], roles: ReadonlySet<number>): [string, string] {
  let privs = '';
  let grantable = '';
  for (const a of acl) {
    if (a.grantee !== 0 && !roles.has(a.grantee)) continue;
    privs += a.privs;
    grantable += a.grantable;
  }
  return [normalizePrivs(privs), normalizePrivs(grantable)];
}
