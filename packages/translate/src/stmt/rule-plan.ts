import type { RelationDef, RuleDef, RuleEvent } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { type AstNode, type Fields, names, nodeType } from '../parse/ast.js';
import { parseStatements } from '../parse/parser.js';
import type { ResultColumn, SqlPlan } from '../plan.js';
import { rulesOf } from '../ddl/create-rule.js';
import { firesInRole } from './trigger-select.js';
import { refuseConditionalInsteadView } from './view-target.js';
import { translateInsert } from './insert.js';
import { translateDelete, translateUpdate } from './update-delete.js';
import { multiStepPlan, type RawStep } from './multi-step.js';
import { hasModifyingWith } from './modifying-with.js';
import type { Scope } from '../analyze/scope.js';
import { RULE_ROWS, andQual, clone, insertRows, joinAction, notTrue, parseExpr, readsRecords, scannedRows, substituteRecords, type RuleRows } from './rule-rewrite.js';

const EVENT: Record<string, RuleEvent> = { InsertStmt: 'insert', UpdateStmt: 'update', DeleteStmt: 'delete' };
const VERB: Record<string, string> = { InsertStmt: 'INSERT', UpdateStmt: 'UPDATE', DeleteStmt: 'DELETE' };
/** Rewrites nested deeper than this are a rule loop (PostgreSQL: the same rule twice on one path). */
const MAX_DEPTH = 20;

type Role = 'run' | 'count' | 'result';

/** One statement of the rewritten list and what its outcome is for. */
interface Rewritten {
  node: AstNode;
  role: Role;
}

function targetOf(ctx: PlanCtx, f: Fields): RelationDef | undefined {
  const rv = f['relation'] as Fields | undefined;
  return rv === undefined ? undefined : ctx.catalog.findRelation(String(rv['relname']), rv['schemaname'] as string | undefined, ctx.searchPath);
}

function activeRules(ctx: PlanCtx, type: string, f: Fields): { rel: RelationDef; rules: RuleDef[] } | undefined {
  const event = EVENT[type];
  const rel = event === undefined ? undefined : targetOf(ctx, f);
  if (rel === undefined || event === undefined) return undefined;
  const rules = rulesOf(ctx, rel.oid, event).filter((r) => firesInRole(r.enabled, ctx.settings.replicationRole));
  return rules.length > 0 ? { rel, rules } : undefined;
}

/** True when an INSERT/UPDATE/DELETE's target relation has rules for its event. */
export function hasRules(ctx: PlanCtx, type: string, f: Fields): boolean {
  return activeRules(ctx, type, f) !== undefined;
}

/**
 * INSERT/UPDATE/DELETE on a relation with rules, rewritten as PostgreSQL's rewriter does: each
 * rule's actions joined with the original's rows; the original kept unless an unconditional
 * INSTEAD rule applies (with `(cond) IS NOT TRUE` for each conditional INSTEAD rule); for INSERT
 * the original first, for UPDATE/DELETE last. The tag counts the original's rows, else those of
 * the last INSTEAD action of the same command; RETURNING comes from the INSTEAD rule's RETURNING.
 * Null when the target has no rules.
 */
export function planRuleDml(ctx: PlanCtx, type: string, f: Fields): SqlPlan | null {
  if (!hasRules(ctx, type, f) || hasModifyingWith(f)) return null;
  if (f['withClause'] !== undefined) throw ctx.error('feature_not_supported', 'WITH on a statement rewritten by rules is not supported by pgsqlite', ctx.stmt.location);
  const { steps, columns } = ruleDmlSteps(ctx, type, f);
  return multiStepPlan(ctx, steps, columns, VERB[type] ?? type);
}

/**
 * The SQLite steps of an INSERT/UPDATE/DELETE rewritten by its target's rules (see planRuleDml);
 * `outer`/`prefix`: the scope and `WITH …` text of a data-modifying WITH whose main statement it
 * is. `columns`: the RETURNING columns, or null.
 */
export function ruleDmlSteps(ctx: PlanCtx, type: string, f: Fields, outer?: Scope, prefix = '', written?: (f: Fields) => void): { steps: RawStep[]; columns: ResultColumn[] | null } {
  if (outer !== undefined) refuseInsertSelectActions(ctx, type, f);
  const list = rewrite(ctx, type, f, f['returningList'] !== undefined ? 'result' : 'count', 0);
  const steps: RawStep[] = [];
  let columns: ResultColumn[] | null = null;
  for (const r of list) {
    const t = nodeType(r.node);
    const stmt = r.node[t] as Fields;
    written?.(stmt);
    if ((ctx.catalog.triggers?.() ?? []).some((x) => x.relOid === targetOf(ctx, stmt)?.oid)) {
      throw ctx.error('feature_not_supported', 'rules writing a table with triggers are not supported by pgsqlite', ctx.stmt.location);
    }
    const res = t === 'InsertStmt' ? translateInsert(ctx, stmt, outer) : t === 'UpdateStmt' ? translateUpdate(ctx, stmt, outer) : translateDelete(ctx, stmt, outer);
    // UPDATE … FROM / DELETE … USING returning the joined tables' columns: several steps of its own
    if (res.steps !== undefined) {
      if (prefix !== '') throw ctx.error('feature_not_supported', 'UPDATE … FROM or DELETE … USING rule actions returning the joined tables are not supported by pgsqlite together with a data-modifying WITH');
      for (const x of res.steps) steps.push({ ...x, role: x.role === 'result' ? r.role : x.role === 'count' && r.role === 'run' ? 'run' : x.role });
    } else steps.push({ sql: prefix + res.sql, role: r.role });
    if (r.role === 'result' && res.returning !== undefined) {
      columns = res.returning.columns.map((c) => ({ name: c.name, typeOid: c.type, typmod: c.typmod, tableOid: c.tableOid, attnum: c.attnum }));
    }
  }
  if (f['returningList'] !== undefined && columns === null) columns = [];
  return { steps, columns };
}

/** rewriteRuleAction: a statement with a data-modifying WITH cannot take INSERT … SELECT rule actions. */
function refuseInsertSelectActions(ctx: PlanCtx, type: string, f: Fields): void {
  for (const rule of activeRules(ctx, type, f)?.rules ?? []) {
    for (const a of rule.actions) {
      const ins = parseStatements(a)[0]?.ast['InsertStmt'] as Fields | undefined;
      const sel = (ins?.['selectStmt'] as AstNode | undefined)?.['SelectStmt'] as Fields | undefined;
      if (sel !== undefined && sel['valuesLists'] === undefined) {
        throw ctx.error('feature_not_supported', 'INSERT...SELECT rule actions are not supported for queries having data-modifying statements in WITH');
      }
    }
  }
}

/** The statements `type`/`f` becomes, with their roles (`role`: what the original's outcome is for). */
function rewrite(ctx: PlanCtx, type: string, f: Fields, role: Role, depth: number): Rewritten[] {
  const found = activeRules(ctx, type, f);
  if (found === undefined) return [{ node: { [type]: f }, role }];
  const { rel, rules } = found;
  if (depth >= MAX_DEPTH) throw ctx.error('invalid_object_definition', `infinite recursion detected in rules for relation "${rel.name}"`);
  const rows = type === 'InsertStmt' ? insertRows(ctx, rel, f) : scannedRows(ctx, rel, f, type === 'UpdateStmt');
  const unconditional = rules.some((r) => r.instead && r.qual === null);
  const wantsReturning = f['returningList'] !== undefined;
  // PostgreSQL: RETURNING under any INSTEAD rule (conditional ones too) needs a rule's RETURNING.
  if (wantsReturning && rules.some((r) => r.instead)) returningRule(ctx, rel, type, rules);
  const actions: Rewritten[] = [];
  let counted: Rewritten | undefined;
  let returned: Rewritten | undefined;
  for (const rule of rules) {
    const qual = rule.qual === null ? undefined : (substituteRecords(parseExpr(rule.qual), rows.columns) as AstNode);
    for (const text of rule.actions) {
      const [parsed] = parseStatements(text);
      if (parsed === undefined) continue;
      const join = type === 'InsertStmt' || readsRecords(parsed.ast) || (rule.qual !== null && readsRecords(parseExpr(rule.qual))) || f['whereClause'] !== undefined || ((f['fromClause'] ?? f['usingClause']) as AstNode[] | undefined)?.length;
      let node = joinAction(ctx, rule, parsed.ast, rows, qual, Boolean(join));
      const t = nodeType(node);
      const action = node[t] as Fields;
      if (wantsReturning && rule.instead && rule.qual === null && action['returningList'] !== undefined) {
        node = { [t]: { ...action, returningList: originalReturning(ctx, rel, f, action, t) } };
      } else delete action['returningList'];
      const entry: Rewritten = { node, role: 'run' };
      if (rule.instead && t === type) counted = entry;
      if ((node[t] as Fields)['returningList'] !== undefined) returned = entry;
      actions.push(entry);
    }
  }
  const out: Rewritten[] = [];
  if (unconditional) {
    // The rows come from the INSTEAD action with RETURNING; else the tag counts the last INSTEAD action of the same command.
    if (returned !== undefined && role !== 'run') returned.role = role;
    else if (counted !== undefined) counted.role = role === 'run' ? 'run' : 'count';
  } else {
    const conds = rules.filter((r) => r.instead && r.qual !== null).map((r) => notTrue(substituteRecords(parseExpr(r.qual as string), rows.columns) as AstNode));
    if (conds.length > 0) refuseConditionalInsteadView(ctx, rel, type === 'InsertStmt' ? 'insert' : type === 'UpdateStmt' ? 'update' : 'delete');
    const kept = conds.length === 0 ? { [type]: f } : keptOriginal(ctx, rel, type, f, rows, conds);
    out.push({ node: kept, role });
  }
  const ordered = type === 'InsertStmt' ? [...out, ...actions] : [...actions, ...out];
  return ordered.flatMap((r) => {
    const t = nodeType(r.node);
    return r.node === out[0]?.node && out[0] !== undefined ? [r] : rewrite(ctx, t, r.node[t] as Fields, r.role === 'run' ? 'run' : r.role, depth + 1);
  });
}

/** 0A000 as PostgreSQL: RETURNING on a relation whose INSTEAD rules give none. */
function returningRule(ctx: PlanCtx, rel: RelationDef, type: string, rules: RuleDef[]): void {
  // Any unconditional INSTEAD action with RETURNING serves, whatever its command.
  const verb = VERB[type] ?? type;
  const ok = rules.some((r) => r.instead && r.qual === null && r.actions.some((a) => {
    const [p] = parseStatements(a);
    const t = p === undefined ? '' : nodeType(p.ast);
    return p !== undefined && (p.ast[t] as Fields)['returningList'] !== undefined;
  }));
  if (!ok) {
    throw ctx.error('feature_not_supported', `cannot perform ${verb} RETURNING on relation "${rel.name}"`, undefined, {
      hint: `You need an unconditional ON ${verb} DO INSTEAD rule with a RETURNING clause.`,
    });
  }
}

/**
 * The original's RETURNING list over the INSTEAD action: each reference to the relation's
 * column i (bare, or qualified by its name or alias; `*` for all) becomes the action's i-th
 * RETURNING expression.
 */
function originalReturning(ctx: PlanCtx, rel: RelationDef, f: Fields, action: Fields, actionType: string): AstNode[] {
  const ruleList = expandStars(ctx, action, actionType);
  if (ruleList.length > rel.columns.length) throw ctx.error('invalid_object_definition', 'RETURNING list has too many entries');
  const rv = f['relation'] as Fields;
  const alias = String((rv['alias'] as Fields | undefined)?.['aliasname'] ?? rel.name);
  const byName = new Map(rel.columns.map((c, i) => [c.name, ruleList[i] ?? { A_Const: { isnull: true } }]));
  const swap = (n: unknown): unknown => {
    if (Array.isArray(n)) return n.map(swap);
    if (n === null || typeof n !== 'object') return n;
    const ref = (n as AstNode)['ColumnRef'] as Fields | undefined;
    if (ref !== undefined) {
      const parts = names(ref['fields'] as AstNode[]);
      const col = parts.length === 1 ? parts[0] : parts.length === 2 && parts[0] === alias ? parts[1] : undefined;
      const sub = col === undefined ? undefined : byName.get(col);
      return sub === undefined ? n : clone(sub);
    }
    return Object.fromEntries(Object.entries(n).map(([k, v]) => [k, swap(v)]));
  };
  const out: AstNode[] = [];
  for (const t of (f['returningList'] as AstNode[] | undefined) ?? []) {
    const target = t['ResTarget'] as Fields;
    const val = target['val'] as AstNode;
    const ref = val['ColumnRef'] as Fields | undefined;
    const fields = (ref?.['fields'] as AstNode[] | undefined) ?? [];
    const last = fields[fields.length - 1];
    if (ref !== undefined && last?.['A_Star'] !== undefined) {
      rel.columns.forEach((c) => out.push({ ResTarget: { name: c.name, val: clone(byName.get(c.name)) } }));
      continue;
    }
    const bare = ref !== undefined ? names(fields).at(-1) : undefined;
    out.push({ ResTarget: { ...target, ...(target['name'] === undefined && bare !== undefined ? { name: bare } : {}), val: swap(val) } });
  }
  return out;
}

/** The rule action's RETURNING expressions, `*` and `t.*` expanded over its target's columns. */
function expandStars(ctx: PlanCtx, action: Fields, actionType: string): AstNode[] {
  const target = targetOf(ctx, action);
  const rv = action['relation'] as Fields;
  const alias = String((rv['alias'] as Fields | undefined)?.['aliasname'] ?? rv['relname']);
  const out: AstNode[] = [];
  for (const t of (action['returningList'] as AstNode[] | undefined) ?? []) {
    const val = (t['ResTarget'] as Fields)['val'] as AstNode;
    const fields = ((val['ColumnRef'] as Fields | undefined)?.['fields'] as AstNode[] | undefined) ?? [];
    if (fields.length > 0 && fields[fields.length - 1]?.['A_Star'] !== undefined && target !== undefined) {
      const qual = fields.length === 2 ? names(fields.slice(0, 1))[0] : alias;
      for (const c of target.columns) out.push({ ColumnRef: { fields: [{ String: { sval: qual } }, { String: { sval: c.name } }] } });
    } else out.push(val);
  }
  void actionType;
  return out;
}

/** The original statement restricted to rows no conditional INSTEAD rule takes. */
function keptOriginal(ctx: PlanCtx, rel: RelationDef, type: string, f: Fields, rows: RuleRows, conds: AstNode[]): AstNode {
  const cond = conds.reduce<AstNode | undefined>((a, c) => andQual(a, c), undefined);
  if (type !== 'InsertStmt') {
    // UPDATE/DELETE: the condition over the original's own target row (OLD) and SET list (NEW).
    return { [type]: { ...f, whereClause: andQual(f['whereClause'], overTarget(ctx, rel, type, f, cond)) } };
  }
  const given = ((f['cols'] as AstNode[] | undefined) ?? []).map((n) => String((n['ResTarget'] as Fields)['name']));
  const cols = given.length > 0 ? given : rel.columns.map((c) => c.name);
  const targetList = cols.map((c) => ({ ResTarget: { val: { ColumnRef: { fields: [{ String: { sval: RULE_ROWS } }, { String: { sval: `new.${c}` } }] } } } }));
  const select = { SelectStmt: { targetList, fromClause: [clone(rows.from)], whereClause: cond, limitOption: 'LIMIT_OPTION_DEFAULT', op: 'SETOP_NONE' } };
  return { InsertStmt: { ...f, cols: cols.map((name) => ({ ResTarget: { name } })), selectStmt: select } };
}

/** A condition over `"*rule*"` read in the original UPDATE/DELETE: OLD is its target row, NEW its SET values. */
function overTarget(ctx: PlanCtx, rel: RelationDef, type: string, f: Fields, cond: AstNode | undefined): AstNode | undefined {
  const rv = f['relation'] as Fields;
  const alias = String((rv['alias'] as Fields | undefined)?.['aliasname'] ?? rel.name);
  const sets = new Map<string, AstNode>();
  if (type === 'UpdateStmt') for (const n of (f['targetList'] as AstNode[] | undefined) ?? []) sets.set(String((n['ResTarget'] as Fields)['name']), (n['ResTarget'] as Fields)['val'] as AstNode);
  const swap = (n: unknown): unknown => {
    if (Array.isArray(n)) return n.map(swap);
    if (n === null || typeof n !== 'object') return n;
    const ref = (n as AstNode)['ColumnRef'] as Fields | undefined;
    if (ref !== undefined) {
      const parts = names(ref['fields'] as AstNode[]);
      if (parts[0] !== RULE_ROWS || parts[1] === undefined) return n;
      const [rec, col] = [parts[1].slice(0, 3), parts[1].slice(4)];
      const set = rec === 'new' ? sets.get(col) : undefined;
      return set !== undefined ? clone(set) : { ColumnRef: { fields: [{ String: { sval: alias } }, { String: { sval: col } }] } };
    }
    return Object.fromEntries(Object.entries(n).map(([k, v]) => [k, swap(v)]));
  };
  void ctx;
  return cond === undefined ? undefined : (swap(cond) as AstNode);
}

/**
 * A data-modifying WITH query on a relation with rules (RewriteQuery): only one unconditional
 * DO INSTEAD rule with a single INSERT/UPDATE/DELETE action can stand in for it; the other rule
 * kinds are 0A000 with PostgreSQL's messages. Returns the statement to run in its place, or null
 * when the target has no rules.
 */
export function ruleCteRewrite(ctx: PlanCtx, type: string, f: Fields): AstNode | null {
  const found = activeRules(ctx, type, f);
  if (found === undefined) return null;
  const unsupported = (what: string): Error => ctx.error('feature_not_supported', `${what} rules are not supported for data-modifying statements in WITH`);
  type Source = 'original' | 'instead' | 'qual' | 'also';
  const list: { source: Source; utility: boolean }[] = [];
  if (!found.rules.some((r) => r.instead && r.qual === null)) list.push({ source: 'original', utility: false });
  for (const r of found.rules) {
    for (const a of r.actions) {
      const [p] = parseStatements(a);
      list.push({ source: !r.instead ? 'also' : r.qual !== null ? 'qual' : 'instead', utility: p === undefined || nodeType(p.ast) === 'NotifyStmt' });
    }
  }
  if (list.length === 0) throw unsupported('DO INSTEAD NOTHING');
  if (list.length === 1 && list[0]?.utility === true) throw unsupported('DO INSTEAD NOTIFY');
  if (list.length > 1) {
    for (const x of list) {
      if (x.source === 'qual') throw unsupported('conditional DO INSTEAD');
      if (x.source === 'also') throw unsupported('DO ALSO');
    }
    throw unsupported('multi-statement DO INSTEAD');
  }
  const [only] = rewrite(ctx, type, f, f['returningList'] !== undefined ? 'result' : 'count', 0);
  if (only === undefined) throw unsupported('DO INSTEAD NOTHING');
  return only.node;
}
