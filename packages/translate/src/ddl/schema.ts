import { quoteString } from '../sql/quote.js';
import type { Fields } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import type { DdlNotice, DdlPlan, DoPlan } from '../plan.js';
import { planSchemaElements } from './schema-elements.js';
import { CatalogWriter } from './catalog-steps.js';
import { dropRelationSteps } from './drop.js';
import { CatalogClassOid, dropAggregateSql, dropFunctionSql } from '@pgsqlite/catalog';
import { typeLabel } from './type-label.js';
import { schemaFunctions } from './drop-function.js';
import { schemaTypeDropSteps } from './create-type.js';

const RESERVED = new Set(['pg_catalog', 'information_schema', 'pg_toast']);

/** CREATE SCHEMA [IF NOT EXISTS] name [AUTHORIZATION role] */
export function planCreateSchema(ctx: PlanCtx, stmt: Fields): DdlPlan | DoPlan {
  // CREATE SCHEMA AUTHORIZATION role: the schema is named after the role
  const name = String(stmt['schemaname'] ?? stmt['authrole']?.['rolename'] ?? '');
  if (stmt['schemaElts']?.length) return planSchemaElements(ctx, stmt, name);
  if (ctx.catalog.schemas().includes(name) || RESERVED.has(name)) {
    if (stmt['if_not_exists']) return { kind: 'ddl', steps: [], tag: 'CREATE SCHEMA', notices: [`schema "${name}" already exists, skipping`] };
    throw ctx.error('duplicate_schema', `schema "${name}" already exists`);
  }
  if (name.startsWith('pg_')) {
    throw ctx.error('reserved_name', `unacceptable schema name "${name}"`, undefined, { detail: 'The prefix "pg_" is reserved for system schemas.' });
  }
  const w = new CatalogWriter();
  const oid = w.allocOid();
  w.add(`INSERT INTO _pgsqlite_namespace (oid, nspname) VALUES (${oid}, ${quoteString(name)})`);
  // AUTHORIZATION role: the schema is the role's (the insert recorded the current role as its owner).
  const owner = authorizationOwnerSql(stmt['authrole'] as Fields | undefined);
  if (owner !== null) w.add(`UPDATE _pgsqlite_acl SET owner = ${owner} WHERE classoid = ${CatalogClassOid.pg_namespace} AND objoid = ${oid} AND objsubid = 0`);
  return { kind: 'ddl', steps: w.finish(), tag: 'CREATE SCHEMA', notices: [] };
}

/** SQL of the OID of CREATE SCHEMA's AUTHORIZATION role (42704 when there is no such role), or null for the current role. */
function authorizationOwnerSql(spec: Fields | undefined): string | null {
  if (spec === undefined) return null;
  const type = String(spec['roletype'] ?? 'ROLESPEC_CSTRING');
  // CURRENT_USER / CURRENT_ROLE (SESSION_USER: the same role unless SET ROLE changed it)
  if (type !== 'ROLESPEC_CSTRING') return null;
  const role = String(spec['rolename'] ?? '');
  return `COALESCE(pg_role_oid(${quoteString(role)}), pg_raise('42704', ${quoteString(`role "${role}" does not exist`)}))`;
}

/** DROP SCHEMA [IF EXISTS] name, … [CASCADE | RESTRICT] */
export function planDropSchema(ctx: PlanCtx, stmt: Fields, names: string[]): DdlPlan {
  const steps: string[] = [];
  const notices: (string | DdlNotice)[] = [];
  for (const name of names) {
    if (!ctx.catalog.schemas().includes(name)) {
      if (stmt['missing_ok']) {
        notices.push(`schema "${name}" does not exist, skipping`);
        continue;
      }
      throw ctx.error('invalid_schema_name', `schema "${name}" does not exist`);
    }
    // partitioned tables and composite types too (a schema's relations left behind would outlive it)
    const members = [...ctx.catalog.relations()].filter((r) => r.schema === name && (r.kind === 'r' || r.kind === 'p' || r.kind === 'c' || r.kind === 'v' || r.kind === 'm' || (r.kind === 'S' && !ownedSequence(ctx, r.oid))));
    // Objects in the order they were created (OIDs), as pg_depend lists them.
    const fns: { oid: number; text: string; aggregate?: true }[] = [...schemaFunctions(ctx, name), ...schemaAggregates(ctx, name)];
    const types = schemaTypeDropSteps(ctx, name);
    const objects = [...members.map((r) => ({ oid: r.oid, text: describe(r) })), ...fns.map((f) => ({ oid: f.oid, text: f.text })), ...types.objects].sort((a, b) => a.oid - b.oid);
    if (objects.length && stmt['behavior'] !== 'DROP_CASCADE') {
      const lines = objects.map((o) => `${o.text} depends on schema ${name}`);
      throw ctx.error('dependent_objects_still_exist', `cannot drop schema ${name} because other objects depend on it`, undefined, {
        detail: lines.join('\n'),
        hint: 'Use DROP ... CASCADE to drop the dependent objects too.',
      });
    }
    if (objects.length) {
      const each = objects.map((o) => `drop cascades to ${o.text}`);
      notices.push(each.length === 1 ? (each[0] as string) : { message: `drop cascades to ${each.length} other objects`, detail: each.join('\n') });
    }
    for (const r of members) steps.push(...dropRelationSteps(ctx, r));
    for (const f of fns) steps.push(`DELETE FROM _pgsqlite_description WHERE objoid = ${f.oid} AND classoid = ${CatalogClassOid.pg_proc}`, f.aggregate ? dropAggregateSql(f.oid) : dropFunctionSql(f.oid));
    steps.push(...types.steps);
    steps.push(`DELETE FROM _pgsqlite_namespace WHERE nspname = ${quoteString(name)}`);
  }
  if (steps.length === 0) return { kind: 'ddl', steps: [], tag: 'DROP SCHEMA', notices };
  const w = new CatalogWriter().add(...steps);
  return { kind: 'ddl', steps: w.finish(), tag: 'DROP SCHEMA', notices };
}

function ownedSequence(ctx: PlanCtx, oid: number): boolean {
  return ctx.catalog.sequenceByOid(oid)?.ownedBy != null;
}

function describe(r: { kind: string; schema: string; name: string }): string {
  return `${r.kind === 'v' ? 'view' : r.kind === 'm' ? 'materialized view' : r.kind === 'S' ? 'sequence' : r.kind === 'c' ? 'type' : 'table'} ${r.schema}.${r.name}`;
}

/** The schema's aggregates, as reportDependentObjects names them (`function s.name(type,…)`). */
function schemaAggregates(ctx: PlanCtx, schema: string): { oid: number; text: string; aggregate: true }[] {
  return (ctx.catalog.userAggregates?.() ?? [])
    .filter((a) => a.schema === schema)
    .map((a) => ({ oid: a.oid, text: `function ${schema}.${a.name}(${a.star ? '*' : a.argTypes.map((t) => typeLabel(ctx.catalog, ctx.searchPath, t, -1)).join(',')})`, aggregate: true }));
}
