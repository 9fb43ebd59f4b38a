/**
 * Records test/plpgsql-grammar/goldens.json: for every PL/pgSQL body of the corpus (this
 * repository's test/ SQL files and, when present, PostgreSQL 15's regression suite), what
 * libpg_query's PL/pgSQL parser (@libpg-query/parser 17, the parser pgsqlite used before its own
 * grammar) answered: the fingerprint of its tree, or its error. Where PostgreSQL 15 legitimately
 * answers otherwise than 17, the golden is PostgreSQL 15's answer, with the reason. Runnable only
 * where @libpg-query/parser is installed (`npx tsx test/plpgsql-grammar/record-goldens.ts`).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadModule } from 'libpg-query';
import { compilePlFunction, functionHead } from '../../packages/translate/src/plpgsql/grammar/pl-compile.js';
import { regressDir, repoRoot } from '../regress/lib/sources.js';
import { fingerprint, plpgsqlBodies } from './corpus.js';

type Answer = { tree: unknown } | { error: string };

await loadModule();
const pl = (await import('@libpg-query/parser' as string)) as { loadModule: () => Promise<void>; parsePlPgSQLSync: (sql: string) => { plpgsql_funcs?: unknown[] } };
await pl.loadModule();

function theirs(sql: string): Answer {
  const parseJson = JSON.parse;
  let raw = '';
  JSON.parse = (t: string, r?: Parameters<typeof JSON.parse>[1]): unknown => {
    raw = t;
    return parseJson(t, r) as unknown;
  };
  try {
    return { tree: pl.parsePlPgSQLSync(sql).plpgsql_funcs?.[0] };
  } catch (e) {
    return { error: raw !== '' && !raw.startsWith('{') ? raw : (e as Error).message };
  } finally {
    JSON.parse = parseJson;
  }
}

function mine(sql: string): Answer {
  try {
    return { tree: compilePlFunction(functionHead(sql)!) };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

/** Paths of the leaves where two trees differ. */
function differences(a: unknown, b: unknown, path = ''): { path: string; a: unknown; b: unknown }[] {
  if (JSON.stringify(a) === JSON.stringify(b)) return [];
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((k) => differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`));
  }
  return [{ path, a, b }];
}

/** Why PostgreSQL 15 answers `mine` where 17 answers `theirs`, if a known reason explains every difference. */
function pg15Reason(t: Answer, m: Answer): string | undefined {
  if ('error' in t && 'tree' in m && t.error.endsWith('must be of type cursor or refcursor')) return 'a refcursor parameter is a cursor variable (libpg_query compiles parameters without their type)';
  if ('tree' in t && 'error' in m && m.error.startsWith('trailing junk after parameter')) return 'PostgreSQL 15 rejects trailing junk after a parameter ($1x)';
  if (!('tree' in t) || !('tree' in m)) return undefined;
  const reasons = new Set<string>();
  for (const d of differences(t.tree, m.tree)) {
    if (d.path.includes('.default_val') && d.a === undefined) reasons.add('PostgreSQL 15 gives a bound cursor variable its name as default value (16 dropped it)');
    else if (d.path.endsWith('.typname') && d.a === 'pg_catalog."json"' && d.b === 'json') reasons.add('PostgreSQL 15 parses json as a plain type name (16 made JSON a keyword)');
    else return undefined;
  }
  return [...reasons].join('; ');
}

const roots: [string, string][] = [['repo', join(repoRoot, 'test')]];
try {
  const regress = regressDir(false);
  roots.push(['regress', regress], ['regress-plpgsql', join(regress, '../../pl/plpgsql/src/sql')]);
} catch {
  console.warn('PostgreSQL regression sources not found: recording the repository bodies only');
}
const goldens = [];
let same = 0;
for (const [source, root] of roots) {
  for (const b of plpgsqlBodies([root])) {
    const t = theirs(b.sql);
    const m = mine(b.sql);
    const equal = JSON.stringify('tree' in t ? fingerprint(t.tree) : t.error) === JSON.stringify('tree' in m ? fingerprint(m.tree) : m.error);
    if (equal) same++;
    const reason = equal ? undefined : pg15Reason(t, m);
    const expect = reason !== undefined ? m : t;
    goldens.push({ source, file: b.file, key: b.key, ...('tree' in expect ? { tree: fingerprint(expect.tree) } : { error: expect.error }), ...(reason !== undefined ? { pg15: reason } : {}) });
    if (!equal && reason === undefined) console.log(`differs (unexplained): ${source}/${b.file}: ${JSON.stringify(differences(t, m)).slice(0, 300)}`);
  }
}
writeFileSync(join(repoRoot, 'test/plpgsql-grammar/goldens.json'), `${goldens.map((g) => JSON.stringify(g)).join('\n')}\n`);
console.log(`recorded ${goldens.length} bodies; ${same} answered identically by both grammars, ${goldens.filter((g) => g.pg15 !== undefined).length} follow PostgreSQL 15`);
