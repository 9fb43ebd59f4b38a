import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** The list of cases pgsqlite is allowed to get wrong: `<id> <one-line reason>` per line. */
export const knownFailuresFile = new URL('../known-failures.txt', import.meta.url).pathname;

const HEADER = `# Conformance cases pgsqlite does not match yet: <case id> <one-line reason>.
# The suite fails on a mismatch not listed here and on a listed case that now passes,
# so this list only shrinks. Regenerate with: npm run conformance -- --update-known
`;

/** Listed case ids and their reasons. */
export function readKnownFailures(file: string = knownFailuresFile): Map<string, string> {
  const known = new Map<string, string>();
  if (!existsSync(file)) return known;
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const space = line.indexOf(' ');
    known.set(space === -1 ? line : line.slice(0, space), space === -1 ? '' : line.slice(space + 1).trim());
  }
  return known;
}

/** Writes the list sorted by id. */
export function writeKnownFailures(known: Map<string, string>, file: string = knownFailuresFile): void {
  const ids = [...known.keys()].sort(compareIds);
  writeFileSync(file, HEADER + ids.map((id) => `${id} ${known.get(id) ?? ''}`.trimEnd()).join('\n') + '\n');
}

/** Orders `area-1.10` after `area-1.9`. */
export function compareIds(a: string, b: string): number {
  const dash = (s: string): number => s.lastIndexOf('-');
  const areaCmp = a.slice(0, dash(a)).localeCompare(b.slice(0, dash(b)));
  if (areaCmp !== 0) return areaCmp;
  const pa = a.slice(dash(a) + 1).split('.').map(Number);
  const pb = b.slice(dash(b) + 1).split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? -1) - (pb[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}
