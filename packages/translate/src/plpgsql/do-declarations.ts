import type { PlanCtx } from '../analyze/context.js';
import { resolveRelationName } from '../analyze/catalog-lookup.js';
import { bodyErrorPlace } from './body-literal.js';
import { bodyTokensSync } from './do-parse.js';
import type { DoBlock } from './do-types.js';
import type { BodyToken } from './error-position.js';

/**
 * `table.column%TYPE` declarations of a DO body whose table exists but has no such column: PL/pgSQL
 * resolves %TYPE while compiling and, when it cannot, parses the text as a type name, which fails
 * at the `%` (pl_comp.c plpgsql_parse_cwordtype, then parse_datatype). An unknown table is left
 * to the session (catalog relations are not all in the plan's snapshot).
 */
export function checkCopiedTypes(ctx: PlanCtx, body: string, program: DoBlock, query: string): void {
  const copied = (program.declarations ?? []).filter((d) => d.typname?.toUpperCase().endsWith('%TYPE') === true);
  if (copied.length === 0) return;
  const declared = new Set((program.declarations ?? []).map((d) => d.name));
  const percents = typeMarks(bodyTokensSync(body) ?? []);
  copied.forEach((d, i) => {
    const ref = (d.typname ?? '').slice(0, -'%TYPE'.length);
    const dot = ref.lastIndexOf('.');
    if (dot < 0 || ref.includes('"') || ref.includes("'") || declared.has(ref.slice(0, ref.indexOf('.')).trim().toLowerCase())) return;
    const rel = resolveRelationName(ctx.catalog, ref.slice(0, dot).trim(), ctx.searchPath);
    const col = ref.slice(dot + 1).trim().toLowerCase();
    if (rel === undefined || rel.columns.some((c) => c.name === col)) return;
    const at = percents.length === copied.length ? percents[i] : undefined;
    const place = at === undefined ? {} : bodyErrorPlace(body, at, query);
    throw ctx.error('syntax_error', 'syntax error at or near "%"', undefined, { ...place, where: `invalid type name "${ref}%TYPE"` });
  });
}

/** Offsets of the `%` of each `% TYPE` token pair. */
function typeMarks(tokens: readonly BodyToken[]): number[] {
  const out: number[] = [];
  tokens.forEach((t, i) => {
    if (t.text === '%' && tokens[i + 1]?.text.toLowerCase() === 'type') out.push(t.start);
  });
  return out;
}
