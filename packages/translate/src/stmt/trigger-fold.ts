import type { RelationDef, TriggerDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import { parseStatements } from '../parse/parser.js';
import { firingTriggers } from './trigger-select.js';

type Event = 'insert' | 'update';

/** A column's value as NEW holds it in `state` (column → value AST of the columns written so far). */
type NewValue = (column: string, state: ReadonlyMap<string, AstNode>) => AstNode;

function col(qualifier: string, name: string): AstNode {
  return { ColumnRef: { fields: [{ String: { sval: qualifier } }, { String: { sval: name } }] } } as unknown as AstNode;
}

const NULL_CONST = { A_Const: { isnull: true } } as unknown as AstNode;

function strConst(s: string): AstNode {
  return { A_Const: { sval: { sval: s } } } as unknown as AstNode;
}

/**
 * BEFORE ROW triggers of the INSERT/UPDATE's table, folded into the statement: each trigger
 * assignment `NEW.c := e` (under its WHEN and IF conditions) becomes the value the statement
 * writes to c, with NEW.x read as the value x would get and OLD.x as the row's current x — so
 * RETURNING shows the trigger's values, as in PostgreSQL. The statement is returned unchanged
 * when no trigger fires on it.
 */
export function foldBeforeTriggers(ctx: PlanCtx, event: Event, stmt: Fields): Fields {
  const all = ctx.catalog.triggers?.() ?? [];
  if (all.length === 0) return stmt;
  const rv = stmt['relation'] as Fields | undefined;
  if (rv === undefined) return stmt;
  const rel = ctx.catalog.findRelation(String(rv['relname']), rv['schemaname'] as string | undefined, ctx.searchPath);
  if (rel === undefined) return stmt;
  const triggers = firingTriggers(ctx, rel, event, event === 'update' ? setNames(stmt['targetList']) : undefined).fold;
  if (triggers.length === 0) return stmt;
  const alias = (rv['alias'] as Fields | undefined)?.['aliasname'] as string | undefined;
  const qualifier = alias ?? rel.name;
  if (event === 'update') return { ...stmt, targetList: foldTargets(ctx, rel, triggers, (stmt['targetList'] as AstNode[] | undefined) ?? [], qualifier, 'UPDATE') };
  return foldInsert(ctx, rel, triggers, stmt, qualifier);
}

function unsupported(ctx: PlanCtx, what: string): Error {
  return ctx.error('feature_not_supported', `${what} on a table with BEFORE ROW triggers is not supported by pgsqlite`);
}

/** UPDATE's SET list (or ON CONFLICT DO UPDATE's) with the triggers' assignments folded in. */
function foldTargets(ctx: PlanCtx, rel: RelationDef, triggers: readonly TriggerDef[], targets: readonly AstNode[], qualifier: string, op: string): AstNode[] {
  const current = new Map<string, AstNode>();
  for (const t of targets) {
    const f = fieldsOf(t);
    if (nodeType(f['val'] as AstNode) === 'MultiAssignRef' || f['indirection'] !== undefined) throw unsupported(ctx, 'UPDATE SET (…) = … or SET of an element');
    current.set(String(f['name']), f['val'] as AstNode);
  }
  const newValue: NewValue = (c, state) => {
    const v = state.get(c);
    if (v !== undefined && nodeType(v) === 'SetToDefault') throw unsupported(ctx, `SET ${c} = DEFAULT`);
    return v ?? col(qualifier, c);
  };
  apply(ctx, rel, triggers, op, current, newValue, (c) => col(qualifier, c));
  const out: AstNode[] = [];
  for (const [name, val] of current) out.push({ ResTarget: { name, val } } as unknown as AstNode);
  return out;
}

function foldInsert(ctx: PlanCtx, rel: RelationDef, triggers: readonly TriggerDef[], stmt: Fields, qualifier: string): Fields {
  const select = stmt['selectStmt'] as AstNode | undefined;
  const values = select === undefined ? undefined : (fieldsOf(select)['valuesLists'] as AstNode[] | undefined);
  if (values === undefined) throw unsupported(ctx, 'INSERT … SELECT or DEFAULT VALUES');
  const listed = ((stmt['cols'] as AstNode[] | undefined) ?? []).map((c) => String(fieldsOf(c)['name']));
  const columns = listed.length > 0 ? listed : rel.columns.map((c) => c.name);
  const rows = values.map((row) => {
    const items = [...((fieldsOf(row)['items'] as AstNode[] | undefined) ?? [])];
    const current = new Map<string, AstNode>();
    items.forEach((v, i) => current.set(columns[i] ?? '', v));
    const newValue: NewValue = (c, state) => {
      const v = state.get(c);
      if (v !== undefined && nodeType(v) !== 'SetToDefault') return v;
      const def = rel.columns.find((x) => x.name === c);
      if (def?.defaultExpr == null) return NULL_CONST;
      if (def.identity !== '' || def.defaultExpr.includes('nextval')) throw unsupported(ctx, `a trigger reading NEW.${c} (filled by a sequence) in INSERT`);
      const [parsed] = parseStatements(`SELECT ${def.defaultExpr}`);
      return fieldsOf(((fieldsOf(parsed!.ast)['targetList'] as AstNode[])[0]) as AstNode)['val'] as AstNode;
    };
    apply(ctx, rel, triggers, 'INSERT', current, newValue, () => NULL_CONST);
    return current;
  });
  const width = Math.max(0, ...values.map((row) => ((fieldsOf(row)['items'] as AstNode[] | undefined) ?? []).length));
  const allCols = [...columns.slice(0, width), ...rows.flatMap((r) => [...r.keys()])].filter((c, i, a) => a.indexOf(c) === i && c !== '');
  const lists = rows.map((r) => ({ List: { items: allCols.map((c) => r.get(c) ?? ({ SetToDefault: {} } as unknown as AstNode)) } }));
  const onConflict = stmt['onConflictClause'] as Fields | undefined;
  const folded: Fields = {
    ...stmt,
    cols: allCols.map((name) => ({ ResTarget: { name } })),
    selectStmt: { SelectStmt: { ...fieldsOf(select!), valuesLists: lists } },
  };
  if (onConflict?.['action'] === 'ONCONFLICT_UPDATE') {
    const upd = triggersFor(ctx, rel, 'update', onConflict['targetList']);
    if (upd.length > 0) folded['onConflictClause'] = { ...onConflict, targetList: foldTargets(ctx, rel, upd, (onConflict['targetList'] as AstNode[] | undefined) ?? [], qualifier, 'UPDATE') };
  }
  return folded;
}

function triggersFor(ctx: PlanCtx, rel: RelationDef, event: Event, targets?: unknown): TriggerDef[] {
  return firingTriggers(ctx, rel, event, targets === undefined ? undefined : setNames(targets)).fold;
}

/** The column names an UPDATE's SET list assigns. */
export function setNames(targets: unknown): string[] {
  return ((targets as AstNode[] | undefined) ?? []).map((t) => String(fieldsOf(t)['name'] ?? ''));
}

/** Runs the triggers' assignments in order over `current` (column → value AST). */
function apply(ctx: PlanCtx, rel: RelationDef, triggers: readonly TriggerDef[], op: string, current: Map<string, AstNode>, newValue: NewValue, oldValue: (c: string) => AstNode): void {
  const field = (c: string, rec: string): string => {
    if (!rel.columns.some((x) => x.name === c)) throw ctx.error('undefined_column', `record "${rec}" has no field "${c}"`);
    return c;
  };
  const subst = (node: unknown, state: ReadonlyMap<string, AstNode>): unknown => {
    if (Array.isArray(node)) return node.map((n) => subst(n, state));
    if (node === null || typeof node !== 'object') return node;
    const ref = (node as { ColumnRef?: { fields?: { String?: { sval?: string } }[] } }).ColumnRef;
    const parts = ref?.fields?.map((x) => x.String?.sval);
    if (parts !== undefined && parts.length === 2 && (parts[0] === 'new' || parts[0] === 'old')) {
      const rec = parts[0];
      // `old.*` in an expression: the row as a whole, ROW(its fields)
      if (parts[1] === undefined && (ref?.fields?.[1] as { A_Star?: unknown } | undefined)?.A_Star !== undefined) {
        return { RowExpr: { args: rel.columns.map((x) => (rec === 'new' ? newValue(x.name, state) : oldValue(x.name))), row_format: 'COERCE_IMPLICIT_CAST' } };
      }
      const c = field(String(parts[1]), rec);
      return parts[0] === 'new' ? newValue(c, state) : oldValue(c);
    }
    const special = parts !== undefined && parts.length === 1 ? triggerVariable(String(parts[0]), firing, rel, op) : undefined;
    if (special !== undefined) return special;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) out[k] = subst(v, state);
    return out;
  };
  let firing = '';
  for (const t of triggers) {
    firing = t.name;
    const when = t.when === null ? null : (subst(JSON.parse(t.when), current) as AstNode);
    // NEW after each of this trigger's assignments, for the IF conditions that read it where they stand.
    const states: ReadonlyMap<string, AstNode>[] = [];
    for (const a of t.assignments) {
      states.push(new Map(current));
      const c = field(a.column, 'new');
      const value = subst(JSON.parse(a.expr), current) as AstNode;
      const conds = [when, ...a.conds.map((x) => subst(JSON.parse(x.expr), states[x.at] ?? current) as AstNode)].filter((x): x is AstNode => x !== null);
      if (conds.length === 0) {
        current.set(c, value);
        continue;
      }
      const cond = conds.length === 1 ? conds[0] : ({ BoolExpr: { boolop: 'AND_EXPR', args: conds } } as unknown as AstNode);
      current.set(c, { CaseExpr: { args: [{ CaseWhen: { expr: cond, result: value } }], defresult: newValue(c, current) } } as unknown as AstNode);
    }
  }
}

/**
 * A PL/pgSQL trigger variable as a constant of the folded trigger (plpgsql's TG_* of a BEFORE ROW
 * trigger without arguments, the only ones folded): undefined for other names.
 */
function triggerVariable(name: string, trigger: string, rel: RelationDef, op: string): AstNode | undefined {
  switch (name) {
    case 'tg_op':
      return strConst(op);
    case 'tg_name':
      return strConst(trigger);
    case 'tg_table_name':
    case 'tg_relname':
      return strConst(rel.name);
    case 'tg_table_schema':
      return strConst(rel.schema);
    case 'tg_when':
      return strConst('BEFORE');
    case 'tg_level':
      return strConst('ROW');
    case 'tg_nargs':
      return { A_Const: { ival: { ival: 0 } } } as unknown as AstNode;
    default:
      return undefined;
  }
}
