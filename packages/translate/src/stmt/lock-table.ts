import { INTERNAL_PREFIX } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import type { LockPlan } from '../plan.js';

/** errdetail_relkind_not_supported's words for the kinds LOCK refuses. */
const KIND_NAMES: Record<string, string> = { S: 'sequences', i: 'indexes', I: 'partitioned indexes', m: 'materialized views', f: 'foreign tables', c: 'composite types', t: 'TOAST tables' };

/**
 * LOCK [TABLE] [ONLY] name, … [IN mode MODE] [NOWAIT] (lockcmds.c): the relations resolved now
 * (42P01 for a missing one, without a position as lockcmds.c; tables and views only, 42809 `cannot lock relation` otherwise); the session takes the locks
 * when it runs the plan (in a transaction block only, 25P01).
 */
export function planLockTable(ctx: PlanCtx, stmt: Fields): LockPlan {
  const relations: LockPlan['relations'] = [];
  for (const n of (stmt['relations'] as AstNode[] | undefined) ?? []) {
    const rv = fieldsOf(n);
    const name = String(rv['relname']);
    const schema = rv['schemaname'] as string | undefined;
    if (schema !== undefined && !ctx.catalog.schemas().includes(schema)) throw ctx.error('invalid_schema_name', `schema "${schema}" does not exist`);
    const rel = name.startsWith(INTERNAL_PREFIX) ? undefined : ctx.catalog.findRelation(name, schema, ctx.searchPath);
    if (!rel) throw ctx.error('undefined_table', `relation "${schema ? `${schema}.` : ''}${name}" does not exist`);
    if (rel.kind !== 'r' && rel.kind !== 'v' && rel.kind !== 'p') {
      throw ctx.error('wrong_object_type', `cannot lock relation "${name}"`, undefined, { detail: `This operation is not supported for ${KIND_NAMES[rel.kind] ?? 'this kind of relation'}.` });
    }
    if (!relations.some((r) => r.oid === rel.oid)) relations.push({ oid: rel.oid, name: rel.name });
  }
  // AccessExclusiveLock (8) when no mode is given; the grammar numbers the modes as lockdefs.h.
  const mode = Number(stmt['mode'] ?? 8);
  return { kind: 'lock', relations, mode: mode >= 1 && mode <= 8 ? mode : 8, nowait: stmt['nowait'] === true, tag: 'LOCK TABLE' };
}
