import { splitSearchPath } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { type AstNode, type Fields, fieldsOf, strVal } from '../parse/ast.js';
import { constText } from '../stmt/utility.js';
import { pgQuoteIdent } from './pg-ident.js';

/** Parameters whose list elements flatten_set_variable_args quotes as identifiers (GUC_LIST_QUOTE). */
export const LIST_QUOTE: ReadonlySet<string> = new Set(['search_path', 'temp_tablespaces', 'session_preload_libraries', 'shared_preload_libraries', 'local_preload_libraries']);

/**
 * A function's SET / RESET clauses (CREATE FUNCTION options, ALTER FUNCTION actions) applied in
 * order to its proconfig entries `name=value` (ProcessGUCArray / GUCArrayAdd: a name set again
 * replaces its entry, RESET removes it, RESET ALL empties the list). SET FROM CURRENT is 0A000.
 */
export function applyConfigClauses(ctx: PlanCtx, config: readonly string[], clauses: readonly Fields[]): string[] {
  let out = [...config];
  for (const set of clauses) {
    const kind = String(set['kind']);
    const name = String(set['name'] ?? '').toLowerCase();
    if (kind === 'VAR_RESET_ALL') {
      out = [];
      continue;
    }
    const at = configEntries(out).findIndex(([n]) => n === name);
    if (kind === 'VAR_RESET' || kind === 'VAR_SET_DEFAULT') {
      if (at >= 0) out.splice(at, 1);
      continue;
    }
    if (kind !== 'VAR_SET_VALUE') throw ctx.error('feature_not_supported', `SET ${name} FROM CURRENT in a function definition is not supported by pgsqlite`);
    const args = ((set['args'] as AstNode[] | undefined) ?? []).map((a) => (LIST_QUOTE.has(name) ? pgQuoteIdent(constText(a)) : constText(a)));
    // a name set again keeps its place in the list (GUCArrayAdd)
    if (at >= 0) out[at] = `${name}=${args.join(', ')}`;
    else out.push(`${name}=${args.join(', ')}`);
  }
  return out;
}

/** The VariableSetStmt fields of CREATE FUNCTION's SET / RESET options, in order. */
export function configClauses(options: readonly AstNode[] | undefined): Fields[] {
  return (options ?? []).flatMap((o) => {
    const d = fieldsOf(o);
    if (d['defname'] !== 'set') return [];
    const arg = d['arg'] as AstNode | Fields;
    return [('kind' in arg ? arg : fieldsOf(arg as AstNode)) as Fields];
  });
}

/** proconfig of a new function: its SET options (absent when none). */
export function functionConfig(ctx: PlanCtx, f: Fields): { config?: string[] } {
  const config = applyConfigClauses(ctx, [], configClauses(f['options'] as AstNode[] | undefined));
  return config.length > 0 ? { config } : {};
}

/** The parameter entries of `config` as [name, value] pairs. */
export function configEntries(config: readonly string[] | undefined): [string, string][] {
  return (config ?? []).map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]);
}

/**
 * Runs `body` (the inlining of `fn`'s body into the calling statement) under the function's SET
 * search_path, current_setting() reading its SET values; as it is without SET clauses. Another
 * parameter it sets cannot be honoured inside a SQLite statement: 0A000.
 */
export function whileInlinedWithConfig<T>(ctx: PlanCtx, fn: { name: string; config?: readonly string[] }, body: () => T): T {
  if (fn.config === undefined) return body();
  const entries = configEntries(fn.config);
  for (const [name] of entries) {
    if (name !== 'search_path') {
      throw ctx.error('feature_not_supported', `function ${fn.name} with SET ${name} called inside a query is not supported by pgsqlite (only SET search_path is applied there)`);
    }
  }
  return ctx.withSearchPath(configSearchPath(ctx, fn.config), body, new Map(entries));
}

/**
 * The schemas a SET search_path in `config` names (those that exist; the session's temporary
 * schema first unless it lists pg_temp, as namespace.c orders it), or undefined without one.
 */
export function configSearchPath(ctx: PlanCtx, config: readonly string[] | undefined): readonly string[] | undefined {
  const value = configEntries(config).filter(([name]) => name === 'search_path').pop()?.[1];
  if (value === undefined) return undefined;
  const schemas = ctx.catalog.schemas();
  const path = splitSearchPath(value, '').filter((s) => s === 'pg_temp' || schemas.includes(s));
  const temp = ctx.searchPath.find((s) => /^pg_temp_\d+$/.test(s));
  if (temp === undefined) return path.filter((s) => s !== 'pg_temp');
  const at = path.indexOf('pg_temp');
  if (at >= 0) path[at] = temp;
  else path.unshift(temp);
  return path;
}

/**
 * What CREATE FUNCTION records beyond functionOptions: proconfig (SET clauses), LEAKPROOF and
 * ROWS (22023 on a function that returns no set, as interpret_AS_clause's caller checks).
 */
export function functionExtras(ctx: PlanCtx, f: Fields, setof: boolean): { config?: string[]; leakproof?: true; rows?: number } {
  const options = new Map<string, Fields>();
  for (const o of (f['options'] as AstNode[] | undefined) ?? []) options.set(String(fieldsOf(o)['defname']), fieldsOf(o));
  const leak = options.get('leakproof');
  const rowsOpt = options.get('rows');
  let rows: number | undefined;
  if (rowsOpt !== undefined) {
    rows = numberOf(rowsOpt);
    if (rows <= 0) throw ctx.error('invalid_parameter_value', 'ROWS must be positive');
    if (!setof) throw ctx.error('invalid_parameter_value', 'ROWS is not applicable when function does not return a set');
  }
  return { ...functionConfig(ctx, f), ...(leak !== undefined && booleanOf(leak) ? { leakproof: true as const } : {}), ...(rows === undefined ? {} : { rows }) };
}

/** A DefElem's numeric argument (COST, ROWS). */
export function numberOf(d: Fields): number {
  const arg = d['arg'] as AstNode | undefined;
  if (arg === undefined) return 0;
  const v = fieldsOf(arg);
  return Number(v['ival'] ?? v['fval'] ?? v['sval'] ?? 0);
}

/** A DefElem's boolean argument (STRICT, SECURITY DEFINER, LEAKPROOF). */
export function booleanOf(d: Fields | undefined): boolean {
  const arg = d?.['arg'] as AstNode | undefined;
  return arg !== undefined && fieldsOf(arg)['boolval'] === true;
}

/** Whether `config` sets a parameter other than search_path (which only the session can apply). */
export function setsOtherThanSearchPath(config: readonly string[] | undefined): boolean {
  return configEntries(config).some(([name]) => name !== 'search_path');
}

/** provolatile of a VOLATILITY option (IMMUTABLE / STABLE / VOLATILE, the default). */
export function volatilityOf(d: Fields | undefined): 'i' | 's' | 'v' {
  const v = d === undefined ? 'volatile' : strVal(d['arg'] as AstNode);
  return v === 'immutable' ? 'i' : v === 'stable' ? 's' : 'v';
}

/** proparallel of a PARALLEL option (SAFE / RESTRICTED / UNSAFE, the default). */
export function parallelOf(d: Fields | undefined): 's' | 'r' | 'u' {
  const v = d === undefined ? 'unsafe' : strVal(d['arg'] as AstNode);
  return v === 'safe' ? 's' : v === 'restricted' ? 'r' : 'u';
}
