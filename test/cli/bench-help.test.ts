import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runToExit } from '../helpers/cli-process.js';

/**
 * Every script in bench/ (and the runnable bench/lib/startup.js) answers --help without measuring
 * anything (bench/lib/cli-args.js), and refuses an option it does not know: a new script is
 * checked as soon as it exists.
 */
const bench = new URL('../../bench/', import.meta.url).pathname;
const scripts = [...readdirSync(bench).filter((f) => /\.(m?js)$/.test(f)), 'lib/startup.js'];

describe('bench scripts', () => {
  for (const script of scripts) {
    it(`bench-help ${script} --help prints its usage and exits 0; an unknown option exits 2`, async () => {
      const help = await runToExit(process.execPath, [`${bench}${script}`, '--help'], { timeoutMs: 20_000 });
      expect({ code: help.code, stderr: help.stderr }).toEqual({ code: 0, stderr: '' });
      expect(help.stdout).toMatch(new RegExp(`^usage: node bench/${script.replace('.', '\\.')} \\[options\\]`));
      expect(help.stdout).toContain('-h, --help');
      const wrong = await runToExit(process.execPath, [`${bench}${script}`, '--no-such-option'], { timeoutMs: 20_000 });
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toContain(`node bench/${script}: Unknown option '--no-such-option'`);
    });
  }
});
