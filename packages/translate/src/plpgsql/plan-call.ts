import { standardBody } from './body-lexing.js';
import { lexOf } from '../parse/string-conform.js';
import { formatType } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { userFunctionsNamed } from '../analyze/sql-functions.js';
import { type AstNode, type Fields, locationOf, names } from '../parse/ast.js';
import { utf16Index } from '../parse/parser.js';
import type { DoPlan } from '../plan.js';

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
  const slotsFor = (argNames: readonly string[]): string[] | undefined => {
    if (pieces.length !== nodes.length || pieces.length !== argNames.length) return undefined;
    const out = new Array<string | undefined>(argNames.length).fill(undefined);
    for (let i = 0; i < pieces.length; i++) {
      const n = named[i];
      const at = n === undefined ? i : argNames.indexOf(n);
      if (at < 0 || out[at] !== undefined) return undefined;
      const piece = pieces[i] ?? '';
      out[at] = n === undefined ? piece : piece.slice(piece.indexOf('=>') + 2).trim();
    }
    return out as string[];
  };
  const candidates = userFunctionsNamed(ctx, name, parts.length > 1 ? parts[parts.length - 2] : undefined).filter((p) => p.procedure === true && slotsFor(p.argNames) !== undefined);
  const proc = candidates[0];
  const args = proc === undefined ? [] : (slotsFor(proc.argNames) ?? []);
  if (proc === undefined || candidates.length > 1) {
    throw ctx.error('undefined_function', `procedure ${parts.join('.')}(${pieces.map(() => 'unknown').join(', ')}) does not exist`, location, { hint: 'No procedure matches the given name and argument types. You might need to add explicit type casts.' });
  }
  // PostgreSQL's CALL returns a row of the INOUT/OUT parameters' final values.
  if (proc.modes?.some((m) => m !== 'i') === true) throw ctx.error('feature_not_supported', 'CALL of a procedure with INOUT, OUT or VARIADIC parameters is not supported by pgsqlite', location);
  if (proc.argNames.some((n) => n === '')) throw ctx.error('feature_not_supported', 'CALL of a procedure with unnamed parameters is not supported by pgsqlite', location);
  // The parameters are variables of an outer block around the body (assignable, as in a procedure).
  const declare = proc.argTypes.map((t, i) => `${quoteIdent(proc.argNames[i] ?? '')} ${formatType(t, -1)} := (${args[i] ?? 'NULL'});`).join(' ');
  const body = standardBody(proc.prosrc, lexOf(ctx.settings)).trim();
  return { kind: 'do', body: `DECLARE ${declare} BEGIN\n${body}${body.endsWith(';') ? '' : ';'}\nEND`, call: { name: proc.name } };
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
