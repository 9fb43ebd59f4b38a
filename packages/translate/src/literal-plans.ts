import { LRUCache } from 'lru-cache';
import { placeholderOffsets } from './sql/placeholders.js';
import { defaultFormatSettings } from '@pgsqlite/catalog';
import type { Plan, SqlPlan } from './plan.js';
import type { ParsedStatement } from './parse/parser.js';
import type { AstNode } from './parse/ast.js';
import { type LiteralValue, liftableLiterals, literalNode, paramNode, rewriteLiterals, shapeKey } from './literal-lift.js';
import type { PlanContext } from './translator.js';
import { settingsKey } from './settings-key.js';
import { matchTemplate, textKey, textTemplate, type TextTemplate } from './literal-texts.js';

/**
 * Plans shared by simple-protocol statements that differ only in integer literals (pgbench -S
 * sends `… WHERE aid = <n>` with a new n every time, so the text-keyed plan cache never hits):
 * the literals (literal-lift.ts) become `int4` parameters of one plan, bound to each statement's
 * values. The same SQLite text every time also lets the point reader answer it on the server's
 * thread (it only judges texts it has seen before).
 *
 * A shape gets a shared plan on its second sighting (one-off shapes cost one JSON walk, not a
 * second planning), and only when that plan is provably the statement's own plan: the statement
 * planned with its literals, and again with two probe values (0 and -2147483647, for constant
 * folding that depends on the value or its sign), must give exactly the shared plan's SQL with
 * the literal written in place of each parameter (also in the row and key probes for error
 * details), and equal plans otherwise. Anything else (an error, a plan of another kind or with
 * steps, triggers or row checks, a different SQL text) marks the shape as not
 * shareable and its statements are planned one by one as before.
 */

/** A plan and the values of its `$n` parameters. */
export interface BoundPlan {
  readonly plan: Plan;
  readonly params: readonly LiteralValue[];
}

/** A query string recognised without parsing (literal-texts.ts): its statement (for the session) and plan. */
export interface TextPlan extends BoundPlan {
  readonly stmt: ParsedStatement;
}

/** Templates kept per text key (texts that differ only in their digits). */
const TEMPLATES_PER_KEY = 4;

/** Plans a statement: cached by text (`plan`), or not cached (`planFresh`). */
export interface Planner {
  plan(stmt: ParsedStatement, paramTypes: readonly number[], ctx: PlanContext): Plan;
  planFresh(stmt: ParsedStatement, paramTypes: readonly number[], ctx: PlanContext): Plan;
}

/** Probe values every literal takes once before a shape's plan is shared (integers, strings). */
const PROBES: readonly number[] = [0, -2147483647];
const STRING_PROBES: readonly string[] = ['', " 0'x\\"];

const INT4 = 23;
/** A string literal's parameter: type unspecified, resolved from its context as an unknown literal. */
const UNSPECIFIED = 0;
/** What a string literal's parameter may resolve to for the shared plan to bind its text as is. */
const TEXT_TYPES: ReadonlySet<number> = new Set([25, 1043]);

/** The shared plans, by context and shape; false: the shape is not shareable. */
export class LiteralPlans {
  /** Caches, made on first use: a Translator that never sees a simple query allocates none. */
  private caches?: {
    shapes: LRUCache<string, SqlPlan | false>;
    seen: LRUCache<string, true>;
    /** Text templates of shapes that have a shared plan, by textKey. */
    texts: LRUCache<string, TextTemplate[]>;
  };
  /** Statements answered by a shared plan. */
  hits = 0;

  constructor(
    private readonly planner: Planner,
    private readonly max: number,
  ) {}

  private get shapes(): LRUCache<string, SqlPlan | false> {
    return this.cachesNow().shapes;
  }

  private get seen(): LRUCache<string, true> {
    return this.cachesNow().seen;
  }

  private get texts(): LRUCache<string, TextTemplate[]> {
    return this.cachesNow().texts;
  }

  private cachesNow(): NonNullable<LiteralPlans['caches']> {
    this.caches ??= { shapes: new LRUCache({ max: this.max }), seen: new LRUCache({ max: this.max }), texts: new LRUCache({ max: this.max }) };
    return this.caches;
  }

  /**
   * The plan of a query string that is a known text with other integer literals, without
   * parsing it; null when it is not (then parse it and call `plan`).
   */
  planText(sql: string, ctx: PlanContext): TextPlan | null {
    const templates = this.texts.get(textKey(sql));
    if (templates === undefined) return null;
    for (const t of templates) {
      const params = matchTemplate(t, sql);
      if (params === null) continue;
      const plan = this.shapes.get(contextKey(ctx) + t.shape);
      if (!plan) return null;
      this.hits++;
      return { plan, params, stmt: { ...t.stmt, sql, source: sql } };
    }
    return null;
  }

  /** Remembers the text of a statement whose shape has a shared plan. */
  private noteText(stmt: ParsedStatement, nodes: readonly AstNode[], values: readonly LiteralValue[], shape: string): void {
    // Texts are recognised by their digit runs only: a statement with a string literal is parsed.
    if (!values.every((v): v is number => typeof v === 'number')) return;
    const key = textKey(stmt.source);
    const templates = this.texts.get(key) ?? [];
    if (templates.some((t) => matchTemplate(t, stmt.source) !== null)) return;
    const t = textTemplate(stmt, nodes, values, shape);
    if (t === null) return;
    this.texts.set(key, [t, ...templates.slice(0, TEMPLATES_PER_KEY - 1)]);
  }

  /** Plans a simple-protocol statement (no `$n` allowed), sharing plans across integer literals. */
  plan(stmt: ParsedStatement, ctx: PlanContext): BoundPlan {
    const simple: PlanContext = { ...ctx, paramsAllowed: false };
    const lifted = liftableLiterals(stmt.ast);
    const shape = lifted.nodes.length === 0 ? null : shapeKey(stmt.ast, lifted.nodes);
    if (shape === null) return { plan: this.planner.plan(stmt, [], simple), params: [] };
    const key = contextKey(ctx) + shape;
    const known = this.shapes.get(key);
    if (known) {
      this.hits++;
      this.noteText(stmt, lifted.nodes, lifted.values, shape);
      return { plan: known, params: lifted.values };
    }
    const own = this.planner.plan(stmt, [], simple);
    if (known === false) return { plan: own, params: [] };
    if (!this.seen.has(key)) {
      this.seen.set(key, true);
      return { plan: own, params: [] };
    }
    this.seen.delete(key);
    const shared = this.share(stmt, lifted.nodes, lifted.values, own, ctx);
    this.shapes.set(key, shared ?? false);
    if (shared !== null) this.noteText(stmt, lifted.nodes, lifted.values, shape);
    return { plan: own, params: [] };
  }

  /** The shared plan of the statement's shape, or null when it is not provably the same. */
  private share(stmt: ParsedStatement, nodes: readonly AstNode[], values: readonly LiteralValue[], own: Plan, ctx: PlanContext): SqlPlan | null {
    let template: Plan;
    const types = values.map((v) => (typeof v === 'string' ? UNSPECIFIED : INT4));
    try {
      const ast = rewriteLiterals(stmt.ast, nodes, (i) => paramNode(i), true);
      template = this.planner.planFresh({ ...stmt, ast }, types, { ...ctx, paramsAllowed: true });
    } catch {
      return null;
    }
    if (!shareable(template) || template.paramTypes.length !== types.length) return null;
    if (!template.paramTypes.every((t, i) => (types[i] === INT4 ? t === INT4 : TEXT_TYPES.has(t)))) return null;
    if (!template.paramTypmods.every((t) => t === -1)) return null;
    if (!sameAs(template, own, values)) return null;
    for (let k = 0; k < PROBES.length; k++) {
      const probeValues = values.map((v) => (typeof v === 'string' ? STRING_PROBES[k]! : PROBES[k]!));
      let plan: Plan;
      try {
        const ast = rewriteLiterals(stmt.ast, nodes, (i, node) => literalNode(probeValues[i]!, node), false);
        plan = this.planner.planFresh({ ...stmt, ast }, [], { ...ctx, paramsAllowed: false });
      } catch {
        return null;
      }
      if (!sameAs(template, plan, probeValues)) return null;
    }
    return template;
  }
}

/** What a plan depends on besides the statement (the text cache's key, without parameter types). */
function contextKey(ctx: PlanContext): string {
  const settings = ctx.settings ?? defaultFormatSettings;
  return `${ctx.catalog.version}\u0001${ctx.searchPath.join(',')}\u0001${settingsKey(settings)}\u0001`;
}

/** A plain SQLite statement: no steps, triggers or side statements that bind parameters of their own. */
function shareable(plan: Plan): plan is SqlPlan {
  if (plan.kind !== 'sql') return false;
  return plan.steps === undefined && plan.triggers === undefined && plan.rowChecks === undefined && plan.autoincFix === undefined && plan.explain !== true;
}

/** Everything of a plan but its SQL texts and parameters, as JSON. */
function rest(plan: SqlPlan): string {
  const { sql: _sql, paramOrder: _order, paramTypes: _types, paramTypmods: _typmods, oldRows, keyProbe, pointSerial, blockDraw, planTimeCheck: _check, ...others } = plan;
  const facts: Record<string, unknown> = { ...others };
  // The serial-drawing variants bind the plan's own parameters (compared by sameAs with its order).
  if (pointSerial !== undefined) facts['pointSerial'] = pointSerial.key;
  if (blockDraw !== undefined) facts['blockDraw'] = true;
  if (keyProbe !== undefined) {
    const { sql: _probeSql, paramOrder: _probeOrder, ...probe } = keyProbe;
    facts['keyProbe'] = probe;
  }
  if (oldRows !== undefined) {
    const { sql: _oldSql, paramOrder: _oldOrder, newRows: _newRows, ...old } = oldRows;
    facts['oldRows'] = old;
  }
  return JSON.stringify(facts);
}

/** One SQLite text of a plan and the parameter number of each of its `?`. */
interface Bound {
  readonly sql: string;
  readonly paramOrder: readonly number[];
}

/** True when `text` is `template` with `values` written in place of its positive parameters. */
function sameText(template: Bound | undefined, text: Bound | undefined, values: readonly LiteralValue[]): boolean {
  if (template === undefined || text === undefined) return template === text;
  const order = template.paramOrder.filter((n) => n <= 0);
  if (text.paramOrder.length !== order.length || text.paramOrder.some((n, i) => n !== order[i])) return false;
  return substitute(template.sql, template.paramOrder, values) === text.sql;
}

/** True when `plan` is `template` with `values` written in place of its parameters (its row and key probes too). */
function sameAs(template: SqlPlan, plan: Plan, values: readonly LiteralValue[]): boolean {
  if (!shareable(plan) || plan.paramTypes.length !== 0 || rest(plan) !== rest(template)) return false;
  return (
    sameText(template, plan, values) &&
    sameText(template.oldRows, plan.oldRows, values) &&
    sameText(template.oldRows?.newRows, plan.oldRows?.newRows, values) &&
    sameText(template.keyProbe, plan.keyProbe, values) &&
    sameText(template.planTimeCheck, plan.planTimeCheck, values) &&
    sameVariant(template, plan, template.pointSerial?.sql, plan.pointSerial?.sql, values) &&
    sameVariant(template, plan, template.blockDraw?.sql, plan.blockDraw?.sql, values) &&
    template.blockDraw?.top === plan.blockDraw?.top &&
    sameVariant(template, plan, template.blockDraw?.exact, plan.blockDraw?.exact, values)
  );
}

/** A variant text of the plans (binding each plan's own parameter order) is the template's with `values` written in. */
function sameVariant(template: SqlPlan, plan: SqlPlan, a: string | undefined, b: string | undefined, values: readonly LiteralValue[]): boolean {
  if (a === undefined || b === undefined) return a === b;
  return sameText({ sql: a, paramOrder: template.paramOrder }, { sql: b, paramOrder: plan.paramOrder }, values);
}

/**
 * The SQLite text with each `?` bound to a positive `$n` replaced by its value, a string as a quoted SQL literal (`?` inside string
 * literals and quoted identifiers are text); null when the placeholders do not match `order`.
 */
export function substitute(sql: string, order: readonly number[], values: readonly LiteralValue[]): string | null {
  const at = placeholderOffsets(sql);
  if (at.length !== order.length) return null;
  let out = '';
  let from = 0;
  for (let k = 0; k < at.length; k++) {
    const n = order[k] as number;
    if (n <= 0) continue;
    const v = values[n - 1];
    if (v === undefined) return null;
    const i = at[k] as number;
    out += sql.slice(from, i) + (typeof v === 'string' ? `'${v.split("'").join("''")}'` : String(v));
    from = i + 1;
  }
  return out + sql.slice(from);
}
