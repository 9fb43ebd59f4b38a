/**
 * Access control lists as PostgreSQL keeps them (utils/adt/acl.c): a list of aclitems, each
 * `grantee=privileges/grantor`, privileges as letters (a star after a letter: WITH GRANT OPTION),
 * an empty grantee for PUBLIC. Roles are OIDs here; names are put in when printed.
 */

/** One aclitem: grantee (0 = PUBLIC) got `privs` from `grantor`, `grantable` of them WITH GRANT OPTION. */
export interface AclItem {
  grantee: number;
  grantor: number;
  /** Privilege letters in ACL_ALL_RIGHTS_STR order */
  privs: string;
  /** The letters of `privs` held WITH GRANT OPTION */
  grantable: string;
}

/** The object kinds that have ACLs, as acldefault's one-letter codes name them. */
export type AclObjectType = 'r' | 's' | 'c' | 'd' | 'f' | 'n' | 'T' | 'l' | 'L';

/** Every privilege letter in the order aclitemout prints them (ACL_ALL_RIGHTS_STR). */
export const ACL_LETTERS = 'arwdDxtXUCTcsA';

/** Privilege keyword (as GRANT and has_*_privilege spell it, lower case) → letter. */
export const PRIVILEGE_LETTER: Readonly<Record<string, string>> = {
  insert: 'a', select: 'r', update: 'w', delete: 'd', truncate: 'D', references: 'x', trigger: 't', execute: 'X', usage: 'U',
  create: 'C', temporary: 'T', temp: 'T', connect: 'c', set: 's', 'alter system': 'A',
};

/** Letter → privilege keyword, as error messages name them. */
export const LETTER_NAME: Readonly<Record<string, string>> = {
  a: 'INSERT', r: 'SELECT', w: 'UPDATE', d: 'DELETE', D: 'TRUNCATE', x: 'REFERENCES', t: 'TRIGGER', X: 'EXECUTE', U: 'USAGE',
  C: 'CREATE', T: 'TEMPORARY', c: 'CONNECT', s: 'SET', A: 'ALTER SYSTEM',
};

/** The privileges an object kind has (ACL_ALL_RIGHTS_*). */
export const ALL_RIGHTS: Readonly<Record<AclObjectType, string>> = {
  r: 'arwdDxt', s: 'rwU', c: 'arwx', d: 'CTc', f: 'X', n: 'UC', T: 'U', l: 'U', L: 'rw',
};

/** Letters of `s` in ACL_LETTERS order, each once. */
export function normalizePrivs(s: string): string {
  let out = '';
  for (const ch of ACL_LETTERS) if (s.includes(ch)) out += ch;
  return out;
}

/** acldefault(type, owner): the privileges an object has before any GRANT or REVOKE. */
export function aclDefault(type: AclObjectType, owner: number): AclItem[] {
  const own = (privs: string): AclItem => ({ grantee: owner, grantor: owner, privs, grantable: '' });
  const pub = (privs: string): AclItem => ({ grantee: 0, grantor: owner, privs, grantable: '' });
  switch (type) {
    case 'c':
      return [];
    case 'd':
      return [pub('Tc'), own('CTc')];
    case 'f':
    case 'l':
    case 'T':
      return [pub(ALL_RIGHTS[type]), own(ALL_RIGHTS[type])];
    default:
      return [own(ALL_RIGHTS[type])];
  }
}

/** An ACL as stored in the internal tables: JSON `[[grantee, grantor, privs, grantable], …]`. */
export function aclToJson(acl: readonly AclItem[]): string {
  return JSON.stringify(acl.map((a) => [a.grantee, a.grantor, a.privs, a.grantable]));
}

/** Reads a stored ACL; null for NULL (the default ACL). */
export function aclFromJson(text: unknown): AclItem[] | null {
  if (text === null || text === undefined) return null;
  const rows = JSON.parse(String(text)) as [number, number, string, string][];
  return rows.map(([grantee, grantor, privs, grantable]) => ({ grantee, grantor, privs, grantable }));
}

/** putid: a role name as aclitemout prints it (double-quoted unless plain letters, digits and _). */
export function aclRoleName(name: string): string {
  let plain = name.length > 0;
  for (const ch of name) if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch === '_' || ch.charCodeAt(0) >= 0x80)) plain = false;
  return plain ? name : `"${name.split('"').join('""')}"`;
}

/** aclitemout: `grantee=privs/grantor`, role names from `name` (PUBLIC is empty). */
export function aclItemText(item: AclItem, name: (oid: number) => string): string {
  let privs = '';
  for (const ch of item.privs) privs += item.grantable.includes(ch) ? `${ch}*` : ch;
  const grantee = item.grantee === 0 ? '' : aclRoleName(name(item.grantee));
  return `${grantee}=${privs}/${aclRoleName(name(item.grantor))}`;
}
