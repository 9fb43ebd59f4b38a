import { configSearchPath } from '../ddl/function-config.js';
import { standardBody } from './body-lexing.js';
import { lexOf } from '../parse/string-conform.js';
import { formatType } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { userFunctionsNamed } from '../analyze/sql-functions.js';
import { type AstNode, type Fields, locationOf, names } from '../parse/ast.js';
import { utf16Index } from '../parse/parser.js';
import type { DoPlan } from '../plan.js';
import { Oid, isPolymorphicType } from '@pgsqlite/catalog';
import { canCoerceImplicitly } from '../analyze/coerce.js';
import { translateExpr } from '../analyze/expr.js';
import { Scope } from '../analyze/scope.js';
import { type ProcedureParam, procedureParams, sqlParamVariable, sqlProcedureStatements } from './sql-procedure-call.js';

/**
 * CALL proc(arg, …) of a LANGUAGE plpgsql procedure: its body runs as a DO block nested in one
 * that DECLAREs the parameters with the call's argument expressions as their defaults.
 */
export function planCall(ctx: PlanCtx, f: Fields): DoPlan {
  const call = f['funccall'] as Fields;
  const parts = names(call['funcname'] as AstNode[]);
  const name = parts[parts.length - 1] ?? '';
  const location = Number(call['location'] ?? ctx.stmt.location);
  const pieces = argumentTexts(ctx.stmt.source, utf16Index(ctx.stmt.source, location));
  // Named arguments (`x => 1`): their names from the AST, their text after the `=>`.
  const nodes = (call['args'] as AstNode[] | undefined) ?? [];
  const named = nodes.map((n) => (n['NamedArgExpr'] !== undefined ? String((n['NamedArgExpr'] as Fields)['name']) : undefined));
  const firstNamed = named.findIndex((n) => n !== undefined);
  const stray = firstNamed < 0 ? -1 : named.findIndex((n, i) => i > firstNamed && n === undefined);
  if (stray >= 0) throw ctx.error('syntax_error', 'positional argument cannot follow named argument', locationOf(nodes[stray] as AstNode));
  // The arguments' types (undefined where the expression cannot be typed alone): a procedure matches
  // only when each converts implicitly to its parameter's type (func_select_candidate), OUT ones too.
  const given = nodes.map((n) => argumentType(ctx, (n['NamedArgExpr'] as Fields | undefined)?.['arg'] ?? n));
  // Every parameter takes an argument (OUT ones too, as CALL lists them); trailing ones with a DEFAULT may be left out.
  const slotsFor = (params: readonly ProcedureParam[]): string[] | undefined => {
    if (pieces.length !== nodes.length || pieces.length > params.length) return undefined;
    const out = new Array<string | undefined>(params.length).fill(undefined);
    for (let i = 0; i < pieces.length; i++) {
      const n = named[i];
      const at = n === undefined ? i : params.findIndex((p) => p.name === n);
      if (at < 0 || out[at] !== undefined) return undefined;
      const ty = given[i];
      if (ty !== undefined && ty !== 0 && !canCoerceImplicitly(ty, params[at]?.type ?? 0) && !isPolymorphicType(params[at]?.type ?? 0)) return undefined;
      const piece = pieces[i] ?? '';
      out[at] = n === undefined ? piece : piece.slice(piece.indexOf('=>') + 2).trim();
    }
    for (let i = 0; i < params.length; i++) {
      if (out[i] !== undefined) continue;
      const d = params[i]?.default ?? null;
      if (d === null) return undefined;
      out[i] = d;
    }
    return out as string[];
  };
  const candidates = userFunctionsNamed(ctx, name, parts.length > 1 ? parts[parts.length - 2] : undefined).filter((p) => p.procedure === true && slotsFor(procedureParams(p)) !== undefined);
  const proc = candidates[0];
  const params = proc === undefined ? [] : procedureParams(proc);
  const args = proc === undefined ? [] : (slotsFor(params) ?? []);
  // the call as ParseFuncOrColumn words it: each argument's type, named ones with their name
  const shown = `${parts.join('.')}(${nodes.map((_, i) => `${named[i] === undefined ? '' : `${named[i]} => `}${formatType(given[i] ?? Oid.unknown, -1)}`).join(', ')})`;
  if (candidates.length > 1) {
    throw ctx.error('ambiguous_function', `procedure ${shown} is not unique`, location, { hint: 'Could not choose a best candidate procedure. You might need to add explicit type casts.' });
  }
  if (proc === undefined) {
    throw ctx.error('undefined_function', `procedure ${shown} does not exist`, location, { hint: 'No procedure matches the given name and argument types. You might need to add explicit type casts.' });
  }
  if (params.some((p) => p.mode === 'v')) throw ctx.error('feature_not_supported', 'CALL of a procedure with VARIADIC parameters is not supported by pgsqlite', location);
  const sql = proc.language !== 'plpgsql';
  if (!sql && params.some((p) => p.name === '')) throw ctx.error('feature_not_supported', 'CALL of a procedure with unnamed parameters is not supported by pgsqlite', location);
  // The parameters are variables of an outer block around the body (assignable, as in a procedure);
  // an OUT parameter starts NULL whatever the call passes. PostgreSQL's CALL returns a row of the
  // INOUT/OUT parameters' final values.
  const variable = (i: number): string => (sql ? sqlParamVariable(i) : (params[i]?.name ?? ''));
  const declare = params.map((p, i) => `${quoteIdent(variable(i))} ${formatType(p.type, -1)} := (${p.mode === 'o' ? 'NULL' : (args[i] ?? 'NULL')});`).join(' ');
  const outputs = params.flatMap((p, i) => (p.mode === 'o' || p.mode === 'b' ? [{ name: p.name, variable: variable(i), typeOid: p.type }] : []));
  const target = { name: proc.name, ...(outputs.length > 0 ? { outputs } : {}), ...(proc.config === undefined ? {} : { config: proc.config }) };
  if (sql) {
    const statements = ctx.withSearchPath(configSearchPath(ctx, proc.config), () => sqlProcedureStatements(ctx, proc, params));
    return { kind: 'do', body: `DECLARE ${declare} BEGIN\n${statements.map((s) => `${s};\n`).join('')}END`, call: target };
  }
  const body = standardBody(proc.prosrc, lexOf(ctx.settings)).trim();
  return { kind: 'do', body: `DECLARE ${declare} BEGIN\n${body}${body.endsWith(';') ? '' : ';'}\nEND`, call: target };
}

/** The type of a CALL argument, or undefined when it cannot be worked out on its own. */
function argumentType(ctx: PlanCtx, node: AstNode): number | undefined {
  try {
    const e = translateExpr(node, { scope: new Scope(ctx) });
    return e.isNull === true ? undefined : e.type;
  } catch {
    return undefined;
  }
}

/** The arguments of `name(a, b, …)` at `at` as written, split at top-level commas (a named one with its `name =>`). */
function argumentTexts(source: string, at: number): string[] {
  const open = source.indexOf('(', at);
  if (open < 0) return [];
  const out: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = open + 1;
  for (let i = open + 1; i < source.length; i++) {
    const ch = source[i];
    if (quote !== null) {
      if (ch === quote) quote = null;
      continue;
    }
    if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    else if (depth === 0 && (ch === ',' || ch === ')')) {
      const text = source.slice(start, i).trim();
      if (text !== '' || ch === ',') out.push(text);
      start = i + 1;
      if (ch === ')') return out;
    }
  }
  return out;
}

function quoteIdent(name: string): string {
  return `"${name.split('"').join('""')}"`;
}
