import type { RelationDef } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import type { PlanCtx } from '../analyze/context.js';
import { type AstNode, type Fields, fieldsOf } from '../parse/ast.js';

// parsenodes.h TRIGGER_TYPE_* bits of CreateTrigStmt.timing / .events
const AFTER = 0;
const INSERT = 4;
const DELETE = 8;
const UPDATE = 16;
const TRUNCATE = 32;

/**
 * CREATE TRIGGER's REFERENCING OLD TABLE AS o NEW TABLE AS n: the transition table names, checked
 * as trigger.c CreateTriggerFiringOn checks them (in its order): only TABLE transitions, not on
 * views, no ROW triggers on inheritance children or partitions, AFTER triggers of exactly one
 * event without a column list, OLD for DELETE/UPDATE and NEW for INSERT/UPDATE, each once and
 * under different names. Undefined when the statement has no REFERENCING clause.
 */
export function transitionNames(ctx: PlanCtx, f: Fields, rel: RelationDef): { old?: string; new?: string } | undefined {
  const list = (f['transitionRels'] as AstNode[] | undefined) ?? [];
  if (list.length === 0) return undefined;
  const timing = Number(f['timing'] ?? 0);
  const events = Number(f['events'] ?? 0);
  const row = f['row'] === true;
  const out: { old?: string; new?: string } = {};
  for (const n of list) {
    const tt = fieldsOf(n);
    if (tt['isTable'] !== true) {
      throw PgError.fromCode('0A000', 'ROW variable naming in the REFERENCING clause is not supported', { hint: 'Use OLD TABLE or NEW TABLE for naming transition tables.' });
    }
    if (rel.kind === 'v') throw PgError.fromCode('42809', `"${rel.name}" is a view`, { detail: 'Triggers on views cannot have transition tables.' });
    if (row && (rel.inherits?.length ?? 0) > 0) {
      throw ctx.error('feature_not_supported', `ROW triggers with transition tables are not supported on ${rel.partitionBound !== undefined ? 'partitions' : 'inheritance children'}`);
    }
    if (timing !== AFTER) throw ctx.error('invalid_object_definition', 'transition table name can only be specified for an AFTER trigger');
    if ((events & TRUNCATE) !== 0) throw ctx.error('feature_not_supported', 'TRUNCATE triggers with transition tables are not supported');
    const count = [INSERT, UPDATE, DELETE].filter((e) => (events & e) !== 0).length;
    if (count !== 1) throw ctx.error('feature_not_supported', 'transition tables cannot be specified for triggers with more than one event');
    if (((f['columns'] as AstNode[] | undefined) ?? []).length > 0) throw ctx.error('feature_not_supported', 'transition tables cannot be specified for triggers with column lists');
    const name = String(tt['name'] ?? '');
    if (tt['isNew'] === true) {
      if ((events & (INSERT | UPDATE)) === 0) throw ctx.error('invalid_object_definition', 'NEW TABLE can only be specified for an INSERT or UPDATE trigger');
      if (out.new !== undefined) throw ctx.error('invalid_object_definition', 'NEW TABLE cannot be specified multiple times');
      out.new = name;
    } else {
      if ((events & (DELETE | UPDATE)) === 0) throw ctx.error('invalid_object_definition', 'OLD TABLE can only be specified for a DELETE or UPDATE trigger');
      if (out.old !== undefined) throw ctx.error('invalid_object_definition', 'OLD TABLE cannot be specified multiple times');
      out.old = name;
    }
  }
  if (out.new !== undefined && out.old === out.new) throw ctx.error('invalid_object_definition', 'OLD TABLE name and NEW TABLE name cannot be the same');
  return out;
}
