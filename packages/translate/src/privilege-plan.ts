import type { AclObjectType } from '@pgsqlite/catalog';

/** A role as a statement names it: a name, PUBLIC, or CURRENT_USER / SESSION_USER / CURRENT_ROLE. */
export type RoleRef = { name: string } | { public: true } | { current: true } | { session: true };

/** One object a GRANT/REVOKE/ALTER … OWNER names, resolved against the catalog. */
export interface AclTarget {
  /** pg_class, pg_namespace, pg_proc, pg_type, pg_database (objoid 0: the current database) */
  classoid: number;
  objoid: number;
  type: AclObjectType;
  /** As messages name it: `table "t"`… (the quoted name) */
  name: string;
  /** What error messages call its kind (table, sequence, schema, function, database, type) */
  kindWord: string;
  /** The schema it lives in (pg_default_acl, ALL … IN SCHEMA); '' for schemas and databases */
  schema: string;
}

/** A privilege of a GRANT: letters (null: ALL [PRIVILEGES]) and, for column privileges, the columns. */
export interface GrantPrivilege {
  letters: string | null;
  /** Column privileges: attnum and name */
  columns?: { attnum: number; name: string }[];
}

/** GRANT / REVOKE on objects. */
export interface GrantAction {
  action: 'grant';
  isGrant: boolean;
  targets: AclTarget[];
  /** The privileges named; null for ALL [PRIVILEGES] */
  privileges: GrantPrivilege[] | null;
  grantees: RoleRef[];
  /** WITH GRANT OPTION (GRANT) / GRANT OPTION FOR (REVOKE) */
  grantOption: boolean;
  cascade: boolean;
  grantedBy: RoleRef | null;
  /** WARNINGs found while planning (privileges a sequence does not have) */
  warnings: string[];
}

/** GRANT role TO role / REVOKE role FROM role. */
export interface GrantRoleAction {
  action: 'grant-role';
  isGrant: boolean;
  roles: string[];
  grantees: RoleRef[];
  admin: boolean;
  grantedBy: RoleRef | null;
}

/** ALTER … OWNER TO. */
export interface OwnerAction {
  action: 'owner';
  targets: AclTarget[];
  owner: RoleRef;
}

/** ALTER DEFAULT PRIVILEGES [FOR ROLE …] [IN SCHEMA …] GRANT/REVOKE … ON TABLES/SEQUENCES/FUNCTIONS/TYPES/SCHEMAS. */
export interface DefaultPrivilegesAction {
  action: 'default-privileges';
  roles: RoleRef[];
  /** Schema OIDs (none: every schema, 0) */
  schemas: number[];
  /** pg_default_acl.defaclobjtype: r, S, f, T, n */
  objtype: string;
  grant: GrantAction;
}

/** REASSIGN OWNED BY … TO … / DROP OWNED BY …: every object (and, for DROP, privilege) of those roles in this database. */
export interface OwnedAction {
  action: 'reassign-owned' | 'drop-owned';
  roles: RoleRef[];
  newOwner: RoleRef | null;
  cascade: boolean;
}

/** A statement about privileges and ownership, run by the backend (it knows the roles). */
export interface PrivilegePlan {
  kind: 'privilege';
  tag: string;
  body: GrantAction | GrantRoleAction | OwnerAction | DefaultPrivilegesAction | OwnedAction;
}
