// `node --import tsx test/regress/causes.ts [core|parallel] [N]`: the failing blocks of the last
// run (.tmp/regress/<mode>.json) grouped by cause, largest first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { groupCauses } from './lib/causes.js';
import type { FileResult } from './lib/runner.js';
import { repoRoot } from './lib/sources.js';

const mode = process.argv[2] ?? 'core';
const top = Number(process.argv[3] ?? 40);
const run = JSON.parse(readFileSync(join(repoRoot, '.tmp', 'regress', `${mode}.json`), 'utf8')) as { results: FileResult[] };
for (const g of groupCauses(run.results).slice(0, top)) {
  const files = Object.entries(g.files).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([f, n]) => `${f} ${n}`).join(', ');
  console.log(`${String(g.blocks).padStart(5)}  ${g.cause}\n       ${files}\n       e.g. ${g.example}`);
}
