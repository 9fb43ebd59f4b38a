import { PgError } from '@pgsqlite/errors';

import type { DoCursorQuery, DoCursorScroll, DoStatement, DoTarget } from './do-types.js';

/**
 * The cursor statements of a PL/pgSQL body (OPEN, FETCH/MOVE, CLOSE, FOR over a bound cursor)
 * from libpg_query's JSON, with the bound cursor's declaration (its query, argument variables
 * and SCROLL option, kept on the cursor variable's datum) carried into the statement.
 */

type Json = Record<string, unknown>;

/** parsenodes.h CURSOR_OPT_SCROLL / CURSOR_OPT_NO_SCROLL. */
const OPT_SCROLL = 0x2;
const OPT_NO_SCROLL = 0x4;

/** FETCH_ALL as the PL/pgSQL grammar writes it (LONG_MAX of 32-bit libpg_query). */
const FETCH_ALL = 2147483647;

/** What the converter of do-program.ts gives this module. */
export interface CursorJson {
  /** The datum with this number: its node name and fields */
  datum: (n: number) => [string, Json];
  exprText: (value: unknown) => string;
  target: (value: unknown) => DoTarget;
  statements: (value: unknown) => DoStatement[];
  label: (f: Json) => { label?: string };
}

function scrollOf(options: unknown): DoCursorScroll {
  const o = Number(options ?? 0);
  return (o & OPT_NO_SCROLL) !== 0 ? 'no-scroll' : (o & OPT_SCROLL) !== 0 ? 'scroll' : 'default';
}

function cursorName(c: CursorJson, varno: unknown): { name: string; fields: Json } {
  const [, v] = c.datum(Number(varno ?? 0));
  return { name: String(v['refname'] ?? ''), fields: v };
}

function typeName(datatype: unknown): string {
  const entry = Object.values((datatype ?? {}) as Json)[0] as Json | undefined;
  return String(entry?.['typname'] ?? 'text').trim();
}

/** The datums of a bound cursor's arguments (variable `v`'s argument row): declared by OPEN, not by the block. */
export function cursorArgumentVarnos(c: Pick<CursorJson, 'datum'>, v: Json): number[] {
  const argrow = Number(v['cursor_explicit_argrow'] ?? -1);
  if (v['cursor_explicit_expr'] === undefined || argrow < 0) return [];
  const [, row] = c.datum(argrow);
  return ((row['fields'] ?? []) as Json[]).map((f) => Number(f['varno'] ?? -1));
}

/** The bound cursor of variable `v` (undefined for an unbound refcursor variable). */
function boundQuery(c: CursorJson, v: Json, argquery: unknown): DoCursorQuery | undefined {
  if (v['cursor_explicit_expr'] === undefined) return undefined;
  const argrow = Number(v['cursor_explicit_argrow'] ?? -1);
  const argNames: string[] = [];
  const argTypes: string[] = [];
  for (const varno of cursorArgumentVarnos(c, v)) {
    const [, arg] = c.datum(varno);
    argNames.push(String(arg['refname'] ?? ''));
    argTypes.push(typeName(arg['datatype']));
  }
  const out: DoCursorQuery = { query: c.exprText(v['cursor_explicit_expr']), argNames, argTypes, scroll: scrollOf(v['cursor_options']) };
  if (argquery !== undefined) out.argquery = c.exprText(argquery);
  return out;
}

/** A cursor statement (kind: PLpgSQL_stmt_open, _fetch, _close or _forc), else undefined. */
export function cursorStatement(kind: string, f: Json, c: CursorJson): DoStatement | undefined {
  const line = Number(f['lineno'] ?? 0);
  switch (kind) {
    case 'PLpgSQL_stmt_open': {
      const { name, fields } = cursorName(c, f['curvar']);
      const scroll = scrollOf(f['cursor_options']);
      if (f['query'] !== undefined) return { kind: 'open', cursor: name, query: c.exprText(f['query']), scroll, line };
      if (f['dynquery'] !== undefined) {
        const params = ((f['params'] ?? []) as unknown[]).map((p) => c.exprText(p));
        return { kind: 'open', cursor: name, dynamic: { expr: c.exprText(f['dynquery']), params }, scroll, line };
      }
      const bound = boundQuery(c, fields, f['argquery']);
      if (bound === undefined) throw new PgError('syntax_error', `cursor "${name}" has no query`);
      return { kind: 'open', cursor: name, bound, scroll: bound.scroll, line };
    }
    case 'PLpgSQL_stmt_fetch': {
      const { name } = cursorName(c, f['curvar']);
      const dir = Number(f['direction'] ?? 0);
      const direction = dir === 1 ? 'backward' : dir === 2 ? 'absolute' : dir === 3 ? 'relative' : 'forward';
      const howMany = Number(f['how_many'] ?? 0);
      const all = howMany >= FETCH_ALL && (direction === 'forward' || direction === 'backward');
      const move = f['is_move'] === true;
      return {
        kind: 'fetch',
        cursor: name,
        move,
        direction,
        count: all ? Infinity : howMany,
        ...(f['expr'] !== undefined ? { countExpr: c.exprText(f['expr']) } : {}),
        ...(!move && f['target'] !== undefined ? { into: c.target(f['target']) } : {}),
        line,
      };
    }
    case 'PLpgSQL_stmt_close':
      return { kind: 'close', cursor: cursorName(c, f['curvar']).name, line };
    case 'PLpgSQL_stmt_forc': {
      const { name, fields } = cursorName(c, f['curvar']);
      const bound = boundQuery(c, fields, f['argquery']);
      if (bound === undefined) throw new PgError('syntax_error', 'cursor FOR loop must use a bound cursor variable');
      return { kind: 'forc', ...c.label(f), target: c.target(f['var']), cursor: name, bound, body: c.statements(f['body']), line };
    }
    default:
      return undefined;
  }
}
