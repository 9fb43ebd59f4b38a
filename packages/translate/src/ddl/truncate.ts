import { INTERNAL_PREFIX, type RelationDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf } from '../parse/ast.js';
import { quoteIdent, quoteString } from '../sql/quote.js';
import type { PlanCtx } from '../analyze/context.js';
import type { DdlPlan } from '../plan.js';
import { defineSequenceSql } from './catalog-steps.js';
import { descendantsOf } from '../stmt/inherit-expand.js';

/**
 * TRUNCATE [TABLE] t, … [RESTART IDENTITY | CONTINUE IDENTITY] [CASCADE | RESTRICT]: deletes every
 * row (children first), and with RESTART IDENTITY resets the owned sequences. A table referenced
 * by a foreign key from a table not truncated with it is refused as PostgreSQL does (0A000).
 */
export function planTruncate(ctx: PlanCtx, stmt: Fields): DdlPlan {
  const rels: RelationDef[] = [];
  const implied = new Set<number>();
  for (const n of (stmt['relations'] as AstNode[]) ?? []) {
    const rv = fieldsOf(n);
    const name = String(rv['relname']);
    const rel = name.startsWith(INTERNAL_PREFIX) ? undefined : ctx.catalog.findRelation(name, rv['schemaname'] as string | undefined, ctx.searchPath);
    if (!rel) throw ctx.error('undefined_table', `relation "${rv['schemaname'] ? `${rv['schemaname']}.` : ''}${name}" does not exist`, rv['location']);
    if (rel.kind !== 'r' && rel.kind !== 'p') throw ctx.error('wrong_object_type', `"${rel.name}" is not a table`);
    if (!rels.includes(rel)) rels.push(rel);
    // without ONLY the descendants go too (inheritance children, partitions)
    implied.delete(rel.oid);
    if (rv['inh'] !== true) continue;
    for (const d of descendantsOf(ctx, rel)) {
      if (rels.includes(d)) continue;
      rels.push(d);
      implied.add(d.oid);
    }
  }
  const named = new Set(rels.map((r) => r.oid).filter((oid) => !implied.has(oid)));
  const cascade = stmt['behavior'] === 'DROP_CASCADE';
  for (let i = 0; i < rels.length; i++) {
    const rel = rels[i] as RelationDef;
    for (const c of ctx.catalog.constraints()) {
      if (c.type !== 'f' || c.refRelOid !== rel.oid || rels.some((r) => r.oid === c.relOid)) continue;
      const child = ctx.catalog.relationByOid(c.relOid);
      if (!child) continue;
      if (!cascade) {
        throw ctx.error('feature_not_supported', 'cannot truncate a table referenced in a foreign key constraint', undefined, {
          detail: `Table "${child.name}" references "${rel.name}".`,
          hint: `Truncate table "${child.name}" at the same time, or use TRUNCATE ... CASCADE.`,
        });
      }
      rels.push(child);
    }
  }
  const notices = cascade && rels.length > ((stmt['relations'] as AstNode[]) ?? []).length
    ? rels.filter((r) => !named.has(r.oid) && !implied.has(r.oid)).map((r) => `truncate cascades to table "${r.name}"`)
    : [];
  const steps = childrenFirst(ctx, rels).map((r) => `DELETE FROM ${quoteIdent(r.sqliteName)}`);
  if (stmt['restart_seqs']) {
    for (const s of ctx.catalog.sequences()) {
      if (!s.ownedBy || !rels.some((r) => r.oid === s.ownedBy?.relOid)) continue;
      steps.push(
        s.autoincTable
          ? `UPDATE sqlite_sequence SET seq = ${s.start - 1n} WHERE name = ${quoteString(s.autoincTable)}`
          : `UPDATE _pgsqlite_seqstore SET store_key = ${defineSequenceSql(s.storeKey ?? '', { ...s, name: ctx.catalog.relationByOid(s.oid)?.name ?? '' }, s.start)} WHERE seqrelid = ${s.oid}`,
      );
    }
  }
  return { kind: 'ddl', steps, tag: 'TRUNCATE TABLE', notices };
}

/** Referencing tables before the tables they reference, so that no foreign key sees a missing parent row. */
function childrenFirst(ctx: PlanCtx, rels: RelationDef[]): RelationDef[] {
  const left = [...rels];
  const out: RelationDef[] = [];
  while (left.length) {
    const i = left.findIndex((r) => !ctx.catalog.constraints().some((c) => c.type === 'f' && c.refRelOid === r.oid && c.relOid !== r.oid && left.some((o) => o.oid === c.relOid)));
    out.push(...left.splice(i < 0 ? 0 : i, 1));
  }
  return out;
}
