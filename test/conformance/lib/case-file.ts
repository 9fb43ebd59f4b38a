import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** How rows of a case are compared: in order (the statement has ORDER BY) or as a multiset. */
export type RowOrder = 'ordered' | 'unordered' | 'auto';

/** One conformance case: a single statement run after its file's current setup. */
export interface ConformanceCase {
  /** Stable hierarchical id, `<area>-<n>.<m>…`, e.g. `select-1.2`. */
  readonly id: string;
  readonly area: string;
  /** Setup statements (one simple-query string) run before the case, in the same transaction. */
  readonly setup: string;
  /** The statement under test. */
  readonly sql: string;
  /** Row comparison mode; `auto` decides from the AST (top-level ORDER BY). */
  readonly order: RowOrder;
  /** 1-based line of the case header in its file. */
  readonly line: number;
}

/** Directory holding the case files, one per area. */
export const casesDir = new URL('../cases/', import.meta.url).pathname;

const SETUP = '-- @setup';
const CASE = '-- @case ';

/**
 * Parses one case file. The format is line based:
 *
 * ```
 * -- @setup                      (optional; replaces the setup for the cases after it)
 * CREATE TABLE t (a int);
 * -- @case select-1.1 [ordered|unordered]
 * SELECT a FROM t;
 * ```
 *
 * Other lines that start with `--` in column 0 are commentary and dropped. SQL is never split:
 * a setup block is sent as one simple query, a case body is one statement.
 */
export function parseCaseFile(area: string, text: string): ConformanceCase[] {
  const cases: ConformanceCase[] = [];
  let setup = '';
  let block: { kind: 'setup' } | { kind: 'case'; id: string; order: RowOrder; line: number } | null = null;
  let body: string[] = [];
  const flush = (): void => {
    if (block === null) return;
    const sql = body.join('\n').trim();
    if (block.kind === 'setup') setup = sql;
    else {
      if (sql === '') throw new Error(`${area}: case ${block.id} has no statement`);
      cases.push({ id: block.id, area, setup, sql, order: block.order, line: block.line });
    }
    body = [];
  };
  text.split('\n').forEach((raw, index) => {
    const line = raw.trimEnd();
    if (line === SETUP) {
      flush();
      block = { kind: 'setup' };
    } else if (line.startsWith(CASE)) {
      flush();
      block = { kind: 'case', ...parseHeader(area, line.slice(CASE.length), index + 1) };
    } else if (!line.startsWith('--')) {
      body.push(raw);
    }
  });
  flush();
  return cases;
}

function parseHeader(area: string, header: string, line: number): { id: string; order: RowOrder; line: number } {
  const words = header.split(' ').filter((w) => w !== '');
  const [id, flag, ...rest] = words;
  if (id === undefined || !isCaseId(area, id)) throw new Error(`${area}:${line}: bad case id '${id ?? ''}'`);
  if (rest.length > 0 || (flag !== undefined && flag !== 'ordered' && flag !== 'unordered')) {
    throw new Error(`${area}:${line}: unknown case flags '${words.slice(1).join(' ')}'`);
  }
  return { id, order: flag ?? 'auto', line };
}

/** `<area>-` followed by dot-separated positive integers. */
function isCaseId(area: string, id: string): boolean {
  if (!id.startsWith(`${area}-`)) return false;
  const parts = id.slice(area.length + 1).split('.');
  return parts.every((p) => p.length > 0 && [...p].every((c) => c >= '0' && c <= '9'));
}

/** Area names, from the case files present (`<area>.sql`), sorted. */
export function listAreas(dir: string = casesDir): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => basename(f, '.sql'))
    .sort();
}

/** All cases of one area, in file order; ids are checked for uniqueness. */
export function loadArea(area: string, dir: string = casesDir): ConformanceCase[] {
  const cases = parseCaseFile(area, readFileSync(join(dir, `${area}.sql`), 'utf8'));
  const seen = new Set<string>();
  for (const c of cases) {
    if (seen.has(c.id)) throw new Error(`${area}: duplicate case id ${c.id}`);
    seen.add(c.id);
  }
  return cases;
}
