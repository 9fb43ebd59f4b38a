// Command-line arguments of the bench/ scripts: `--help` prints the usage and exits 0 (before
// anything is measured); an unknown option, a missing value or a wrong number of arguments
// prints the problem and the usage to stderr and exits 2. Parsed with node's util.parseArgs.
import { basename } from 'node:path';
import { parseArgs } from 'node:util';

/**
 * @param {{
 *   script: string,
 *   summary: string,
 *   args?: string,
 *   options?: Record<string, { type: 'string' | 'boolean', help: string, value?: string }>,
 *   positionals?: { min: number, max: number },
 * }} spec
 * @param {string[]} [argv]
 * @returns {{ values: Record<string, string | boolean | undefined>, positionals: string[] }}
 */
export function benchArgs(spec, argv = process.argv.slice(2)) {
  const options = { help: { type: 'boolean', short: 'h', help: 'print this help and exit' }, ...(spec.options ?? {}) };
  const name = `node bench/${spec.script}`;
  const usage = () => {
    const width = Math.max(...Object.entries(options).map(([k, o]) => optionLabel(k, o).length));
    const lines = Object.entries(options).map(([k, o]) => `  ${optionLabel(k, o).padEnd(width)}  ${o.help}`);
    return `usage: ${name} [options]${spec.args === undefined ? '' : ` ${spec.args}`}\n\n${spec.summary}\n\noptions:\n${lines.join('\n')}\n`;
  };
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: Object.fromEntries(Object.entries(options).map(([k, o]) => [k, { type: o.type, ...(o.short === undefined ? {} : { short: o.short }) }])),
      allowPositionals: true,
      strict: true,
    });
  } catch (e) {
    fail(name, e instanceof Error ? e.message : String(e), usage);
  }
  if (parsed.values.help === true) {
    process.stdout.write(usage());
    process.exit(0);
  }
  const { min = 0, max = 0 } = spec.positionals ?? {};
  const n = parsed.positionals.length;
  if (n < min || n > max) fail(name, n > max ? `unexpected argument '${parsed.positionals[max]}'` : `expected ${min === max ? min : `at least ${min}`} argument(s), got ${n}`, usage);
  return parsed;
}

function optionLabel(key, o) {
  return `${o.short === undefined ? '' : `-${o.short}, `}--${key}${o.type === 'string' ? ` <${o.value ?? 'value'}>` : ''}`;
}

function fail(name, message, usage) {
  process.stderr.write(`${name}: ${message}\n\n${usage()}`);
  process.exit(2);
}
