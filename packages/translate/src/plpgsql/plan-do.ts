import type { PlanCtx } from '../analyze/context.js';
import { type AstNode, type Fields, strVal } from '../parse/ast.js';
import type { DoPlan } from '../plan.js';
import { checkDoCompile } from './do-declarations.js';
import { checkDoBodySync, compiledDoBody } from './do-parse.js';
import { lexOf } from '../parse/string-conform.js';
import { standardBody } from './body-lexing.js';
import { rowTypeTest } from './row-type-names.js';

/** Languages PostgreSQL 15 installs that have no inline handler (functioncmds.c ExecuteDoStmt). */
const NO_INLINE = new Set(['sql', 'c', 'internal']);

/**
 * DO [LANGUAGE name] 'code': only PL/pgSQL runs inline; the session runs the body. The body is
 * compiled here (compile errors are positioned in this statement, as PostgreSQL's); until the
 * PL/pgSQL grammar is loaded the plan asks the session to load it and plan again.
 */
export function planDo(ctx: PlanCtx, f: Fields): DoPlan {
  let body: string | undefined;
  let language = 'plpgsql';
  for (const item of (f['args'] as AstNode[] | undefined) ?? []) {
    const d = item['DefElem'] as Fields | undefined;
    if (d?.['defname'] === 'as') body = strVal(d['arg'] as AstNode);
    if (d?.['defname'] === 'language') language = strVal(d['arg'] as AstNode);
  }
  if (body === undefined) throw ctx.error('syntax_error', 'no inline code specified');
  if (NO_INLINE.has(language)) throw ctx.error('feature_not_supported', `language "${language}" does not support inline code execution`);
  if (language !== 'plpgsql') throw ctx.error('undefined_object', `language "${language}" does not exist`);
  body = standardBody(body, lexOf(ctx.settings));
  checkDoBodySync(body, ctx.stmt.source, rowTypeTest(ctx.catalog, ctx.searchPath));
  const program = compiledDoBody(body);
  if (program !== undefined) checkDoCompile(ctx, body, program, ctx.stmt.source);
  return { kind: 'do', body };
}
