import type { PlanCtx } from '../analyze/context.js';
import { type AstNode, type Fields, fieldsOf } from '../parse/ast.js';
import type { DatabasePlan } from '../plan.js';
import { alterOptions, createOptions } from './database-options.js';
import { planVariableSet } from './utility.js';

/** CREATE DATABASE name [ [WITH] option … ]: the server copies the template's file. */
export function planCreateDatabase(ctx: PlanCtx, f: Fields): DatabasePlan {
  const options = createOptions(ctx, f['options'] as AstNode[] | undefined);
  return { kind: 'database', action: 'create', name: String(f['dbname']), template: options.template ?? null, missingOk: false, force: false, options, tag: 'CREATE DATABASE' };
}

/** ALTER DATABASE name [WITH] IS_TEMPLATE / ALLOW_CONNECTIONS / CONNECTION LIMIT / TABLESPACE. */
export function planAlterDatabase(ctx: PlanCtx, f: Fields): DatabasePlan {
  const options = alterOptions(ctx, f['options'] as AstNode[] | undefined);
  return { kind: 'database', action: 'alter', name: String(f['dbname']), template: null, missingOk: false, force: false, options, tag: 'ALTER DATABASE' };
}

/** ALTER DATABASE name SET x TO v / SET x FROM CURRENT / RESET x / RESET ALL. */
export function planAlterDatabaseSet(ctx: PlanCtx, f: Fields): DatabasePlan {
  // The typed field holds the VariableSetStmt's fields directly (no node wrapper).
  const raw = f['setstmt'] as Fields;
  const set = 'kind' in raw ? raw : fieldsOf(raw as AstNode);
  const kind = String(set['kind']);
  const name = String(set['name'] ?? '').toLowerCase();
  let setting: DatabasePlan['setting'];
  if (kind === 'VAR_RESET_ALL') setting = { name: 'all', value: null, all: true };
  else if (kind === 'VAR_RESET' || kind === 'VAR_SET_DEFAULT') setting = { name, value: null, all: false };
  else if (kind === 'VAR_SET_VALUE') {
    const plan = planVariableSet(ctx, set);
    setting = { name, value: plan.kind === 'set' ? plan.value : null, all: false };
  } else throw ctx.error('feature_not_supported', `ALTER DATABASE … SET ${name} ${kind === 'VAR_SET_CURRENT' ? 'FROM CURRENT ' : ''}is not supported by pgsqlite`);
  return { kind: 'database', action: 'set', name: String(f['dbname']), template: null, missingOk: false, force: false, setting, tag: 'ALTER DATABASE' };
}

/** DROP DATABASE [IF EXISTS] name [ [WITH] (FORCE) ]. */
export function planDropDatabase(ctx: PlanCtx, f: Fields): DatabasePlan {
  let force = false;
  for (const node of (f['options'] as AstNode[] | undefined) ?? []) {
    const d = fieldsOf(node);
    if (d['defname'] !== 'force') throw ctx.error('syntax_error', `unrecognized DROP DATABASE option "${String(d['defname'])}"`, d['location']);
    force = true;
  }
  return { kind: 'database', action: 'drop', name: String(f['dbname']), template: null, missingOk: f['missing_ok'] === true, force, tag: 'DROP DATABASE' };
}
