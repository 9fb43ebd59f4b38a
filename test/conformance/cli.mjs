// `npm run conformance -- [--refresh] [--report] [--update-known] [--verbose] [--area a,b]`
// Runs the TypeScript conformance tool under vitest (which resolves workspace sources), then
// prints its output.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const usage = 'usage: npm run conformance -- [--refresh] [--report] [--update-known] [--verbose] [--area a,b]';
const args = { refresh: false, report: false, updateKnown: false, verbose: false, areas: [] };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  if (a === '--refresh') args.refresh = true;
  else if (a === '--report') args.report = true;
  else if (a === '--update-known') args.updateKnown = true;
  else if (a === '--verbose') args.verbose = true;
  else if (a === '--area') args.areas.push(...(argv[++i] ?? '').split(',').filter(Boolean));
  else if (a === '--help' || a === '-h') {
    console.log(usage);
    process.exit(0);
  } else {
    console.error(`unknown option ${a}\n${usage}`);
    process.exit(2);
  }
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-conformance-'));
const outFile = join(dir, 'out.txt');
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const result = spawnSync(
  process.execPath,
  [vitest, 'run', '--config', 'test/conformance/tool/vitest.tool.config.ts', '--reporter=dot'],
  { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 << 20, env: { ...process.env, CONFORMANCE_ARGS: JSON.stringify(args), CONFORMANCE_OUT: outFile } },
);
let output = '';
try {
  output = readFileSync(outFile, 'utf8');
} catch {
  // the tool failed before writing; vitest's stderr says why
}
rmSync(dir, { recursive: true, force: true });
if (result.status !== 0) process.stdout.write(result.stdout ?? '');
process.stdout.write(output);
process.exit(result.status === 0 && output !== '' ? 0 : 1);
