import type { RelationDef } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import type { AstNode, Fields } from '../parse/ast.js';
import { quoteIdent, quoteString } from '../sql/quote.js';
import type { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { lookupRelation } from '../stmt/from-clause.js';
import type { DdlPlan } from '../plan.js';
import { parseStatements } from '../parse/parser.js';
import { CatalogWriter } from './catalog-steps.js';
import { viewText } from './create-view.js';
import { defaultSchema, freshSqliteName } from './names.js';
import { pgQuoteIdent } from './pg-ident.js';
import { typeNameTaken } from './rename-type.js';
import { isTempSchema } from './temp-schema.js';
import { qualifyInRules, qualifyRangeVars } from './set-schema-rules.js';

/** The command each object kind names, and the relkinds it accepts (RangeVarCallbackForAlterRelation). */
const RELATION_KINDS: Readonly<Record<string, { tag: string; kinds?: string; noun?: string }>> = {
  OBJECT_TABLE: { tag: 'ALTER TABLE' },
  OBJECT_VIEW: { tag: 'ALTER VIEW', kinds: 'v', noun: 'a view' },
  OBJECT_MATVIEW: { tag: 'ALTER MATERIALIZED VIEW', kinds: 'm', noun: 'a materialized view' },
  OBJECT_SEQUENCE: { tag: 'ALTER SEQUENCE', kinds: 'S', noun: 'a sequence' },
};

/**
 * The schema an object is moved to (CheckSetNamespace): 3F000 when it does not exist, 0A000 into
 * or out of a temporary schema; a system schema is refused (pgsqlite's are built in).
 */
export function checkSetNamespace(ctx: PlanCtx, from: string, to: string, what: string): void {
  const target = to === 'pg_temp' ? (ctx.searchPath.find(isTempSchema) ?? to) : to;
  if (!ctx.catalog.schemas().includes(target) && target !== 'pg_catalog' && target !== 'information_schema' && !isTempSchema(target)) {
    throw ctx.error('invalid_schema_name', `schema "${to}" does not exist`);
  }
  if (isTempSchema(target) || to === 'pg_temp' || isTempSchema(from)) throw ctx.error('feature_not_supported', 'cannot move objects into or out of temporary schemas');
  if (!ctx.catalog.schemas().includes(target)) throw ctx.error('feature_not_supported', `ALTER ${what} … SET SCHEMA ${to} is not supported by pgsqlite`);
}

/**
 * ALTER TABLE | VIEW | MATERIALIZED VIEW | SEQUENCE name SET SCHEMA s (AlterTableNamespace): the
 * relation moves with its row type and array type, its indexes, its constraints and the sequences
 * its columns own (serial, identity). Views reading it, foreign keys to it and `nextval` defaults
 * follow, as PostgreSQL's (which hold OIDs) do. Undefined for other objects.
 */
export function planRelationSetSchema(ctx: PlanCtx, f: Fields): DdlPlan | undefined {
  const spec = RELATION_KINDS[String(f['objectType'])];
  if (spec === undefined) return undefined;
  const rv = f['relation'] as Fields;
  let rel: RelationDef;
  try {
    // (PostgreSQL reports no position for these)
    rel = lookupRelation(new Scope(ctx), { ...rv, location: undefined });
  } catch (e) {
    if (f['missing_ok'] === true && e instanceof PgError && e.code === '42P01') return { kind: 'ddl', steps: [], tag: spec.tag, notices: [`relation "${String(rv['relname'])}" does not exist, skipping`] };
    if (e instanceof PgError && e.code === '42809' && spec.kinds === undefined) throw ctx.error('wrong_object_type', e.message, undefined, { hint: 'Use ALTER TYPE instead.' });
    throw e;
  }
  if (rel.kind === 'i') throw ctx.error('wrong_object_type', `cannot change schema of index "${rel.name}"`, undefined, { hint: 'Change the schema of the table instead.' });
  if (spec.kinds !== undefined && !spec.kinds.includes(rel.kind)) throw ctx.error('wrong_object_type', `"${rel.name}" is not ${spec.noun}`);
  const seq = rel.kind === 'S' ? ctx.catalog.sequenceByOid(rel.oid) : undefined;
  if (seq?.ownedBy) {
    const owner = ctx.catalog.relationByOid(seq.ownedBy.relOid);
    throw ctx.error('feature_not_supported', 'cannot move an owned sequence into another schema', undefined, { detail: `Sequence "${rel.name}" is linked to table "${owner?.name ?? ''}".` });
  }
  const schema = String(f['newschema']);
  checkSetNamespace(ctx, rel.schema, schema, spec.tag.slice('ALTER '.length));
  if (schema === rel.schema) return { kind: 'ddl', steps: [], tag: spec.tag, notices: [] };
  const moved = movedRelations(ctx, rel);
  for (const r of moved) {
    if (ctx.catalog.findRelation(r.name, schema, [schema])) throw ctx.error('duplicate_table', `relation "${r.name}" already exists in schema "${schema}"`);
  }
  if (rel.rowType !== undefined && typeNameTaken(ctx, schema, rel.name)) throw ctx.error('duplicate_object', `type "${rel.name}" already exists in schema "${schema}"`);
  const w = new CatalogWriter();
  for (const r of moved) w.add(...moveRelationSteps(ctx, r, schema));
  w.add(`UPDATE _pgsqlite_constraint SET nspname = ${quoteString(schema)} WHERE conrelid = ${rel.oid}`);
  return { kind: 'ddl', steps: w.finish(), tag: spec.tag, notices: [] };
}

/** The relation and what moves with it: its indexes and the sequences its columns own. */
function movedRelations(ctx: PlanCtx, rel: RelationDef): RelationDef[] {
  const out = [rel];
  const add = (oid: number): void => {
    const r = ctx.catalog.relationByOid(oid);
    if (r !== undefined && r.schema === rel.schema) out.push(r);
  };
  for (const i of ctx.catalog.indexes()) if (i.relOid === rel.oid) add(i.oid);
  for (const s of ctx.catalog.sequences()) if (s.ownedBy?.relOid === rel.oid) add(s.oid);
  return out;
}

/** One relation's move: its pg_class row, its SQLite table (named after the schema), what names it. */
function moveRelationSteps(ctx: PlanCtx, rel: RelationDef, schema: string): string[] {
  const steps = [`UPDATE _pgsqlite_class SET nspname = ${quoteString(schema)} WHERE oid = ${rel.oid}`];
  if (rel.kind === 'r' || rel.kind === 'p' || rel.kind === 'm') {
    const sqliteName = freshSqliteName(ctx, schema, rel.name);
    // Not legacy: SQLite rewrites the views, triggers and foreign keys naming the table.
    steps.push(
      `ALTER TABLE ${quoteIdent(rel.sqliteName)} RENAME TO ${quoteIdent(sqliteName)}`,
      `UPDATE _pgsqlite_class SET sqlite_name = ${quoteString(sqliteName)} WHERE oid = ${rel.oid}`,
      `UPDATE _pgsqlite_sequence SET autoinc_table = ${quoteString(sqliteName)} WHERE autoinc_table = ${quoteString(rel.sqliteName)}`,
    );
  }
  if (rel.kind === 'S') steps.push(...movedSequenceDefaults(ctx, rel, schema));
  if (rel.kind !== 'i' && rel.kind !== 'S') steps.push(...qualifyInViews(ctx, rel, schema), ...qualifyInRules(ctx, rel, schema));
  return steps;
}

/** The `nextval('name'::regclass)` defaults naming a moved sequence, written with its new schema. */
function movedSequenceDefaults(ctx: PlanCtx, rel: RelationDef, schema: string): string[] {
  const shown = (s: string): string => (s === defaultSchema(ctx) ? pgQuoteIdent(rel.name) : `${pgQuoteIdent(s)}.${pgQuoteIdent(rel.name)}`);
  const text = (s: string): string => quoteString(`nextval('${shown(s).split("'").join("''")}'::regclass)`);
  return [`UPDATE _pgsqlite_attribute SET attdefault = ${text(schema)} WHERE attdefault = ${text(rel.schema)}`];
}

/**
 * The stored queries (pg_get_viewdef) of the views reading `rel`, with the references to it
 * qualified by its new schema: PostgreSQL's views refer by OID and print the name qualified when
 * the search path no longer finds it.
 */
function qualifyInViews(ctx: PlanCtx, rel: RelationDef, schema: string): string[] {
  const steps: string[] = [];
  const after: RelationDef = { ...rel, schema };
  for (const view of ctx.catalog.relations()) {
    if ((view.kind !== 'v' && view.kind !== 'm') || !view.viewDefinition || !view.viewDependencies?.includes(rel.oid)) continue;
    const query = parseStatements(view.viewDefinition)[0]?.ast as AstNode | undefined;
    if (!query?.['SelectStmt']) continue;
    if (qualifyRangeVars(query, rel, schema)) steps.push(`UPDATE _pgsqlite_view SET definition = ${quoteString(viewText(ctx, query, after))} WHERE oid = ${view.oid}`);
  }
  return steps;
}

