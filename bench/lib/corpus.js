// The conformance case corpus as the translator benchmark reads it: every `-- @case` statement of
// test/conformance/cases/*.sql with the `-- @setup` block in force for it. Same line-based format
// as test/conformance/lib/case-file.ts (which is TypeScript, so not importable from here).
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Directory of the case files. */
export const CASES_DIR = fileURLToPath(new URL('../../test/conformance/cases/', import.meta.url));

/** Cases of one file: [{ id, area, setup, sql }] in file order. */
export function parseCases(area, text) {
  const cases = [];
  let setup = '';
  let block = null;
  let body = [];
  const flush = () => {
    if (block === null) return;
    const sql = body.join('\n').trim();
    if (block.kind === 'setup') setup = sql;
    else if (sql !== '') cases.push({ id: block.id, area, setup, sql });
    body = [];
  };
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (line === '-- @setup') {
      flush();
      block = { kind: 'setup' };
    } else if (line.startsWith('-- @case ')) {
      flush();
      block = { kind: 'case', id: line.slice('-- @case '.length).split(' ').filter((w) => w !== '')[0] };
    } else if (!line.startsWith('--')) body.push(raw);
  }
  flush();
  return cases;
}

/** Every case of every area, areas sorted by name. */
export function loadCorpus(dir = CASES_DIR) {
  const areas = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => basename(f, '.sql'))
    .sort();
  return areas.flatMap((area) => parseCases(area, readFileSync(join(dir, `${area}.sql`), 'utf8')));
}
