import { PgError } from '@pgsqlite/errors';
import { bodyErrorPlace, replaceBodyLiteral } from './body-literal.js';
import { type DoBlock, toDoProgram } from './do-program.js';
import { aliasDeclarations } from './alias-declarations.js';
import { type BodyToken, bodyErrorOffset, tokensAt } from './error-position.js';

type PlParser = typeof import('@libpg-query/parser');

/** The PL/pgSQL parser module, imported and its WebAssembly loaded on the first DO. */
let loaded: Promise<PlParser> | null = null;

/** Parsed DO bodies by text (migration tools run the same block again and again). */
const cache = new Map<string, DoBlock>();
const CACHE_SIZE = 64;

/**
 * Parses the body of a DO block with PostgreSQL's own PL/pgSQL grammar (libpg_query's
 * pl_gram.y, loaded on first use: sessions that never run DO never load it) and returns the
 * statements to run. Syntax errors are 42601, constructs outside pgsqlite's subset 0A000.
 */
export async function parseDoBody(body: string): Promise<DoBlock> {
  const hit = cache.get(body);
  if (hit !== undefined) return hit;
  return compileDo(await loadPlParser(), body, null);
}

/**
 * Compiles a DO body while planning the DO statement whose query string is `query`, so a compile
 * error carries PostgreSQL's position in that statement; false when the PL/pgSQL grammar is not
 * loaded yet (the caller asks the session to load it and plan again).
 */
export function checkDoBodySync(body: string, query: string): boolean {
  if (ready === null) return false;
  if (!cache.has(body)) compileDo(ready, body, query);
  return true;
}

/** The compiled DO body `checkDoBodySync` left in the cache. */
export function compiledDoBody(body: string): DoBlock | undefined {
  return cache.get(body);
}

/** The tokens of a body (comments left out), or null when the grammar is not loaded or the body does not scan. */
export function bodyTokensSync(body: string): BodyToken[] | null {
  return ready === null ? null : bodyTokens(ready, body);
}

function bodyTokens(parser: PlParser, body: string): BodyToken[] | null {
  try {
    const all = (parser.scanSync(body) as { tokens?: { start: number; end: number; tokenName?: string }[] }).tokens ?? [];
    return tokensAt(body, all.filter((t) => t.tokenName !== 'SQL_COMMENT' && t.tokenName !== 'C_COMMENT'));
  } catch {
    return null;
  }
}

function compileDo(parser: PlParser, body: string, query: string | null): DoBlock {
  const site = query === null ? undefined : { body, query, wrap: doFunction };
  const program = withAliases(toDoProgram(parseWith(parser, doFunction(body), 'inline_code_block', site)), parser, body);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(body, program);
  return program;
}

/**
 * Parses a trigger function's body as PL/pgSQL compiles it for a trigger (NEW, OLD and TG_*
 * known), cached by name and text; errors name the function.
 */
export async function parseTriggerBody(name: string, body: string): Promise<DoBlock> {
  const key = `${name}\u0000${body}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const parser = await loadPlParser();
  const tag = quoteTag(body);
  const ident = `"${name.split('"').join('""')}"`;
  const program = withAliases(toDoProgram(parseWith(parser, `CREATE FUNCTION ${ident}() RETURNS trigger LANGUAGE plpgsql AS ${tag}${body}${tag}`, name)), parser, body);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, program);
  return program;
}

/** The module once loaded (planning CREATE FUNCTION … LANGUAGE plpgsql is synchronous). */
let ready: PlParser | null = null;

/** Imports the PL/pgSQL parser and loads its WebAssembly (once). */
export async function loadPlParser(): Promise<PlParser> {
  loaded ??= import('@libpg-query/parser').then(async (parser) => {
    await parser.loadModule();
    ready = parser;
    return parser;
  });
  return loaded;
}

/**
 * Parses `CREATE FUNCTION … LANGUAGE plpgsql` with PostgreSQL's PL/pgSQL grammar when the parser
 * is loaded (null when it is not yet: the caller asks the session to load it and plan again).
 * Compile errors are thrown as for DO, naming the function.
 */
export function parsePlFunctionSync(createSql: string, name: string, at?: { body: string; query: string }): unknown {
  if (ready === null) return null;
  const site = at === undefined ? undefined : { ...at, wrap: (b: string) => replaceBodyLiteral(at.body, createSql, b) ?? createSql };
  return parseWith(ready, createSql, name, site);
}

/** A dollar-quote tag that does not occur in the body. */
function quoteTag(body: string): string {
  let tag = '$pgsqlite_do$';
  for (let n = 0; body.includes(tag); n++) tag = `$pgsqlite_do${n}$`;
  return tag;
}

/** The body wrapped as the function PL/pgSQL compiles for DO (inline_code_block). */
function doFunction(body: string): string {
  const tag = quoteTag(body);
  return `CREATE FUNCTION inline_code_block() RETURNS void LANGUAGE plpgsql AS ${tag}${body}${tag}`;
}

/** A body and the statement quoting it, with how to compile another body the same way (for error positions). */
interface BodySite {
  body: string;
  query: string;
  wrap: (body: string) => string;
}

type Compiled = { tree: { plpgsql_funcs?: unknown[] } } | { message: string };

function compile(parser: PlParser, sql: string): Compiled {
  // libpg_query returns PL/pgSQL compile errors as the result text, which the library then fails
  // to read as JSON; keep the text it tried to read so the client gets PostgreSQL's message.
  const parseJson = JSON.parse;
  let raw = '';
  JSON.parse = (text: string, reviver?: Parameters<typeof JSON.parse>[1]): unknown => {
    raw = text;
    return parseJson(text, reviver) as unknown;
  };
  try {
    return { tree: parser.parsePlPgSQLSync(sql) as { plpgsql_funcs?: unknown[] } };
  } catch (e) {
    return { message: raw !== '' && !raw.startsWith('{') ? raw : e instanceof Error ? e.message : String(e) };
  } finally {
    JSON.parse = parseJson;
  }
}

export function parseWith(parser: PlParser, sql: string, name: string, site?: BodySite): unknown {
  const result = compile(parser, sql);
  if ('message' in result) {
    const err = compileError(result.message, name);
    throw site === undefined || err.fields.where !== undefined ? err : positioned(parser, err, result.message, site);
  }
  const fn = result.tree.plpgsql_funcs?.[0];
  if (fn === undefined) throw new PgError('syntax_error', `syntax error in PL/pgSQL function "${name}"`);
  return fn;
}

/** pl_gram.y errors that PostgreSQL reports at a position in the statement (so without a compilation CONTEXT line). */
function placed(message: string): boolean {
  return (
    message.includes(' at or near "') ||
    message.endsWith(' at end of input') ||
    message.startsWith('EXIT cannot be used') ||
    message.startsWith('CONTINUE cannot be used') ||
    message.endsWith(' is not a known variable') ||
    message.startsWith('there is no label "') ||
    message.startsWith('end label "')
  );
}

function compileError(message: string, name: string): PgError {
  const where = `compilation of PL/pgSQL function "${name}"`;
  if (message.startsWith('unrecognized exception condition')) return new PgError('undefined_object', message, { where });
  if (message.endsWith("must have a default value, since it's declared NOT NULL")) return new PgError('null_value_not_allowed', message);
  if (message.startsWith('variable "') && message.endsWith('is declared CONSTANT')) return new PgError('error_in_assignment', message);
  return new PgError('syntax_error', message, placed(message) ? {} : { where });
}

/** A compile error PostgreSQL reports at a position: placed in the statement quoting the body (or in the body, as an internal position). */
function positioned(parser: PlParser, err: PgError, message: string, site: BodySite): PgError {
  const tokens = bodyTokens(parser, site.body);
  if (tokens === null) return err;
  const again = (b: string): string | null => {
    const r = compile(parser, site.wrap(b));
    return 'message' in r ? r.message : null;
  };
  const offset = bodyErrorOffset(message, site.body, tokens, again);
  return offset === undefined ? err : err.with(bodyErrorPlace(site.body, offset, site.query));
}

/** The program with the body's ALIAS FOR declarations (alias-declarations.ts). */
export function withAliases(program: DoBlock, parser: PlParser, body: string): DoBlock {
  const tokens = (() => {
    try {
      return (parser.scanSync(body) as { tokens?: { start: number; end: number; tokenName?: string }[] }).tokens ?? [];
    } catch {
      return [];
    }
  })();
  const aliases = aliasDeclarations(body, tokens);
  return aliases.length === 0 ? program : { ...program, aliases };
}
