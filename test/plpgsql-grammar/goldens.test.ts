import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadModule } from 'libpg-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { compilePlFunction, functionHead } from '../../packages/translate/src/plpgsql/grammar/pl-compile.js';
import { regressDir, repoRoot } from '../regress/lib/sources.js';
import { fingerprint, plpgsqlBodies } from './corpus.js';

/**
 * pgsqlite's PL/pgSQL grammar (PostgreSQL 15's pl_gram.y, packages/translate/src/plpgsql/grammar)
 * against goldens.json: what libpg_query's PL/pgSQL parser (17, which pgsqlite used before) answered
 * for every DO block and plpgsql function of this repository's SQL tests and PostgreSQL 15's
 * regression suite (when its sources are there), or PostgreSQL 15's answer where the two differ
 * legitimately (the golden says why). Re-record with record-goldens.ts.
 */
interface Golden {
  source: string;
  file: string;
  key: string;
  tree?: string;
  error?: string;
  pg15?: string;
}

const goldens = new Map<string, Golden>();
for (const line of readFileSync(join(repoRoot, 'test/plpgsql-grammar/goldens.json'), 'utf8').split('\n')) {
  if (line === '') continue;
  const g = JSON.parse(line) as Golden;
  goldens.set(`${g.source}:${g.key}`, g);
}

function answer(sql: string): { tree: string } | { error: string } {
  try {
    return { tree: fingerprint(compilePlFunction(functionHead(sql)!)) };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

const roots: [string, string][] = [['repo', join(repoRoot, 'test')]];
let regress: string | null = null;
try {
  regress = regressDir(false);
  roots.push(['regress', regress], ['regress-plpgsql', join(regress, '../../pl/plpgsql/src/sql')]);
} catch {
  // the regression sources are fetched on demand (test/regress/fetch-sources.sh): without them only this repository's bodies are compared
}

describe('PL/pgSQL grammar against the recorded answers of libpg_query 17 / PostgreSQL 15', () => {
  beforeAll(async () => {
    await loadModule();
  });
  for (const [source, root] of roots) {
    it(`${source}: every recorded body compiles to the recorded tree or error`, () => {
      const bodies = plpgsqlBodies([root]);
      const mismatches: string[] = [];
      let compared = 0;
      for (const b of bodies) {
        const g = goldens.get(`${source}:${b.key}`);
        if (g === undefined) continue;
        compared++;
        const got = answer(b.sql);
        const want = g.tree !== undefined ? { tree: g.tree } : { error: g.error };
        if (JSON.stringify(got) !== JSON.stringify(want)) mismatches.push(`${b.file}: ${JSON.stringify(got).slice(0, 200)} (recorded ${JSON.stringify(want).slice(0, 200)})\n${b.sql.slice(0, 300)}`);
      }
      const recorded = [...goldens.values()].filter((g) => g.source === source).length;
      // the corpus still holds (nearly) every recorded body: new test files add bodies, re-record to cover them
      expect(compared).toBeGreaterThanOrEqual(Math.floor(recorded * 0.9));
      expect(mismatches).toEqual([]);
    });
  }
});
