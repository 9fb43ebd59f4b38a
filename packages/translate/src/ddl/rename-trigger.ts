import type { Fields } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import type { DdlPlan } from '../plan.js';
import { quoteString } from '../sql/quote.js';
import { bumpVersion } from './catalog-steps.js';

/** Relation kinds that cannot have triggers, as errdetail_relkind_not_supported names them. */
const NO_TRIGGERS: Partial<Record<string, string>> = { S: 'sequences', i: 'indexes', I: 'partitioned indexes', c: 'composite types', m: 'materialized views' };

/**
 * ALTER TRIGGER name ON table RENAME TO new (trigger.c renametrig): the table must exist and be
 * a table or view, the trigger must be on it (42704), and no other trigger of the table may have
 * the new name (42710). pg_get_triggerdef prints the trigger from its name and definition, so
 * the name is all that changes.
 */
export function planRenameTrigger(ctx: PlanCtx, stmt: Fields): DdlPlan {
  const rv = stmt['relation'] as Fields;
  const name = String(rv['relname']);
  // looked up without a position (RangeVarGetRelidExtended with a callback)
  const rel = ctx.catalog.findRelation(name, rv['schemaname'] as string | undefined, ctx.searchPath);
  if (rel === undefined) throw ctx.error('undefined_table', `relation "${name}" does not exist`);
  const kinds = NO_TRIGGERS[rel.kind];
  if (kinds !== undefined) throw ctx.error('wrong_object_type', `relation "${rel.name}" cannot have triggers`, undefined, { detail: `This operation is not supported for ${kinds}.` });
  const from = String(stmt['subname']);
  const to = String(stmt['newname']);
  const triggers = (ctx.catalog.triggers?.() ?? []).filter((t) => t.relOid === rel.oid);
  if (triggers.some((t) => t.name === to)) throw ctx.error('duplicate_object', `trigger "${to}" for relation "${rel.name}" already exists`);
  const t = triggers.find((x) => x.name === from);
  if (t === undefined) throw ctx.error('undefined_object', `trigger "${from}" for table "${rel.name}" does not exist`);
  return { kind: 'ddl', steps: [`UPDATE _pgsqlite_trigger SET tgname = ${quoteString(to)} WHERE oid = ${t.oid}`, bumpVersion()], tag: 'ALTER TRIGGER', notices: [] };
}
