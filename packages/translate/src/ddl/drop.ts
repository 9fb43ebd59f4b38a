import type { PgError } from '@pgsqlite/errors';
import { INTERNAL_PREFIX, type RelationDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields, names, strVal } from '../parse/ast.js';
import { quoteIdent, quoteString } from '../sql/quote.js';
import type { PlanCtx } from '../analyze/context.js';
import type { DdlPlan } from '../plan.js';
import { CatalogWriter, unregisterRelation } from './catalog-steps.js';
import { planDropSchema } from './schema.js';
import { rebuildSteps } from './rebuild.js';
import { planDropExtension } from './extension.js';
import { loadModel, type TableModel } from './table-model.js';
import { sqlConstruct } from '../errors/construct-names.js';
import { forgetInheritanceSql } from '@pgsqlite/catalog';
import { inheritanceDependents, reroutedAfterDrop } from './drop-hierarchy.js';
import type { DdlNotice } from '../plan.js';
import { cascadeNotice } from './cascade-notice.js';
import { type SequenceDefaultDependent, dropSequenceDefaultsSteps, sequenceDefaultDependents } from './sequence-default-deps.js';

const KINDS: Record<string, { kind: string; word: string; tag: string; article: string }> = {
  OBJECT_TABLE: { kind: 'r', word: 'table', tag: 'DROP TABLE', article: 'a table' },
  OBJECT_INDEX: { kind: 'i', word: 'index', tag: 'DROP INDEX', article: 'an index' },
  OBJECT_VIEW: { kind: 'v', word: 'view', tag: 'DROP VIEW', article: 'a view' },
  OBJECT_SEQUENCE: { kind: 'S', word: 'sequence', tag: 'DROP SEQUENCE', article: 'a sequence' },
  OBJECT_MATVIEW: { kind: 'm', word: 'materialized view', tag: 'DROP MATERIALIZED VIEW', article: 'a materialized view' },
};

const WORD: Record<string, string> = { r: 'table', i: 'index', v: 'view', S: 'sequence', m: 'materialized view' };

/** The DROP object type of a relation kind (for the hint naming the right DROP). */
const DROP_OBJECT: Record<string, string> = { r: 'OBJECT_TABLE', p: 'OBJECT_TABLE', i: 'OBJECT_INDEX', v: 'OBJECT_VIEW', S: 'OBJECT_SEQUENCE', m: 'OBJECT_MATVIEW' };

/** A dependent object that blocks a DROP … RESTRICT. */
export interface Dependent {
  text: string;
  /** Relations dropped along with it under CASCADE (views); null when it cannot be cascaded yet */
  cascade: RelationDef | null;
  /** The table holding a dependent foreign key */
  child?: number;
}

/** Objects that depend on `rel` (other tables' foreign keys, views using it, index-backed constraints). */
function dependentsOf(ctx: PlanCtx, rel: RelationDef): Dependent[] {
  const out: Dependent[] = [];
  const shown = (r: RelationDef): string => (r.schema === 'public' ? r.name : `${r.schema}.${r.name}`);
  for (const c of ctx.catalog.constraints()) {
    if (c.type === 'f' && c.refRelOid === rel.oid && c.relOid !== rel.oid) {
      const child = ctx.catalog.relationByOid(c.relOid);
      out.push({ text: `constraint ${c.name} on table ${child ? shown(child) : '?'} depends on table ${shown(rel)}`, cascade: null, child: c.relOid });
    }
  }
  // views and materialized views reading it, and (depth first, as reportDependentObjects) those reading them
  const seen = new Set<number>([rel.oid]);
  const readers = (of: RelationDef): void => {
    for (const v of ctx.catalog.relations()) {
      if ((v.kind !== 'v' && v.kind !== 'm') || seen.has(v.oid) || !viewUses(v, of)) continue;
      seen.add(v.oid);
      out.push({ text: `${WORD[v.kind]} ${shown(v)} depends on ${WORD[of.kind] ?? 'table'} ${shown(of)}`, cascade: v });
      readers(v);
    }
  };
  readers(rel);
  if (rel.inheritedBy !== undefined) for (const c of inheritanceDependents(ctx, rel).children) out.push({ text: c.text, cascade: c.rel });
  return out;
}

/** dependentsOf, and what depends on each dependent view in turn, depth first (as PostgreSQL lists and drops them). */
export function transitiveDependents(ctx: PlanCtx, rel: RelationDef, seen = new Set<number>([rel.oid])): Dependent[] {
  const out: Dependent[] = [];
  for (const d of dependentsOf(ctx, rel)) {
    if (d.cascade !== null && seen.has(d.cascade.oid)) continue;
    if (d.cascade !== null) seen.add(d.cascade.oid);
    out.push(d);
    if (d.cascade?.kind === 'v') out.push(...transitiveDependents(ctx, d.cascade, seen));
  }
  return out;
}

function viewUses(view: RelationDef, rel: RelationDef): boolean {
  return (view.viewDependencies ?? []).includes(rel.oid);
}

/** SQLite and catalog steps removing one relation and what it owns (owned sequences, indexes). */
export function dropRelationSteps(ctx: PlanCtx, rel: RelationDef): string[] {
  const steps: string[] = [];
  if (rel.kind === 'r' || rel.kind === 'p' || rel.kind === 'm') steps.push(`DROP TABLE ${quoteIdent(rel.sqliteName)}`);
  if ((rel.kind === 'r' || rel.kind === 'p') && (rel.inherits !== undefined || rel.inheritedBy !== undefined || rel.partitionKey !== undefined)) steps.push(...forgetInheritanceSql(rel.oid));
  if (rel.kind === 'v') steps.push(`DROP VIEW ${quoteIdent(rel.sqliteName)}`);
  if (rel.kind === 'i' && rel.sqliteName) steps.push(`DROP INDEX ${quoteIdent(rel.sqliteName)}`);
  if (rel.kind === 'S') {
    const seq = ctx.catalog.sequenceByOid(rel.oid);
    if (seq?.autoincTable) steps.push(`DELETE FROM sqlite_sequence WHERE name = ${quoteString(seq.autoincTable)}`);
  }
  steps.push(...unregisterRelation(rel.oid));
  if (rel.kind === 'r' || rel.kind === 'p' || rel.kind === 'm') {
    for (const i of ctx.catalog.indexes()) if (i.relOid === rel.oid) steps.push(...unregisterRelation(i.oid));
    for (const s of ctx.catalog.sequences()) if (s.ownedBy?.relOid === rel.oid) steps.push(...dropRelationSteps(ctx, { ...(ctx.catalog.relationByOid(s.oid) as RelationDef), kind: 'S' }));
  }
  return steps;
}

/** DROP TABLE / INDEX / VIEW / SEQUENCE / SCHEMA [IF EXISTS] name, … [CASCADE | RESTRICT] */
export function planDrop(ctx: PlanCtx, stmt: Fields): DdlPlan {
  if (stmt['removeType'] === 'OBJECT_EXTENSION') return planDropExtension(ctx, stmt);
  if (stmt['removeType'] === 'OBJECT_SCHEMA') return planDropSchema(ctx, stmt, ((stmt['objects'] as AstNode[]) ?? []).map((o) => strVal(o)));
  const k = KINDS[stmt['removeType'] as string];
  if (!k) throw ctx.error('feature_not_supported', `DROP ${sqlConstruct(String(stmt['removeType']))} is not supported by pgsqlite yet`);
  const cascade = stmt['behavior'] === 'DROP_CASCADE';
  const steps: string[] = [];
  const notices: (string | DdlNotice)[] = [];
  const dropped = new Set<number>();
  const targets = new Set<number>();
  const skipped: string[] = [];
  for (const obj of (stmt['objects'] as AstNode[]) ?? []) {
    const p = names((obj['List'] as Fields | undefined)?.['items'] as AstNode[] | undefined);
    const t = ctx.catalog.findRelation(p[p.length - 1] ?? '', p.length > 1 ? p[p.length - 2] : undefined, ctx.searchPath);
    if (t) targets.add(t.oid);
    // every object is looked up (and its kind checked) before any dependency is (RemoveRelations),
    // the NOTICEs of the missing ones named before it sent before its error
    if (t && t.kind !== k.kind && !(k.kind === 'r' && t.kind === 'p')) {
      const failure = wrongKind(ctx, k, t, p.join('.'));
      if (skipped.length === 0) throw failure;
      return { kind: 'ddl', steps: [], tag: k.tag, notices: skipped, failure };
    }
    if (!t && !stmt['missing_ok']) throw missing(ctx, k, p.join('.'));
    if (!t) skipped.push(`${k.word} "${p.join('.')}" does not exist, skipping`);
  }
  // reportDependentObjects names the object only when the statement drops one
  const what = (rel: RelationDef): string => (((stmt['objects'] as AstNode[]) ?? []).length > 1 ? 'cannot drop desired object(s) because other objects depend on them' : `cannot drop ${k.word} ${rel.name} because other objects depend on it`);
  const blocks: { oid: number; steps: string[] }[] = [];
  const cascaded: string[] = [];
  const droppedDefaults: SequenceDefaultDependent[] = [];
  for (const obj of (stmt['objects'] as AstNode[]) ?? []) {
    const parts = names((obj['List'] as Fields | undefined)?.['items'] as AstNode[] | undefined);
    const name = parts[parts.length - 1] ?? '';
    const schema = parts.length > 1 ? parts[parts.length - 2] : undefined;
    const shown = parts.join('.');
    const rel = name.startsWith(INTERNAL_PREFIX) ? undefined : ctx.catalog.findRelation(name, schema, ctx.searchPath);
    const block: string[] = [];
    if (!rel) {
      if (stmt['missing_ok']) {
        notices.push(`${k.word} "${shown}" does not exist, skipping`);
        continue;
      }
      throw missing(ctx, k, shown);
    }
    // already dropped with an earlier target of this statement (a partition of a partitioned table named before it)
    if (dropped.has(rel.oid)) continue;
    if (rel.kind !== k.kind && !(k.kind === 'r' && rel.kind === 'p')) throw wrongKind(ctx, k, rel, shown);
    if (rel.kind === 'i') {
      const con = ctx.catalog.constraints().find((c) => c.indexOid === rel.oid);
      const table = con ? ctx.catalog.relationByOid(con.relOid) : undefined;
      if (con) {
        throw ctx.error('dependent_objects_still_exist', `cannot drop index ${rel.name} because constraint ${con.name} on table ${table?.name ?? '?'} requires it`, undefined, {
          hint: `You can drop constraint ${con.name} on table ${table?.name ?? '?'} instead.`,
        });
      }
    }
    // column defaults naming the sequence (nextval('s'::regclass)) depend on it, as in PostgreSQL
    const defaults = rel.kind === 'S' ? sequenceDefaultDependents(ctx, rel).filter((d) => !targets.has(d.rel.oid)) : [];
    if (rel.kind === 'S') {
      const seq = ctx.catalog.sequenceByOid(rel.oid);
      const owner = seq?.ownedBy ? ctx.catalog.relationByOid(seq.ownedBy.relOid) : undefined;
      const col = owner?.columns.find((c) => c.attnum === seq?.ownedBy?.attnum);
      if (owner && col && seq?.ownerDepType === 'i') {
        throw ctx.error('dependent_objects_still_exist', `cannot drop sequence ${rel.name} because column ${col.name} of table ${owner.name} requires it`, undefined, {
          hint: `You can drop column ${col.name} of table ${owner.name} instead.`,
        });
      }
      if (owner && col && col.defaultExpr !== null && !cascade) {
        throw ctx.error('dependent_objects_still_exist', `cannot drop sequence ${rel.name} because other objects depend on it`, undefined, {
          detail: `default value for column ${col.name} of table ${owner.name} depends on sequence ${rel.name}`,
          hint: 'Use DROP ... CASCADE to drop the dependent objects too.',
        });
      }
    }
    // what this statement drops anyway (an inheritance child, a view named after the table) does not hold it
    const deps = transitiveDependents(ctx, rel).filter((d) => !(d.child !== undefined && targets.has(d.child)) && !(d.cascade && (dropped.has(d.cascade.oid) || targets.has(d.cascade.oid))));
    if ((deps.length || defaults.length) && !cascade) {
      throw ctx.error('dependent_objects_still_exist', what(rel), undefined, {
        detail: [...defaults.map((d) => `${d.text} depends on sequence ${rel.name}`), ...deps.map((d) => d.text)].join('\n'),
        hint: 'Use DROP ... CASCADE to drop the dependent objects too.',
      });
    }
    // Foreign keys of other tables are dropped with it: those tables are rebuilt without them first.
    const children = new Map<number, TableModel>();
    for (const d of deps) {
      const childRel = d.child === undefined ? undefined : ctx.catalog.relationByOid(d.child);
      if (!childRel || children.has(childRel.oid)) continue;
      const m = loadModel(ctx, childRel);
      m.changed = true;
      m.constraints = m.constraints.filter((c) => !(c.type === 'f' && c.refRelOid === rel.oid));
      children.set(childRel.oid, m);
    }
    if (children.size) block.push(...rebuildSteps(ctx, [...children.values()]));
    // one NOTICE for the statement, as reportDependentObjects lists every object it drops at once
    cascaded.push(...deps.map((d) => d.text.split(' depends on ')[0] ?? d.text));
    droppedDefaults.push(...defaults);
    for (const d of deps) {
      if (d.cascade && !dropped.has(d.cascade.oid)) {
        dropped.add(d.cascade.oid);
        block.push(...dropRelationSteps(ctx, d.cascade));
      }
    }
    dropped.add(rel.oid);
    block.push(...dropRelationSteps(ctx, rel));
    if (rel.kind === 'p') {
      for (const part of inheritanceDependents(ctx, rel).partitions) {
        if (dropped.has(part.oid)) continue;
        dropped.add(part.oid);
        block.push(...dropRelationSteps(ctx, part));
      }
    }
    blocks.push({ oid: rel.oid, steps: block });
  }
  // defaults newest first, as dependency.c sorts what it drops (by OID descending)
  droppedDefaults.sort((a, b) => b.rel.oid - a.rel.oid || b.attnum - a.attnum);
  if (cascaded.length || droppedDefaults.length) notices.push(cascadeNotice([...droppedDefaults.map((d) => d.text), ...cascaded]));
  steps.push(...dropSequenceDefaultsSteps(ctx, droppedDefaults));
  for (const b of fkSafeOrder(ctx, blocks)) steps.push(...b.steps);
  steps.push(...reroutedAfterDrop(ctx, dropped));
  if (steps.length === 0) return { kind: 'ddl', steps: [], tag: k.tag, notices };
  return { kind: 'ddl', steps: new CatalogWriter().add(...steps).finish(), tag: k.tag, notices };
}

function missing(ctx: PlanCtx, k: NonNullable<(typeof KINDS)[string]>, shown: string): Error {
  return ctx.error(k.kind === 'i' || k.kind === 'S' ? 'undefined_object' : 'undefined_table', `${k.word} "${shown}" does not exist`);
}

function wrongKind(ctx: PlanCtx, k: NonNullable<(typeof KINDS)[string]>, rel: RelationDef, shown: string): PgError {
  return ctx.error('wrong_object_type', `"${shown}" is not ${k.article}`, undefined, {
    hint: `Use DROP ${(WORD[rel.kind] ?? 'table').toUpperCase()} to remove ${KINDS[DROP_OBJECT[rel.kind] ?? 'OBJECT_TABLE']?.article ?? 'a table'}.`,
  });
}

/**
 * The drops of one statement ordered so a table referencing another dropped table by a foreign
 * key goes first: SQLite empties a dropped table, which its referencing rows forbid (PostgreSQL
 * drops `pp, cc` with `cc` referencing `pp` at once). A cycle keeps the statement's order.
 */
function fkSafeOrder<T extends { oid: number }>(ctx: PlanCtx, blocks: readonly T[]): T[] {
  if (blocks.length < 2) return [...blocks];
  const oids = new Set(blocks.map((b) => b.oid));
  const refs = new Map<number, Set<number>>();
  for (const c of ctx.catalog.constraints()) {
    if (c.type !== 'f' || c.refRelOid === undefined || c.refRelOid === c.relOid) continue;
    if (!oids.has(c.relOid) || !oids.has(c.refRelOid)) continue;
    const set = refs.get(c.refRelOid) ?? new Set<number>();
    set.add(c.relOid);
    refs.set(c.refRelOid, set);
  }
  if (refs.size === 0) return [...blocks];
  const out: T[] = [];
  const placed = new Set<number>();
  const visiting = new Set<number>();
  const byOid = new Map(blocks.map((b) => [b.oid, b]));
  const visit = (b: T): void => {
    if (placed.has(b.oid) || visiting.has(b.oid)) return;
    visiting.add(b.oid);
    // the tables referencing this one are dropped before it
    for (const r of refs.get(b.oid) ?? []) {
      const child = byOid.get(r);
      if (child) visit(child);
    }
    visiting.delete(b.oid);
    placed.add(b.oid);
    out.push(b);
  };
  for (const b of blocks) visit(b);
  return out;
}
