import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { fuzz } from '../fuzz.js';
import { recheckKnown, startServers } from '../harness.js';
import { readKnown, writeKnown, type KnownDifference } from '../known.js';
import { formatReport } from '../report.js';

interface Args {
  seed: number;
  minutes: number | null;
  statements: number | null;
  updateKnown: boolean;
  lanes: number | null;
}

const args = JSON.parse(process.env['FUZZ_ARGS'] ?? '{}') as Args;
const out = process.env['FUZZ_OUT'] ?? '';

// The on-demand runner behind `npm run fuzz`: a long seeded run whose report is written to
// FUZZ_OUT; --update-known adds the new classes to known-differences.json and drops the fixed.
it('fuzz', async () => {
  const servers = await startServers(args.lanes ?? undefined);
  if (servers === null) throw new Error('PostgreSQL 15 is not installed (pg_config not found)');
  const lines: string[] = [];
  const log = (l: string): void => {
    lines.push(l);
    process.stderr.write(`${l}\n`);
  };
  try {
    const known = readKnown();
    const fixed = await recheckKnown(servers, known);
    const gone = new Set(fixed.map((f) => f.known.signature));
    const report = await fuzz(servers.lanes, {
      seed: args.seed,
      ...(args.statements === null ? {} : { statements: args.statements }),
      ...(args.minutes === null ? {} : { millis: args.minutes * 60_000 }),
      // when updating, a class whose recorded case no longer reproduces is not matched: if the
      // run meets it again it is recorded anew with its new case (else it was dropped as fixed
      // while still occurring, and the CI run would find it new)
      known: args.updateKnown ? known.filter((k) => !gone.has(k.signature)) : known,
      log,
    });
    lines.push(formatReport(report, fixed));
    if (args.updateKnown) {
      const added: KnownDifference[] = [...report.found.values()]
        .filter((f) => !f.known)
        .map((f) => ({ signature: f.signature, class: f.cls, setup: f.setup, sql: f.sql, ...(f.ordered ? { ordered: true } : {}), pgsqlite: f.pgsqlite, postgres: f.postgres, ...(f.cls === 'unsupported' ? { byDesign: false } : {}) }));
      writeKnown([...known.filter((k) => !gone.has(k.signature)), ...added]);
      lines.push(`known-differences.json: +${added.length} new, -${gone.size} fixed`);
    }
  } finally {
    await servers.stop();
    if (out !== '') writeFileSync(out, `${lines.join('\n')}\n`);
  }
}, 24 * 3600_000);
