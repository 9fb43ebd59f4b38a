import { builtinColumnIndex, builtinRows, typeByName } from '@pgsqlite/catalog';
import { castIsMutable } from './cast-volatility.js';
import { resolveUserTypeName } from '../analyze/user-types.js';
import { names } from '../parse/ast.js';
import { type AstNode, type Fields, fieldsOf, nodeType, strVal } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';

/**
 * PostgreSQL's checks of a column's generation clause (transformColumnDefinition) and of its
 * expression (cookDefault, check_nested_generated, the parser's system-column and whole-row
 * refusals), made before pgsqlite hands the column to SQLite.
 */

/** 42601 for a second GENERATED clause, and for GENERATED with DEFAULT or IDENTITY (at the column's last constraint). */
export function checkGenerationClauses(ctx: PlanCtx, column: string, table: string, constraints: readonly Fields[]): void {
  let generated = false;
  let dflt = false;
  let identity = false;
  for (const c of constraints) {
    if (c['contype'] === 'CONSTR_GENERATED') {
      if (generated) throw ctx.error('syntax_error', `multiple generation clauses specified for column "${column}" of table "${table}"`, c['location']);
      generated = true;
    } else if (c['contype'] === 'CONSTR_DEFAULT') dflt = true;
    else if (c['contype'] === 'CONSTR_IDENTITY') identity = true;
  }
  const last = constraints[constraints.length - 1]?.['location'] as number | undefined;
  if (identity && generated) throw ctx.error('syntax_error', `both identity and generation expression specified for column "${column}" of table "${table}"`, last);
  if (dflt && generated) throw ctx.error('syntax_error', `both default and generation expression specified for column "${column}" of table "${table}"`, last);
}

const SYSTEM_COLUMNS = new Set(['xmin', 'xmax', 'cmin', 'cmax', 'ctid']);

/** What the generation expression's table looks like to the checks. */
export interface GenerationTable {
  name: string;
  /** Every column of the table (a generation expression may name a column declared after it). */
  columns: readonly { name: string; generated: boolean }[];
}

/**
 * The column references of a generation expression: a system column (42P10, in the parser), then
 * another generated column or the whole row (42P17, check_nested_generated), in source order.
 */
export function checkGenerationReferences(ctx: PlanCtx, expr: AstNode, table: GenerationTable): void {
  for (const ref of columnRefs(expr)) {
    const fields = ((ref['fields'] as AstNode[] | undefined) ?? []);
    const parts = fields.map((f) => (nodeType(f) === 'A_Star' ? '*' : strVal(f)));
    const loc = ref['location'] as number | undefined;
    const qualified = parts.length === 2 && parts[0] === table.name;
    const col = parts.length === 1 ? parts[0] : qualified ? parts[1] : undefined;
    if (col === undefined) continue;
    if (col === '*' || (parts.length === 1 && col === table.name && !table.columns.some((c) => c.name === col))) {
      throw ctx.error('invalid_object_definition', 'cannot use whole-row variable in column generation expression', loc, {
        detail: 'This would cause the generated column to depend on its own value.',
      });
    }
    if (SYSTEM_COLUMNS.has(col) && !table.columns.some((c) => c.name === col)) {
      throw ctx.error('invalid_column_reference', `cannot use system column "${col}" in column generation expression`, loc);
    }
    if (table.columns.some((c) => c.name === col && c.generated)) {
      throw ctx.error('invalid_object_definition', `cannot use generated column "${col}" in column generation expression`, loc, {
        detail: 'A generated column cannot reference another generated column.',
      });
    }
  }
}

let mutableNames: Set<string> | undefined;

/** Built-in function names none of whose overloads is immutable (random, now, clock_timestamp, nextval…). */
function mutable(): Set<string> {
  if (mutableNames === undefined) {
    const [iName, iVol] = [builtinColumnIndex('pg_proc', 'proname'), builtinColumnIndex('pg_proc', 'provolatile')];
    const immutable = new Set<string>();
    const all = new Set<string>();
    for (const r of builtinRows('pg_proc')) {
      const name = String(r[iName]);
      all.add(name);
      if (r[iVol] === 'i') immutable.add(name);
    }
    mutableNames = new Set([...all].filter((n) => !immutable.has(n)));
  }
  return mutableNames;
}

/**
 * Whether an expression calls a function that has no immutable form (a built-in whose every
 * overload is stable or volatile, a user function not declared IMMUTABLE) or reads a session
 * value (CURRENT_TIMESTAMP, CURRENT_USER …): contain_mutable_functions over the raw tree.
 */
export function containsMutableFunction(ctx: PlanCtx, expr: AstNode, columns: ReadonlyMap<string, number> = new Map()): boolean {
  const users = ctx.catalog.userFunctions?.() ?? [];
  const found = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.some(found);
    if (node === null || typeof node !== 'object') return false;
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      if (k === 'SQLValueFunction') return true;
      if (k === 'TypeCast' && mutableCast(ctx, v as Fields, columns)) return true;
      if (k === 'FuncCall') {
        const parts = ((v as Fields)['funcname'] as AstNode[] | undefined) ?? [];
        const name = parts.length > 0 ? strVal(parts[parts.length - 1] as AstNode).toLowerCase() : '';
        const own = users.filter((u) => u.name === name);
        if (own.length > 0 ? own.every((u) => u.volatility !== 'i') : mutable().has(name)) return true;
      }
      if (found(v)) return true;
    }
    return false;
  };
  return found(expr);
}

/** The type a cast names, built-in or the session's (0 when unknown). */
function castTargetType(ctx: PlanCtx, tn: Fields): number {
  const parts = names(tn['names'] as AstNode[]).filter((n) => n !== 'pg_catalog');
  const isArray = ((tn['arrayBounds'] as unknown[] | undefined) ?? []).length > 0;
  const named = typeByName(parts.join('.'));
  if (named !== undefined) return isArray ? named.arrayOid : named.oid;
  return resolveUserTypeName(ctx, parts, isArray)?.oid ?? 0;
}

/** The type of a cast's operand where the raw tree shows it (a column, another cast); 0 otherwise (a constant is folded). */
function operandType(ctx: PlanCtx, node: AstNode, columns: ReadonlyMap<string, number>): number {
  const t = nodeType(node);
  const f = fieldsOf(node);
  if (t === 'TypeCast') return castTargetType(ctx, f['typeName'] as Fields);
  if (t === 'ColumnRef') {
    const fields = (f['fields'] as AstNode[] | undefined) ?? [];
    const last = fields[fields.length - 1];
    return last !== undefined && nodeType(last) === 'String' ? (columns.get(strVal(last)) ?? 0) : 0;
  }
  return 0;
}

/** A cast whose function, or I/O conversion, is not immutable (cast-volatility.ts). */
function mutableCast(ctx: PlanCtx, cast: Fields, columns: ReadonlyMap<string, number>): boolean {
  const source = operandType(ctx, cast['arg'] as AstNode, columns);
  return source !== 0 && castIsMutable(ctx.catalog, source, castTargetType(ctx, cast['typeName'] as Fields));
}

/** 42P17 `generation expression is not immutable` (containsMutableFunction). */
export function checkGenerationImmutable(ctx: PlanCtx, expr: AstNode, columns?: ReadonlyMap<string, number>): void {
  if (containsMutableFunction(ctx, expr, columns)) throw ctx.error('invalid_object_definition', 'generation expression is not immutable');
}

/** The ColumnRef nodes of an expression, in source order. */
function columnRefs(node: unknown): Fields[] {
  const out: Fields[] = [];
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) {
      n.forEach(walk);
      return;
    }
    if (n === null || typeof n !== 'object') return;
    for (const [k, v] of Object.entries(n as Record<string, unknown>)) {
      if (k === 'ColumnRef') out.push(fieldsOf({ ColumnRef: v } as AstNode));
      walk(v);
    }
  };
  walk(node);
  return out.sort((a, b) => ((a['location'] as number | undefined) ?? 0) - ((b['location'] as number | undefined) ?? 0));
}
