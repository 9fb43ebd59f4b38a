// `npm run fuzz -- [--minutes 60] [--statements N] [--seed N] [--lanes N] [--update-known]`
// Runs the differential fuzzer (test/fuzz) under vitest, which resolves workspace sources,
// against pgsqlite in-process and a throw-away PostgreSQL 15 cluster, then prints its report.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const usage = 'usage: npm run fuzz -- [--minutes M] [--statements N] [--seed N] [--lanes N] [--update-known]';
const args = { seed: 1, minutes: null, statements: null, updateKnown: false, lanes: null };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  const num = () => {
    const v = Number(argv[++i]);
    if (!Number.isFinite(v)) {
      console.error(`${a} needs a number\n${usage}`);
      process.exit(2);
    }
    return v;
  };
  if (a === '--minutes') args.minutes = num();
  else if (a === '--statements') args.statements = num();
  else if (a === '--seed') args.seed = num();
  else if (a === '--lanes') args.lanes = num();
  else if (a === '--update-known') args.updateKnown = true;
  else if (a === '--help' || a === '-h') {
    console.log(usage);
    process.exit(0);
  } else {
    console.error(`unknown option ${a}\n${usage}`);
    process.exit(2);
  }
}
if (args.minutes === null && args.statements === null) args.minutes = 60;

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-fuzz-'));
const outFile = join(dir, 'out.txt');
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const result = spawnSync(process.execPath, [vitest, 'run', '--config', 'test/fuzz/tool/vitest.tool.config.ts', '--reporter=dot'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, FUZZ_ARGS: JSON.stringify(args), FUZZ_OUT: outFile },
});
try {
  process.stdout.write(readFileSync(outFile, 'utf8'));
} catch {
  // the tool failed before writing its report; vitest printed why
}
rmSync(dir, { recursive: true, force: true });
process.exit(result.status ?? 1);
