// Compiles every body of a corpus (corpus.mjs) with the hand-written PL/pgSQL grammar and, when
// @libpg-query/parser 17 is installed, with libpg_query's; prints the bodies whose trees or errors differ.
import { readFileSync } from 'node:fs';
import { loadModule } from 'libpg-query';
import { compilePlFunction, functionHead } from '../../packages/translate/dist/plpgsql/grammar/pl-compile.js';

await loadModule();
const pl = await import('@libpg-query/parser');
await pl.loadModule();
const corpus = JSON.parse(readFileSync(process.argv[2], 'utf8'));

function theirs(sql) {
  const parseJson = JSON.parse; let raw = '';
  JSON.parse = (t, r) => { raw = t; return parseJson(t, r); };
  try { return { tree: pl.parsePlPgSQLSync(sql).plpgsql_funcs?.[0] }; }
  catch (e) { return { error: raw !== '' && !raw.startsWith('{') ? raw : e.message }; }
  finally { JSON.parse = parseJson; }
}
function mine(sql) {
  try { const h = functionHead(sql); return { tree: compilePlFunction(h) }; }
  catch (e) { return { error: e.message, stack: e.stack }; }
}
const canon = (v) => JSON.stringify(v, (k, x) => x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x);
let same = 0; const diffs = [];
for (const { file, sql } of corpus) {
  const a = theirs(sql); const b = mine(sql);
  if (canon(a.tree ?? a.error) === canon(b.tree ?? b.error)) { same++; continue; }
  diffs.push({ file, sql, theirs: a, mine: b });
}
console.log(`compared ${corpus.length}, identical ${same}, different ${diffs.length}`);
const { writeFileSync } = await import('node:fs');
writeFileSync('/tmp/plg-diffs.json', JSON.stringify(diffs, null, 1));
