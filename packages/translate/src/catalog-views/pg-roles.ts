import { Oid } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { nodeType } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import type { VirtualRelation } from './relation-builder.js';

/**
 * Parameter number the session binds to the server's roles when a statement reads pg_roles,
 * pg_authid, pg_user or pg_shadow: a JSON array of {oid, name, superuser, inherit, createRole,
 * createDb, canLogin, replication, bypassRls, connectionLimit, password, validUntil} (backend
 * Role; validUntil is the stored timestamptz as decimal text, password null unless the session
 * is a superuser).
 */
export const ROLES_PARAM = -6;

/** Statements whose SQL plan the session runs with its parameter order. */
const BOUND = new Set(['SelectStmt', 'InsertStmt', 'UpdateStmt', 'DeleteStmt']);

const key = (k: string): string => `json_extract(value, '$.${k}')`;
const VALID_UNTIL = `CAST(${key('validUntil')} AS INTEGER)`;
const MASKED = "'********'";

type Column = [name: string, type: number, sql: string];

/** pg_authid (PostgreSQL 15 column order). */
const AUTHID: Column[] = [
  ['oid', Oid.oid, key('oid')], ['rolname', Oid.name, key('name')], ['rolsuper', Oid.bool, key('superuser')],
  ['rolinherit', Oid.bool, key('inherit')], ['rolcreaterole', Oid.bool, key('createRole')], ['rolcreatedb', Oid.bool, key('createDb')],
  ['rolcanlogin', Oid.bool, key('canLogin')], ['rolreplication', Oid.bool, key('replication')], ['rolbypassrls', Oid.bool, key('bypassRls')],
  ['rolconnlimit', Oid.int4, key('connectionLimit')], ['rolpassword', Oid.text, key('password')], ['rolvaliduntil', Oid.timestamptz, VALID_UNTIL],
];

/** pg_roles: rolpassword always shown as ******** (system_views.sql). */
const ROLES: Column[] = [
  ['rolname', Oid.name, key('name')], ['rolsuper', Oid.bool, key('superuser')], ['rolinherit', Oid.bool, key('inherit')],
  ['rolcreaterole', Oid.bool, key('createRole')], ['rolcreatedb', Oid.bool, key('createDb')], ['rolcanlogin', Oid.bool, key('canLogin')],
  ['rolreplication', Oid.bool, key('replication')], ['rolconnlimit', Oid.int4, key('connectionLimit')], ['rolpassword', Oid.text, "'********'"],
  ['rolvaliduntil', Oid.timestamptz, VALID_UNTIL], ['rolbypassrls', Oid.bool, key('bypassRls')], ['rolconfig', Oid._text, 'NULL'], ['oid', Oid.oid, key('oid')],
];

/** pg_shadow (login roles, the real verifier) and pg_user (login roles, masked). */
function userColumns(passwd: string): Column[] {
  return [
    ['usename', Oid.name, key('name')], ['usesysid', Oid.oid, key('oid')], ['usecreatedb', Oid.bool, key('createDb')],
    ['usesuper', Oid.bool, key('superuser')], ['userepl', Oid.bool, key('replication')], ['usebypassrls', Oid.bool, key('bypassRls')],
    ['passwd', Oid.text, passwd], ['valuntil', Oid.timestamptz, VALID_UNTIL], ['useconfig', Oid._text, 'NULL'],
  ];
}

const VIEWS: Record<string, { columns: Column[]; where?: string }> = {
  pg_authid: { columns: AUTHID },
  pg_roles: { columns: ROLES },
  pg_shadow: { columns: userColumns(key('password')), where: key('canLogin') },
  pg_user: { columns: userColumns(MASKED), where: key('canLogin') },
};

/** Is `name` one of the role relations this file derives? */
export function isRoleRelation(name: string): boolean {
  return VIEWS[name] !== undefined;
}

/**
 * pg_authid, pg_roles, pg_user, pg_shadow: the server's roles as its role store lists them when
 * the statement runs; null outside the statements the session binds (the caller then uses the
 * fixed one-role relation).
 */
export function pgRolesLive(ctx: PlanCtx, name: string): VirtualRelation | null {
  const view = VIEWS[name];
  if (view === undefined || !BOUND.has(nodeType(ctx.stmt.ast))) return null;
  const select = view.columns.map(([col, , sql]) => `${sql} AS ${quoteIdent(col)}`).join(', ');
  return {
    sql: `SELECT ${select} FROM json_each(${ctx.paramMarker(ROLES_PARAM)})${view.where === undefined ? '' : ` WHERE ${view.where}`}`,
    columns: view.columns.map(([col, type]) => ({ name: col, type, typmod: -1 })),
  };
}
