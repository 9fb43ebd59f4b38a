import { PgError } from '@pgsqlite/errors';
import { type DoBlock, toDoProgram } from './do-program.js';

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
  const parser = await loadPlParser();
  const program = toDoProgram(parseFunction(parser, body));
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(body, program);
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
export function parsePlFunctionSync(createSql: string, name: string): unknown {
  if (ready === null) return null;
  return parseWith(ready, createSql, name);
}

/** A dollar-quote tag that does not occur in the body. */
function quoteTag(body: string): string {
  let tag = '$pgsqlite_do$';
  for (let n = 0; body.includes(tag); n++) tag = `$pgsqlite_do${n}$`;
  return tag;
}

/** The body wrapped as the function PL/pgSQL compiles for DO (inline_code_block), parsed. */
function parseFunction(parser: PlParser, body: string): unknown {
  const tag = quoteTag(body);
  return parseWith(parser, `CREATE FUNCTION inline_code_block() RETURNS void LANGUAGE plpgsql AS ${tag}${body}${tag}`, 'inline_code_block');
}

function parseWith(parser: PlParser, sql: string, name: string): unknown {
  // libpg_query returns PL/pgSQL compile errors as the result text, which the library then fails
  // to read as JSON; keep the text it tried to read so the client gets PostgreSQL's message.
  const parseJson = JSON.parse;
  let raw = '';
  JSON.parse = (text: string, reviver?: Parameters<typeof JSON.parse>[1]): unknown => {
    raw = text;
    return parseJson(text, reviver) as unknown;
  };
  let tree: { plpgsql_funcs?: unknown[] };
  try {
    tree = parser.parsePlPgSQLSync(sql) as typeof tree;
  } catch (e) {
    const message = raw !== '' && !raw.startsWith('{') ? raw : e instanceof Error ? e.message : String(e);
    throw compileError(message, name);
  } finally {
    JSON.parse = parseJson;
  }
  const fn = tree.plpgsql_funcs?.[0];
  if (fn === undefined) throw new PgError('syntax_error', `syntax error in PL/pgSQL function "${name}"`);
  return fn;
}

/** pl_gram.y errors that PostgreSQL reports with a position in the DO statement (so without a compilation CONTEXT line). */
const POSITIONED: readonly [string, 'syntax_error' | 'error_in_assignment' | 'null_value_not_allowed'][] = [
  ['syntax error', 'syntax_error'],
  ['variable "', 'error_in_assignment'],
  ['EXIT cannot be used', 'syntax_error'],
  ['CONTINUE cannot be used', 'syntax_error'],
];

function compileError(message: string, name: string): PgError {
  const where = `compilation of PL/pgSQL function "${name}"`;
  if (message.startsWith('unrecognized exception condition')) return new PgError('undefined_object', message, { where });
  if (message.endsWith("must have a default value, since it's declared NOT NULL")) return new PgError('null_value_not_allowed', message);
  const positioned = POSITIONED.find(([prefix]) => message.startsWith(prefix) && (prefix !== 'variable "' || message.endsWith('is declared CONSTANT')));
  if (positioned !== undefined) return new PgError(positioned[1], message);
  return new PgError('syntax_error', message, { where });
}
