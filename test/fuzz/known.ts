import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One tracked difference between pgsqlite and PostgreSQL 15 (the burn-down list). */
export interface KnownDifference {
  /** Verdict kind and expression shape; new differences are matched against it. */
  readonly signature: string;
  /** `rows`, `types`, `sqlstate`, `missing-error`, `spurious-error` or `unsupported`. */
  readonly class: string;
  /** Minimal reproduction: setup statements, then the statement. */
  readonly setup: readonly string[];
  readonly sql: string;
  /** Rows compared in order (the statement's ORDER BY fixes it). */
  readonly ordered?: boolean;
  readonly pgsqlite: string;
  readonly postgres: string;
  /** Explained by design (an expected 0A000 for a feature listed as unsupported). */
  readonly byDesign?: boolean;
  readonly note?: string;
}

export const KNOWN_FILE = join(dirname(fileURLToPath(import.meta.url)), 'known-differences.json');

export function readKnown(file = KNOWN_FILE): KnownDifference[] {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { differences: KnownDifference[] }).differences;
  } catch (e) {
    if ((e as { code?: string }).code === 'ENOENT') return [];
    throw e;
  }
}

export function writeKnown(list: readonly KnownDifference[], file = KNOWN_FILE): void {
  const sorted = [...list].sort((a, b) => (a.signature < b.signature ? -1 : a.signature > b.signature ? 1 : 0));
  writeFileSync(file, `${JSON.stringify({ differences: sorted }, null, 2)}\n`);
}

/** The parts of a signature: its verdict kind and its set of shapes. */
export function parseSignature(sig: string): { kind: string; parts: string[] } {
  const bar = sig.indexOf(' | ');
  return { kind: sig.slice(0, bar), parts: sig.slice(bar + 3).split(' ; ') };
}
