import { deparseSync } from 'pgsql-deparser';
import { BUMP_OID_SQL, NEXT_OID_SQL, dropRuleSql, storeRuleSql, type RuleDef, type RuleEvent } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { type AstNode, type Fields, fieldsOf, names, nodeType } from '../parse/ast.js';
import type { DdlPlan } from '../plan.js';
import { bumpVersion } from './catalog-steps.js';

const EVENTS: Record<string, RuleEvent> = { CMD_INSERT: 'insert', CMD_UPDATE: 'update', CMD_DELETE: 'delete' };
const ACTIONS = new Set(['InsertStmt', 'UpdateStmt', 'DeleteStmt', 'SelectStmt', 'NotifyStmt']);

/** The rules of relation `relOid` (name order), optionally only those for `event`. */
export function rulesOf(ctx: PlanCtx, relOid: number, event?: RuleEvent): RuleDef[] {
  return (ctx.catalog.rules?.() ?? []).filter((r) => r.relOid === relOid && (event === undefined || r.event === event));
}

/**
 * CREATE [OR REPLACE] RULE name AS ON {INSERT | UPDATE | DELETE} TO rel [WHERE cond]
 * DO [ALSO | INSTEAD] {NOTHING | action | (action; …)}: recorded as pg_rewrite keeps it; INSERT,
 * UPDATE and DELETE on `rel` are then rewritten with it (stmt/rule-rewrite.ts). ON SELECT rules
 * (a table turned into a view) are 0A000.
 */
export function planCreateRule(ctx: PlanCtx, f: Fields): DdlPlan {
  const rv = f['relation'] as Fields;
  const relname = String(rv['relname']);
  const rel = ctx.catalog.findRelation(relname, rv['schemaname'] as string | undefined, ctx.searchPath);
  if (rel === undefined) throw ctx.error('undefined_table', `relation "${relname}" does not exist`, rv['location']);
  if (rel.kind !== 'r' && rel.kind !== 'v' && rel.kind !== 'p') throw ctx.error('wrong_object_type', `"${rel.name}" is not a table or view`);
  const event = EVENTS[String(f['event'])];
  if (event === undefined) throw ctx.error('feature_not_supported', 'ON SELECT rules are not supported by pgsqlite', ctx.stmt.location);
  const name = String(f['rulename']);
  const actions = (f['actions'] as AstNode[] | undefined) ?? [];
  for (const a of actions) {
    if (!ACTIONS.has(nodeType(a))) throw ctx.error('feature_not_supported', `rule actions of this kind are not supported by pgsqlite`, ctx.stmt.location);
    checkRecords(ctx, a, event);
    checkWithRecords(ctx, a);
  }
  if (f['whereClause'] !== undefined) checkRecords(ctx, f['whereClause'], event);
  checkReturning(ctx, f, rel.columns.length);
  const existing = rulesOf(ctx, rel.oid).find((r) => r.name === name);
  if (existing !== undefined && f['replace'] !== true) throw ctx.error('duplicate_object', `rule "${name}" for relation "${rel.name}" already exists`);
  const qual = f['whereClause'] === undefined ? null : deparseSync(f['whereClause'] as AstNode, { pretty: false });
  const instead = f['instead'] === true;
  const texts = actions.map((a) => deparseSync(a, { pretty: false }));
  const def: Omit<RuleDef, 'oid'> = {
    relOid: rel.oid, name, event, instead, qual, actions: texts, enabled: 'O',
  };
  const steps = [...(existing === undefined ? [] : [dropRuleSql(existing.oid)]), storeRuleSql(def, NEXT_OID_SQL), BUMP_OID_SQL, bumpVersion()];
  return { kind: 'ddl', steps, tag: 'CREATE RULE', notices: [] };
}

/**
 * A rule action's RETURNING (rewriteDefine.c checkRuleResultList): only in an unconditional
 * INSTEAD rule, once, and as many entries as the relation has columns (`*` counted over the
 * action's target).
 */
function checkReturning(ctx: PlanCtx, f: Fields, width: number): void {
  const returning = ((f['actions'] as AstNode[] | undefined) ?? []).map((a) => a[nodeType(a)] as Fields).filter((a) => a['returningList'] !== undefined);
  if (returning.length === 0) return;
  if (f['instead'] !== true) throw ctx.error('feature_not_supported', 'RETURNING lists are not supported in non-INSTEAD rules');
  if (f['whereClause'] !== undefined) throw ctx.error('feature_not_supported', 'RETURNING lists are not supported in conditional rules');
  if (returning.length > 1) throw ctx.error('feature_not_supported', 'cannot have multiple RETURNING lists in a rule');
  const action = returning[0] as Fields;
  const rv = action['relation'] as Fields;
  const target = ctx.catalog.findRelation(String(rv['relname']), rv['schemaname'] as string | undefined, ctx.searchPath);
  let n = 0;
  for (const t of action['returningList'] as AstNode[]) {
    const fields = ((((t['ResTarget'] as Fields)['val'] as AstNode)['ColumnRef'] as Fields | undefined)?.['fields'] as AstNode[] | undefined) ?? [];
    const star = fields.length > 0 && fields[fields.length - 1]?.['A_Star'] !== undefined;
    n += star ? (target?.columns.length ?? 1) : 1;
  }
  if (n > width) throw ctx.error('invalid_object_definition', 'RETURNING list has too many entries');
  if (n < width) throw ctx.error('invalid_object_definition', 'RETURNING list has too few entries');
}

/** A rule action's own WITH queries cannot read NEW/OLD (transformRuleStmt). */
function checkWithRecords(ctx: PlanCtx, action: AstNode): void {
  const ctes = ((action[nodeType(action)] as Fields)['withClause'] as Fields | undefined)?.['ctes'];
  const text = JSON.stringify(ctes ?? []);
  for (const rec of ['old', 'new']) {
    if (text.includes(`{"ColumnRef":{"fields":[{"String":{"sval":"${rec}"}}`)) throw ctx.error('feature_not_supported', `cannot refer to ${rec.toUpperCase()} within WITH query`);
  }
}

/** ON INSERT rules cannot read OLD, ON DELETE rules cannot read NEW (rewriteDefine.c / parse_utilcmd.c). */
function checkRecords(ctx: PlanCtx, node: unknown, event: RuleEvent): void {
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) n.forEach(walk);
    else if (n !== null && typeof n === 'object') {
      const ref = (n as { ColumnRef?: { fields?: AstNode[]; location?: number } }).ColumnRef;
      const parts = ref?.fields === undefined ? [] : names(ref.fields);
      if (ref !== undefined && parts.length >= 2) {
        if (parts[0] === 'old' && event === 'insert') throw ctx.error('invalid_object_definition', 'ON INSERT rule cannot use OLD', ref.location);
        if (parts[0] === 'new' && event === 'delete') throw ctx.error('invalid_object_definition', 'ON DELETE rule cannot use NEW', ref.location);
      } else Object.values(n).forEach(walk);
    }
  };
  walk(node);
}

/** DROP RULE [IF EXISTS] name ON rel [CASCADE | RESTRICT]; undefined for other DROP statements. */
export function planDropRule(ctx: PlanCtx, f: Fields): DdlPlan | undefined {
  if (f['removeType'] !== 'OBJECT_RULE') return undefined;
  const steps: string[] = [];
  const notices: string[] = [];
  for (const o of (f['objects'] as AstNode[] | undefined) ?? []) {
    const parts = names(fieldsOf(o)['items'] as AstNode[]);
    const name = parts[parts.length - 1] ?? '';
    const table = parts[parts.length - 2] ?? '';
    const rel = ctx.catalog.findRelation(table, parts.length > 2 ? parts[0] : undefined, ctx.searchPath);
    if (rel === undefined) {
      if (f['missing_ok'] === true) {
        notices.push(`relation "${table}" does not exist, skipping`);
        continue;
      }
      throw ctx.error('undefined_table', `relation "${table}" does not exist`);
    }
    const rule = rulesOf(ctx, rel.oid).find((r) => r.name === name);
    if (rule === undefined) {
      if (f['missing_ok'] === true) {
        notices.push(`rule "${name}" for relation "${rel.name}" does not exist, skipping`);
        continue;
      }
      throw ctx.error('undefined_object', `rule "${name}" for relation "${rel.name}" does not exist`);
    }
    steps.push(dropRuleSql(rule.oid));
  }
  return { kind: 'ddl', steps: steps.length > 0 ? [...steps, bumpVersion()] : [], tag: 'DROP RULE', notices };
}
