import type { FileResult } from './runner.js';

/** One group of failing blocks that share a cause. */
export interface Cause {
  cause: string;
  blocks: number;
  /** Blocks per file. */
  files: Record<string, number>;
  /** One statement of the group, for the reader. */
  example: string;
}

/** The first `ERROR:` line of an output, with quoted names and numbers made generic. */
function errorOf(text: string | null): string | null {
  if (text === null) return null;
  const line = text.split('\n').find((l) => l.startsWith('ERROR:  ') || l.startsWith('psql:') || l.startsWith('FATAL:  '));
  if (line === undefined) return null;
  // Which type is missing is the cause itself (geometric, range, composite …): keep its name.
  if (line.startsWith('ERROR:  type "')) return line.slice(0, 140);
  return line
    .replace(/^psql:[^ ]* /, 'psql: ')
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\b\d+\b/g, 'N')
    .slice(0, 140);
}

/** The statement without its leading comment lines, lower case, as words. */
const wordsOf = (statement: string): string[] =>
  statement
    .split('\n')
    .filter((l) => !l.trimStart().startsWith('--'))
    .join(' ')
    .toLowerCase()
    .split(/[\s(;]+/)
    .filter(Boolean);

/** The relation a CREATE TABLE / VIEW / SEQUENCE / TYPE statement makes (unqualified), else null. */
function createdName(statement: string): string | null {
  const w = wordsOf(statement);
  if (w[0] !== 'create') return null;
  let i = 1;
  while (['temp', 'temporary', 'unlogged', 'or', 'replace', 'materialized', 'recursive'].includes(w[i] ?? '')) i++;
  if (!['table', 'view', 'sequence', 'type'].includes(w[i] ?? '')) return null;
  i++;
  if (w[i] === 'if') i += 3;
  const name = w[i]?.replaceAll('"', '');
  return name === undefined ? null : (name.split('.').pop() ?? null);
}

/** The relation named by `relation "x" does not exist` (or table/type), else null. */
function missingName(actual: string | null): string | null {
  const line = actual?.split('\n').find((l) => l.startsWith('ERROR:  '));
  const m = line === undefined ? null : /^ERROR: {2}(?:relation|table|type) "([^"]+)" does not exist/.exec(line);
  return m?.[1]?.split('.').pop()?.toLowerCase() ?? null;
}

/**
 * The failing block's cause, by what pgsqlite printed against what PostgreSQL printed. A missing
 * relation whose CREATE failed earlier (in the file or the set-up files) is charged to that
 * CREATE's cause; EXPLAIN output is its own group (pgsqlite's plans are not PostgreSQL's).
 */
export function causeOf(f: FileResult['failures'][number], created?: Map<string, string>): string {
  const missing = missingName(f.actual);
  const root = missing === null ? undefined : created?.get(missing);
  if (root !== undefined) return `cascade of a failed CREATE: ${root}`;
  if (wordsOf(f.statement)[0] === 'explain') return 'EXPLAIN output (plans differ or EXPLAIN refused)';
  return directCause(f);
}

function directCause(f: FileResult['failures'][number]): string {
  if (f.actual === null) return 'not reached (psql stopped: timeout or lost connection)';
  const mine = errorOf(f.actual);
  const theirs = errorOf(f.expected);
  if (mine !== null && theirs === null) return `pgsqlite: ${mine}`;
  if (mine === null && theirs !== null) return `no error where PostgreSQL says: ${theirs}`;
  if (mine !== null && theirs !== null) return mine === theirs ? 'same error, other text (position, DETAIL, HINT)' : `other error: ${mine} | PG: ${theirs}`;
  const a = f.actual.split('\n');
  const e = f.expected.split('\n');
  if (a.length === e.length && [...a].sort().join('\n') === [...e].sort().join('\n')) return 'same rows in another order (ties or no ORDER BY)';
  if (a.length !== e.length) return 'different rows (count differs)';
  const names = (header: string | undefined): string => (header ?? '').split('|').map((c) => c.trim()).join('|');
  if (names(a[0]) !== names(e[0])) return 'different column names, notices or result shape';
  return 'different values';
}

/** Failing blocks grouped by cause, largest group first. */
export function groupCauses(results: readonly FileResult[]): Cause[] {
  const groups = new Map<string, Cause>();
  // Relations whose CREATE failed in the set-up files, then per file in statement order.
  const setupCreated = new Map<string, string>();
  for (const r of results.filter((x) => x.setup)) noteCreates(r, setupCreated);
  for (const r of results) {
    const created = new Map(setupCreated);
    noteCreates(r, created);
    for (const f of r.failures) {
      const cause = causeOf(f, created);
      const g = groups.get(cause) ?? { cause, blocks: 0, files: {}, example: f.statement.split('\n').filter((l) => !l.startsWith('--')).join(' ').slice(0, 160) };
      g.blocks++;
      g.files[r.name] = (g.files[r.name] ?? 0) + 1;
      groups.set(cause, g);
    }
  }
  return [...groups.values()].sort((a, b) => b.blocks - a.blocks);
}

/** Records the cause of every failed CREATE of the file (its first cause wins). */
function noteCreates(r: FileResult, created: Map<string, string>): void {
  for (const f of r.failures) {
    const name = createdName(f.statement);
    if (name === null || created.has(name) || f.actual === null || !f.actual.includes('ERROR:  ')) continue;
    const missing = missingName(f.actual);
    created.set(name, missing !== null && created.has(missing) ? (created.get(missing) as string) : directCause(f));
  }
}
