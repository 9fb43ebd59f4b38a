import { CatalogClassOid, INTERNAL_PREFIX, findUserType, type RelationDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, names, strVal } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import type { AclTarget, RoleRef } from '../privilege-plan.js';
import { findRoutine } from '../ddl/drop-function.js';

/** A RoleSpec node as a RoleRef. */
export function roleRef(spec: Fields | undefined): RoleRef {
  switch (String(spec?.['roletype'] ?? 'ROLESPEC_CSTRING')) {
    case 'ROLESPEC_PUBLIC':
      return { public: true };
    case 'ROLESPEC_CURRENT_USER':
    case 'ROLESPEC_CURRENT_ROLE':
      return { current: true };
    case 'ROLESPEC_SESSION_USER':
      return { session: true };
    default:
      return { name: String(spec?.['rolename'] ?? '') };
  }
}

/** The RoleSpecs of a list (RoleSpec nodes, possibly wrapped). */
export function roleRefs(list: AstNode[] | undefined): RoleRef[] {
  return (list ?? []).map((n) => roleRef(fieldsOf(n)));
}

/** A relation as an ACL target (a sequence has sequence privileges). */
export function relationTarget(rel: RelationDef): AclTarget {
  const seq = rel.kind === 'S';
  return { classoid: CatalogClassOid.pg_class, objoid: rel.oid, type: seq ? 's' : 'r', name: rel.name, kindWord: seq ? 'sequence' : rel.kind === 'v' ? 'view' : 'table', schema: rel.schema };
}

/** A RangeVar's relation: 42P01 when missing; built-in catalogs are 0A000 (their ACLs are fixed here). */
export function relationNamed(ctx: PlanCtx, rv: Fields): RelationDef {
  const name = String(rv['relname'] ?? '');
  const schema = rv['schemaname'] as string | undefined;
  const rel = name.startsWith(INTERNAL_PREFIX) ? undefined : ctx.catalog.findRelation(name, schema, ctx.searchPath);
  if (rel === undefined) {
    if (schema === 'pg_catalog' || schema === 'information_schema' || (schema === undefined && name.startsWith('pg_'))) {
      throw ctx.error('feature_not_supported', `privileges on system catalog "${name}" are not supported by pgsqlite`, rv['location']);
    }
    throw ctx.error('undefined_table', `relation "${schema === undefined ? name : `${schema}.${name}`}" does not exist`, rv['location']);
  }
  return rel;
}

/** A schema as an ACL target: 3F000 when missing. */
export function schemaTarget(ctx: PlanCtx, name: string): AclTarget {
  const ns = ctx.catalog.namespaces().find((n) => n.name === name);
  if (ns === undefined) {
    if (name === 'pg_catalog' || name === 'information_schema') throw ctx.error('feature_not_supported', `privileges on schema "${name}" are not supported by pgsqlite`);
    throw ctx.error('invalid_schema_name', `schema "${name}" does not exist`);
  }
  return { classoid: CatalogClassOid.pg_namespace, objoid: ns.oid, type: 'n', name, kindWord: 'schema', schema: '' };
}

/** The current database as an ACL target; another database is 0A000 (its catalog is in its own file). */
export function databaseTarget(ctx: PlanCtx, name: string, current: string | undefined): AclTarget {
  if (current !== undefined && name !== current) throw ctx.error('feature_not_supported', `privileges on database "${name}" from another database are not supported by pgsqlite`);
  return { classoid: CatalogClassOid.pg_database, objoid: 0, type: 'd', name, kindWord: 'database', schema: '' };
}

/** A user routine (ObjectWithArgs) as an ACL target. */
export function routineTarget(ctx: PlanCtx, of: Fields, objtype: string): AclTarget {
  const fn = findRoutine(ctx, of, objtype);
  return { classoid: CatalogClassOid.pg_proc, objoid: fn.oid, type: 'f', name: fn.name, kindWord: fn.procedure === true ? 'procedure' : 'function', schema: fn.schema };
}

/** A user type or domain (a name list) as an ACL target: 42704 when missing. */
export function typeTarget(ctx: PlanCtx, node: AstNode): AclTarget {
  const parts = names(fieldsOf(node)['names'] as AstNode[] | undefined ?? (fieldsOf(node)['items'] as AstNode[] | undefined));
  const list = parts.length > 0 ? parts : [strVal(node)];
  const name = list[list.length - 1] ?? '';
  const schema = list.length > 1 ? list[list.length - 2] : undefined;
  const t = findUserType(ctx.catalog, name, schema, ctx.searchPath);
  // a composite type (CREATE TYPE … AS (…)) is a relation of kind 'c': its owner is the relation's
  const composite = t === undefined ? ctx.catalog.findRelation(name, schema, ctx.searchPath) : undefined;
  if (composite !== undefined && composite.kind === 'c') return relationTarget(composite);
  if (t === undefined) throw ctx.error('undefined_object', `type "${list.join('.')}" does not exist`);
  return { classoid: CatalogClassOid.pg_type, objoid: t.oid, type: 'T', name: t.name, kindWord: t.kind === 'd' ? 'domain' : 'type', schema: t.schema };
}

/** ALL TABLES / SEQUENCES / FUNCTIONS / PROCEDURES / ROUTINES IN SCHEMA s, … */
export function allInSchema(ctx: PlanCtx, objtype: string, schemas: string[]): AclTarget[] {
  const out: AclTarget[] = [];
  for (const s of schemas) {
    schemaTarget(ctx, s);
    if (objtype === 'OBJECT_TABLE' || objtype === 'OBJECT_SEQUENCE') {
      const seq = objtype === 'OBJECT_SEQUENCE';
      for (const rel of ctx.catalog.relations()) {
        if (rel.schema !== s || rel.kind === 'i' || (rel.kind === 'S') !== seq) continue;
        out.push(relationTarget(rel));
      }
      continue;
    }
    for (const fn of ctx.catalog.userFunctions?.() ?? []) {
      if (fn.schema !== s) continue;
      const isProc = fn.procedure === true;
      if ((objtype === 'OBJECT_FUNCTION' && isProc) || (objtype === 'OBJECT_PROCEDURE' && !isProc)) continue;
      out.push({ classoid: CatalogClassOid.pg_proc, objoid: fn.oid, type: 'f', name: fn.name, kindWord: isProc ? 'procedure' : 'function', schema: fn.schema });
    }
  }
  return out;
}
