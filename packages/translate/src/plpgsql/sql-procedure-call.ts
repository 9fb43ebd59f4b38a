import { deparseSync } from 'pgsql-deparser';
import type { UserFunctionDef } from '@pgsqlite/catalog';

type ParamMode = NonNullable<UserFunctionDef['modes']>[number];
import type { PlanCtx } from '../analyze/context.js';
import { type AstNode, type Fields, nodeType } from '../parse/ast.js';

/** One parameter of a procedure in declaration order (OUT ones included, as CALL lists them). */
export interface ProcedureParam {
  name: string;
  type: number;
  mode: ParamMode;
  /** The DEFAULT expression's text, or null */
  default: string | null;
}

/** Every parameter of `p` in declaration order: IN / INOUT / VARIADIC from argNames/argTypes, OUT from outColumns. */
export function procedureParams(p: UserFunctionDef): ProcedureParam[] {
  const modes = p.modes ?? p.argTypes.map((): ParamMode => 'i');
  const out: ProcedureParam[] = [];
  let ai = 0;
  let oi = 0;
  for (const m of modes) {
    if (m === 'o' || m === 't') {
      const c = p.outColumns?.[oi++];
      out.push({ name: c?.name ?? '', type: c?.type ?? 0, mode: m, default: null });
      continue;
    }
    if (m === 'b') oi++;
    const d = p.argDefaults[ai] ?? null;
    out.push({ name: p.argNames[ai] ?? '', type: p.argTypes[ai] ?? 0, mode: m, default: d === null ? null : deparseSync(JSON.parse(d) as never) });
    ai++;
  }
  return out;
}

/** The PL/pgSQL variable standing for the i-th parameter (0-based) of a LANGUAGE sql procedure. */
export function sqlParamVariable(i: number): string {
  return `__pgsqlite_p${i + 1}`;
}

/**
 * The statements of a LANGUAGE sql procedure as PL/pgSQL statements run in a block that declares
 * its parameters as `sqlParamVariable(i)`: `$n` and the parameters' names (where no column of a
 * relation the statement reads has that name: in SQL functions a column wins) read those
 * variables; a SELECT's rows are discarded (PERFORM), as are RETURNING lists, except for the last
 * statement of a procedure with OUT/INOUT parameters, whose first row sets them (functions.c).
 */
export function sqlProcedureStatements(ctx: PlanCtx, proc: UserFunctionDef, params: readonly ProcedureParam[]): string[] {
  const statements = JSON.parse(proc.statements ?? '[]') as AstNode[];
  const outputs = params.flatMap((p, i) => (p.mode === 'o' || p.mode === 'b' ? [sqlParamVariable(i)] : []));
  return statements.map((stmt, n) => {
    const s = rewriteParams(ctx, stmt, proc.name, params);
    const last = n === statements.length - 1;
    const t = nodeType(s);
    const f = s[t] as Fields;
    const returns = t === 'SelectStmt' || ((t === 'InsertStmt' || t === 'UpdateStmt' || t === 'DeleteStmt') && ((f['returningList'] as unknown[] | undefined) ?? []).length > 0);
    if (last && outputs.length > 0 && returns) {
      // no row: the procedure's result is a null record (ExecuteCallStmt)
      const none = `;\nIF NOT FOUND THEN RAISE EXCEPTION 'procedure returned null record' USING ERRCODE = 'XX000'; END IF`;
      if (t === 'SelectStmt') return `SELECT * INTO ${outputs.join(', ')} FROM (${deparseSync(s as never)}) AS __pgsqlite_out${none}`;
      return `WITH __pgsqlite_out AS (${deparseSync(s as never)}) SELECT * INTO ${outputs.join(', ')} FROM __pgsqlite_out${none}`;
    }
    if (t === 'SelectStmt') return `PERFORM * FROM (${deparseSync(s as never)}) AS __pgsqlite_rows`;
    if (returns) delete f['returningList'];
    return deparseSync(s as never);
  });
}

/** A parameter reference read as the PL/pgSQL variable of the i-th parameter. */
const asVariable = (i: number): AstNode => ({ ColumnRef: { fields: [{ String: { sval: sqlParamVariable(i) } }] } });

/**
 * `stmt` with its parameter references (`$n`, a parameter's name, `proc.name`) replaced by
 * `variable(i)` of the i-th parameter (0-based, OUT ones counted).
 */
export function rewriteParams(ctx: PlanCtx, stmt: AstNode, procName: string, params: readonly ProcedureParam[], variable: (i: number) => AstNode = asVariable): AstNode {
  const copy = JSON.parse(JSON.stringify(stmt)) as AstNode;
  const columns = columnsInScope(ctx, copy);
  const byName = new Map(params.map((p, i) => [p.name, i] as const).filter(([name]) => name !== ''));
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const rec = node as Record<string, unknown>;
    const param = rec['ParamRef'] as Fields | undefined;
    if (param !== undefined) {
      const n = Number(param['number'] ?? 0);
      // a procedure's OUT parameters are among its arguments (proargtypes), so they count in `$n`
      const i = n - 1;
      if (i < 0 || i >= params.length) throw ctx.error('undefined_parameter', `there is no parameter $${n}`);
      return variable(i);
    }
    const ref = rec['ColumnRef'] as Fields | undefined;
    if (ref !== undefined) {
      const parts = ((ref['fields'] as AstNode[] | undefined) ?? []).map((p) => (p['String'] as Fields | undefined)?.['sval'] as string | undefined);
      const one = parts.length === 1 && parts[0] !== undefined && !columns.has(parts[0]) ? byName.get(parts[0]) : undefined;
      const qualified = parts.length === 2 && parts[0] === procName && parts[1] !== undefined ? byName.get(parts[1]) : undefined;
      const i = one ?? qualified;
      return i === undefined ? node : variable(i);
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(rec)) out[k] = walk(v);
    return out;
  };
  return walk(copy) as AstNode;
}

/** Column names of the relations a statement reads or writes (an INSERT's target is not in scope of its values). */
function columnsInScope(ctx: PlanCtx, stmt: AstNode): Set<string> {
  const out = new Set<string>();
  const insertTarget = (stmt['InsertStmt'] as Fields | undefined)?.['relation'];
  const add = (rv: Fields): void => {
    const rel = ctx.catalog.findRelation(String(rv['relname']), rv['schemaname'] as string | undefined, ctx.searchPath);
    for (const c of rel?.columns ?? []) out.add(c.name);
  };
  // UPDATE / DELETE name their target as a bare RangeVar (its columns are in scope)
  const target = ((stmt['UpdateStmt'] ?? stmt['DeleteStmt']) as Fields | undefined)?.['relation'] as Fields | undefined;
  if (target !== undefined) add(target);
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object' || node === insertTarget) return;
    const rec = node as Record<string, unknown>;
    const rv = rec['RangeVar'] as Fields | undefined;
    if (rv !== undefined) add(rv);
    Object.values(rec).forEach(walk);
  };
  walk(stmt);
  return out;
}
