import { PgError } from '@pgsqlite/errors';
import { bodyErrorPlace } from './body-literal.js';
import { type DoBlock, toDoProgram } from './do-program.js';
import { aliasDeclarations } from './alias-declarations.js';
import { type BodyToken, scanBody } from './grammar/body-tokens.js';
import { compilePlFunction, functionHead, PlCompileError, type PlFunctionHead } from './grammar/pl-compile.js';
import type { RowTypeTest } from './grammar/pl-datums.js';
import { loadParser } from '../parse/parser.js';

/** Parsed DO bodies by text (migration tools run the same block again and again). */
const cache = new Map<string, DoBlock>();
const CACHE_SIZE = 64;

/**
 * Parses the body of a DO block with PostgreSQL 15's PL/pgSQL grammar (grammar/pl-gram.ts) and
 * returns the statements to run. Syntax errors are 42601, constructs outside pgsqlite's subset 0A000.
 */
export async function parseDoBody(body: string, rowType: RowTypeTest | null = null): Promise<DoBlock> {
  const hit = cache.get(body);
  if (hit !== undefined) return hit;
  await loadPlParser();
  return compileDo(body, null, rowType);
}

/**
 * Compiles a DO body while planning the DO statement whose query string is `query`, so a compile
 * error carries PostgreSQL's position in that statement.
 */
export function checkDoBodySync(body: string, query: string, rowType: RowTypeTest | null = null): void {
  if (!cache.has(body)) compileDo(body, query, rowType);
}

/** The compiled DO body `checkDoBodySync` left in the cache. */
export function compiledDoBody(body: string): DoBlock | undefined {
  return cache.get(body);
}

/** The tokens of a body (comments left out), or null when the body does not scan. */
export function bodyTokensSync(body: string): BodyToken[] | null {
  const all = scanBody(body);
  if (all === null) return null;
  return all.filter((t) => t.tokenName !== 'SQL_COMMENT' && t.tokenName !== 'C_COMMENT').map((t) => ({ start: t.start, end: t.end, text: body.slice(t.start, t.end) }));
}

function compileDo(body: string, query: string | null, rowType: RowTypeTest | null): DoBlock {
  const site = query === null ? undefined : { body, query };
  const program = withAliases(toDoProgram(parseWith(doFunction(body), 'inline_code_block', site, rowType)), body);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(body, program);
  return program;
}

/**
 * Parses a trigger function's body as PL/pgSQL compiles it for a trigger (NEW, OLD and TG_*
 * known), cached by name and text; errors name the function.
 */
export async function parseTriggerBody(name: string, body: string, rowType: RowTypeTest | null = null): Promise<DoBlock> {
  const key = `${name}\u0000${body}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  await loadPlParser();
  const program = withAliases(toDoProgram(parseWith({ label: name, body, params: [], trigger: true, setof: false }, name, undefined, rowType)), body);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, program);
  return program;
}

/** Loads what compiling a body needs: PostgreSQL 15's SQL grammar (the SQL inside a body is checked with it). */
export async function loadPlParser(): Promise<void> {
  await loadParser();
}

/**
 * Parses `CREATE FUNCTION … LANGUAGE plpgsql` with PostgreSQL's PL/pgSQL grammar. Compile errors
 * are thrown as for DO, naming the function.
 */
export function parsePlFunctionSync(createSql: string, name: string, at?: { body: string; query: string }, rowType: RowTypeTest | null = null): unknown {
  return parseWith(createSql, name, at, rowType);
}

/** The function PL/pgSQL compiles for DO (plpgsql_compile_inline: inline_code_block, no parameters, returning void). */
function doFunction(body: string): PlFunctionHead {
  return { label: 'inline_code_block', body, params: [], trigger: false, setof: false };
}

/** A body and the statement quoting it (for error positions). */
interface BodySite {
  body: string;
  query: string;
}

type Compiled = { tree: unknown } | { message: string; offset?: number; condition?: string; hint?: string };

/** Compiles a function given as its CREATE FUNCTION text or its parts (`rowType`: which declared types are composite). */
function compile(fn: string | PlFunctionHead, rowType: RowTypeTest | null): Compiled {
  try {
    const head = typeof fn === 'string' ? functionHead(fn) : fn;
    if (head === null) return { message: 'syntax error' };
    return { tree: compilePlFunction(head, rowType) };
  } catch (e) {
    if (!(e instanceof PlCompileError)) throw e;
    return { message: e.message, ...(e.offset !== undefined ? { offset: e.offset } : {}), condition: e.condition, ...(e.hint !== undefined ? { hint: e.hint } : {}) };
  }
}

export function parseWith(fn: string | PlFunctionHead, name: string, site?: BodySite, rowType: RowTypeTest | null = null): unknown {
  const result = compile(fn, rowType);
  if ('message' in result) {
    const err = compileError(result, name);
    throw site === undefined || err.fields.where !== undefined ? err : positioned(err, result, site);
  }
  return result.tree;
}

function compileError(result: { message: string; offset?: number; condition?: string; hint?: string }, name: string): PgError {
  const where = `compilation of PL/pgSQL function "${name}"`;
  const hint = result.hint === undefined ? {} : { hint: result.hint };
  // an error with a position is reported there; one without carries the compilation context
  return new PgError((result.condition ?? 'syntax_error') as 'syntax_error', result.message, result.offset !== undefined ? hint : { ...hint, where });
}

/** A compile error PostgreSQL reports at a position: placed in the statement quoting the body (or in the body, as an internal position). */
function positioned(err: PgError, result: { offset?: number }, site: BodySite): PgError {
  return result.offset === undefined ? err : err.with(bodyErrorPlace(site.body, result.offset, site.query));
}

/** The program with the body's ALIAS FOR declarations (alias-declarations.ts). */
export function withAliases(program: DoBlock, body: string): DoBlock {
  const aliases = aliasDeclarations(body, scanBody(body) ?? []);
  return aliases.length === 0 ? program : { ...program, aliases };
}
