import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from '@pgsqlite/engine';
import { formatType } from '@pgsqlite/catalog';
import type { ParsedStatement } from '@pgsqlite/translate';
import { planOf } from '../statement-plan.js';
import { bindVariables } from './do-variables.js';
import { type DoRun, variablesOf } from './do-eval.js';

type Node = Record<string, unknown>;

/** A column a row expression fills: its type and how format_type spells it. */
export interface RowColumn {
  type: number;
  typname: string;
}

function only(node: unknown): [string, Node] | undefined {
  if (node === null || typeof node !== 'object') return undefined;
  const entries = Object.entries(node as Node);
  return entries.length === 1 ? [entries[0]![0], entries[0]![1] as Node] : undefined;
}

/**
 * The fields of a row constructor `(a, b)` / `ROW(a, b)` / `(a, b)::type` that a function returning
 * a row RETURNs (or a row variable is assigned): its fields evaluated with the block's variables.
 * `exact`: a RETURN, whose field types must be the declared ones (pl_exec.c's tuple conversion,
 * 42804 naming the column); else each field is cast to its column (an assignment, or a cast to
 * the row type). Undefined when `expr` is not a row constructor.
 */
export async function rowExpressionValues(run: DoRun, expr: string, columns: readonly RowColumn[], exact: boolean): Promise<SqlValue[] | undefined> {
  const core = run.core;
  const [parsed] = core.translator.parse(`SELECT ${expr}`);
  const sel = parsed === undefined ? undefined : only(parsed.ast)?.[1];
  const targets = (sel?.['targetList'] as unknown[] | undefined) ?? [];
  if (parsed === undefined || targets.length !== 1 || sel?.['fromClause'] !== undefined) return undefined;
  let val = only(targets[0])?.[1]['val'];
  let cast = false;
  const top = only(val);
  if (top?.[0] === 'TypeCast' && only(top[1]['arg'])?.[0] === 'RowExpr') {
    val = top[1]['arg'];
    cast = true;
  }
  const row = only(val);
  if (row?.[0] !== 'RowExpr') return undefined;
  const args = (row[1]['args'] as unknown[] | undefined) ?? [];
  const mismatch = (detail: string): PgError => new PgError('datatype_mismatch', 'returned record type does not match expected record type', { detail });
  if (args.length !== columns.length) throw mismatch(`Number of returned columns (${args.length}) does not match expected column count (${columns.length}).`);
  const coerce = cast || !exact;
  const typeNames = coerce ? await castTypeNames(run, columns) : [];
  const targetList = args.map((a, i) => ({ ResTarget: { val: coerce ? { TypeCast: { arg: a, typeName: typeNames[i], location: -1 } } : a, location: -1 } }));
  const stmt: ParsedStatement = { sql: parsed.sql, location: 0, source: `${parsed.source}\u0000row:${coerce ? columns.map((c) => c.typname).join(',') : ''}`, ast: { SelectStmt: { targetList, limitOption: 'LIMIT_OPTION_DEFAULT', op: 'SETOP_NONE' } } };
  const bound = bindVariables(stmt, variablesOf(run));
  const plan = planOf(core, bound.stmt, bound.types);
  if (!coerce && plan.kind === 'sql') {
    plan.columns?.forEach((c, i) => {
      const want = columns[i]?.type ?? c.typeOid;
      if (c.typeOid !== want) throw mismatch(`Returned type ${formatType(c.typeOid, -1)} does not match expected type ${formatType(want, -1)} in column ${i + 1}.`);
    });
  }
  const out = await run.exec(core, plan, bound.values);
  return [...(out.rows?.[0] ?? columns.map(() => null))];
}

/** The TypeName nodes of the columns' types (parsed as PostgreSQL spells them). */
async function castTypeNames(run: DoRun, columns: readonly RowColumn[]): Promise<unknown[]> {
  const [parsed] = run.core.translator.parse(`SELECT ${columns.map((c) => `CAST(NULL AS ${c.typname})`).join(', ')}`);
  const sel = parsed === undefined ? undefined : only(parsed.ast)?.[1];
  return ((sel?.['targetList'] as unknown[] | undefined) ?? []).map((t) => only(only(t)?.[1]['val'])?.[1]['typeName']);
}

/**
 * An anonymous record assigned a row constructor without a type (`r := ROW(1, 'x')` / `(1, 'x')`):
 * its fields f1, f2, … with their values and the types their expressions have. Undefined when
 * `expr` is no such constructor.
 */
export async function anonymousRowValues(run: DoRun, expr: string): Promise<{ columns: { name: string; type: number }[]; values: SqlValue[] } | undefined> {
  const core = run.core;
  const [parsed] = core.translator.parse(`SELECT ${expr}`);
  const sel = parsed === undefined ? undefined : only(parsed.ast)?.[1];
  const targets = (sel?.['targetList'] as unknown[] | undefined) ?? [];
  if (parsed === undefined || targets.length !== 1 || sel?.['fromClause'] !== undefined) return undefined;
  const row = only(only(targets[0])?.[1]['val']);
  if (row?.[0] !== 'RowExpr') return undefined;
  const args = (row[1]['args'] as unknown[] | undefined) ?? [];
  const targetList = args.map((a, i) => ({ ResTarget: { name: `f${i + 1}`, val: a, location: -1 } }));
  const stmt: ParsedStatement = { sql: parsed.sql, location: 0, source: `${parsed.source}\u0000anonymous-row`, ast: { SelectStmt: { targetList, limitOption: 'LIMIT_OPTION_DEFAULT', op: 'SETOP_NONE' } } };
  const bound = bindVariables(stmt, variablesOf(run));
  const plan = planOf(core, bound.stmt, bound.types);
  const columns = plan.kind === 'sql' ? (plan.columns ?? []).map((c, i) => ({ name: `f${i + 1}`, type: c.typeOid })) : [];
  const out = await run.exec(core, plan, bound.values);
  return { columns, values: [...(out.rows?.[0] ?? columns.map(() => null))] };
}
