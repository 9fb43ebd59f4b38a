import { describe, expect, it } from 'vitest';
import { scoreBlocks, splitBlocks } from './lib/blocks.js';
import { clientCopies } from './lib/client-copy.js';
import { echoLines } from './lib/script-lines.js';

/** How the runner reads `psql -a` output: statements, their blocks, and the score. */
describe('regress scoring', () => {
  const script = [
    '-- a comment',
    'SELECT 1',
    '  AS one;',
    '',
    "SELECT 'a;",
    "b' AS s; SELECT $$;$$ AS d;",
    'COPY t FROM stdin;',
    '1\tx',
    '\\.',
    '\\set x 1',
    'select 0\\; select 2;',
    '-- trailing comment',
  ].join('\n');

  it('regress-blocks-1 statements end at ; outside quotes, meta-commands on their line; empty and COPY data lines are not echoed', () => {
    const lines = echoLines(script);
    expect(lines.map((l) => [l.text, l.ends])).toEqual([
      ['-- a comment', false],
      ['SELECT 1', false],
      ['  AS one;', true],
      ["SELECT 'a;", false],
      ["b' AS s; SELECT $$;$$ AS d;", true],
      ['COPY t FROM stdin;', true],
      ['\\set x 1', true],
      ['select 0\\; select 2;', true],
      ['-- trailing comment', false],
    ]);
  });

  const output = (one: string): string =>
    ['-- a comment', 'SELECT 1', '  AS one;', one, "SELECT 'a;", "b' AS s; SELECT $$;$$ AS d;", 's', 'd', 'COPY t FROM stdin;', '\\set x 1', 'select 0\\; select 2;', '2', '-- trailing comment', ''].join('\n');

  it('regress-blocks-2 each block is the output after its statement up to the next echoed line', () => {
    const blocks = splitBlocks(echoLines(script), output(' one'));
    expect(blocks.map((b) => [b.lineNo, b.output])).toEqual([
      [3, [' one']],
      [6, ['s', 'd']],
      [7, []],
      [10, []],
      [11, ['2']],
    ]);
  });

  it('regress-blocks-3 a block passes when it matches any expected alternative; an unreached statement fails', () => {
    const lines = echoLines(script);
    expect(scoreBlocks(lines, output(' one'), [output(' uno')]).passed).toBe(4);
    expect(scoreBlocks(lines, output(' one'), [output(' uno'), output(' one')]).passed).toBe(5);
    const stopped = ['-- a comment', 'SELECT 1', '  AS one;', ' one', 'psql: lost connection'].join('\n');
    const s = scoreBlocks(lines, stopped, [output(' one')]);
    expect([s.passed, s.total, s.failures.map((f) => f.actual)]).toEqual([0, 5, [' one\npsql: lost connection', null, null, null, null]]);
  });

  it('regress-blocks-4 a server-side COPY from a psql variable runs as \\copy with the same file', () => {
    const env = { PG_ABS_SRCDIR: "/src/it's" };
    const { script: run, echoes } = clientCopies(["\\getenv abs_srcdir PG_ABS_SRCDIR", "\\set filename :abs_srcdir '/data/onek.data'", "COPY onek FROM :'filename';", "COPY onek TO :'other';"].join('\n'), env);
    expect(run.split('\n')[2]).toBe("\\copy onek FROM '/src/it''s/data/onek.data'");
    expect(run.split('\n')[3]).toBe("COPY onek TO :'other';");
    expect([...echoes]).toEqual([["\\copy onek FROM '/src/it''s/data/onek.data'", "COPY onek FROM :'filename';"]]);
  });
});
