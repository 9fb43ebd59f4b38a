import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { foreignWording } from '@pgsqlite/errors';

/**
 * libpg-query's node names (CamelCase, e.g. `TableLikeClause`, `A_Expr`) and enum values
 * (`JOIN_FULL`, `AT_AddInherit`), read from @pgsql/types so the list follows the parser.
 */
function parserNames(): Set<string> {
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve('@pgsql/types/package.json'));
  const names = new Set<string>();
  for (const m of readFileSync(join(dir, 'types.d.ts'), 'utf8').matchAll(/^export interface (\w+)/gm)) {
    const n = m[1] ?? '';
    if (/^[A-Z]\w*[A-Z]/.test(n)) names.add(n); // two capitals: not an English word (Integer, Alias)
    // a statement node named without its suffix (`CompositeType`, `CreateRange`)
    if (n.endsWith('Stmt') && /^[A-Z]\w*[A-Z]/.test(n.slice(0, -4))) names.add(n.slice(0, -4));
    if (n.endsWith('Stmt')) statementNodes.add(n.slice(0, -4));
  }
  for (const m of readFileSync(join(dir, 'enums.d.ts'), 'utf8').matchAll(/"([A-Z][A-Za-z0-9]*_[A-Za-z0-9_]+)"/g)) names.add(m[1] ?? '');
  return names;
}

/** Statement node names without `Stmt` (`Define`, `Rule`, `Grant`): English words alone, node names after "statement". */
const statementNodes = new Set<string>();
let names: Set<string> | null = null;

/**
 * Why a message a client received is not PostgreSQL's wording — SQLite's words, JavaScript's,
 * or a parser node name — or null when it is clean.
 */
export function foreignText(message: string): string | null {
  const wording = foreignWording(message);
  if (wording !== null) return `${wording} wording`;
  names ??= parserNames();
  for (const word of message.split(/[^A-Za-z0-9_]+/)) if (names.has(word)) return `parser node name ${word}`;
  for (const m of message.matchAll(/\bstatement ([A-Z][A-Za-z]*)/g)) if (statementNodes.has(m[1] ?? '')) return `parser node name ${m[1] ?? ''}Stmt`;
  return null;
}
