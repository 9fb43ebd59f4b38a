import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Outcome } from './exchange.js';

/** The recorded answers of PostgreSQL 15 to the corpus (cases.ts), replayed without it in CI. */
export const CORPUS_FILE = fileURLToPath(new URL('../malformed-corpus.json', import.meta.url));

/** One recorded case: the bytes sent (hex) and what PostgreSQL 15 answered. */
export interface GoldenCase {
  name: string;
  afterStartup: boolean;
  rawFirstByte?: boolean;
  send: string;
  expect: Outcome;
}

export function readCorpus(): GoldenCase[] {
  return (JSON.parse(readFileSync(CORPUS_FILE, 'utf8')) as { cases: GoldenCase[] }).cases;
}
