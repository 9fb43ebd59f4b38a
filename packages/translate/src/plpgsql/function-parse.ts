import { type DoBlock, toDoProgram } from './do-program.js';
import { loadPlParser, parseWith, withAliases } from './do-parse.js';
import { scanBody } from './grammar/body-tokens.js';
import type { RowTypeTest } from './grammar/pl-datums.js';
import type { PlCall } from './pl-call.js';
import { returnVariables } from './return-targets.js';

/** Compiled function bodies by their CREATE FUNCTION text (a function called in a loop is compiled once). */
const cache = new Map<string, DoBlock>();
const CACHE_SIZE = 128;

/**
 * Compiles the body of a called PL/pgSQL function with PostgreSQL's PL/pgSQL grammar, its
 * parameters declared as the function declares them (they are bound by the call, not DECLAREd).
 */
export async function parseFunctionBody(call: Pick<PlCall, 'createSql' | 'name' | 'params' | 'body'>, rowType: RowTypeTest | null = null): Promise<DoBlock> {
  const hit = cache.get(call.createSql);
  if (hit !== undefined) return hit;
  await loadPlParser();
  const tokens = scanBody(call.body) ?? [];
  const program = withAliases(toDoProgram(parseWith(call.createSql, call.name, undefined, rowType), call.params.length, returnVariables(call.body, tokens)), call.body);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(call.createSql, program);
  return program;
}
