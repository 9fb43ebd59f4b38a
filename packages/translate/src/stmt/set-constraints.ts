import type { PlanCtx } from '../analyze/context.js';
import type { AstNode, Fields } from '../parse/ast.js';
import { fieldsOf } from '../parse/ast.js';
import type { TransactionPlan } from '../plan.js';
import type { TriggerDef } from '@pgsqlite/catalog';

/**
 * SET CONSTRAINTS { ALL | name [, …] } { DEFERRED | IMMEDIATE } (trigger.c AfterTriggerSetState):
 * each name is looked up in its schema, or in the first schema of the search path that has a
 * constraint so named; 3F000 for an unknown schema, 42704 for no such constraint, 42809 for one
 * that is not deferrable (DEFERRED only). SQLite defers every foreign key of a transaction or none, so naming any
 * foreign key acts on all of them (a violation of another deferrable one is then reported at
 * COMMIT); naming only other constraints changes nothing pgsqlite checks later.
 */
export function planSetConstraints(ctx: PlanCtx, f: Fields): TransactionPlan {
  const deferred = f['deferred'] === true;
  const names = (f['constraints'] as AstNode[] | undefined) ?? [];
  const base: TransactionPlan = { kind: 'transaction', action: 'set_constraints', deferred, tag: 'SET CONSTRAINTS' };
  if (names.length === 0) return base;
  const constraints = ctx.catalog.constraints();
  const known = new Set(['pg_catalog', 'information_schema', ...ctx.catalog.namespaces().map((n) => n.name)]);
  let foreignKeys = false;
  const constraintOids: number[] = [];
  for (const node of names) {
    const rv = fieldsOf(node);
    const name = String(rv['relname'] ?? '');
    let schemas: readonly string[] = ctx.searchPath;
    if (rv['schemaname'] !== undefined) {
      const given = String(rv['schemaname']);
      const schema = given === 'pg_temp' ? (ctx.searchPath.find((s) => s.startsWith('pg_temp')) ?? given) : given;
      if (!known.has(schema) && !schema.startsWith('pg_temp')) throw ctx.error('invalid_schema_name', `schema "${given}" does not exist`);
      schemas = [schema];
    }
    let found: typeof constraints = [];
    for (const s of schemas) {
      found = constraints.filter((c) => c.name === name && c.schema === s);
      if (found.length > 0) break;
    }
    // A constraint trigger is named as a constraint (its pg_constraint row in PostgreSQL).
    const triggers = found.length > 0 ? [] : constraintTriggers(ctx, name, schemas);
    for (const t of triggers) {
      if (!(t.deferral?.deferrable ?? false) && deferred) throw ctx.error('wrong_object_type', `constraint "${name}" is not deferrable`);
      constraintOids.push(t.oid);
    }
    if (found.length === 0 && triggers.length === 0) throw ctx.error('undefined_object', `constraint "${name}" does not exist`);
    for (const c of found) {
      if (!c.deferrable && deferred) throw ctx.error('wrong_object_type', `constraint "${name}" is not deferrable`);
      if (c.type === 'f') foreignKeys = true;
      constraintOids.push(c.oid);
    }
  }
  return { ...base, foreignKeys, constraintOids };
}

/** Constraint triggers named `name` on tables of the first of `schemas` that has one. */
function constraintTriggers(ctx: PlanCtx, name: string, schemas: readonly string[]): TriggerDef[] {
  const all = (ctx.catalog.triggers?.() ?? []).filter((t) => t.deferral !== undefined && t.name === name);
  for (const s of schemas) {
    const found = all.filter((t) => ctx.catalog.relationByOid(t.relOid)?.schema === s);
    if (found.length > 0) return found;
  }
  return [];
}
